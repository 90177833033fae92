package parse

import "regexp"

var (
	// wrapRangeStartRe is a line ending with a month and year or a year: the
	// start of a date range.
	wrapRangeStartRe = regexp.MustCompile(`(?:^|[\s(])(?:\d{1,2}[./])?\d{4}$`)
	// wrapRangeEndRe is a line opening with a dash and the range's end.
	wrapRangeEndRe = regexp.MustCompile(`^[-–—] (?i:(?:\d{1,2}[./])?\d{4}|heute|jetzt|today|present|now|aujourd'hui|présent|actualidad|presente|hoy)(?:$|[\s,;)])`)
)

// rangeGoesOn reports whether line b, which opens with a dash like a
// written bullet, is the rest of a date range that line a ends with: a
// list wrapped between "04/2018" and "- 09/2018, Planung, …". The dash
// is the range's, not a bullet.
func rangeGoesOn(a, b string) bool {
	return wrapRangeStartRe.MatchString(a) && wrapRangeEndRe.MatchString(b)
}
