package match

import "strings"

// A line that asks for a degree names its fields of study ("Studium der
// Physik, VWL oder ein ähnlicher Abschluss", "degree in CS or
// EE"): their abbreviations are subjects the education requirement stands
// for, not products to find in a CV. On the German graded set a scrum
// post's "BWL" was missed by all 9 of its good profiles.

// fieldReach is how far from the degree's words, in bytes, its fields of
// study stand: a few words.
const fieldReach = 40

// withoutFieldsOfStudy drops the unknown products that stand next to the
// degree a segment asks for, on its line of the job description jd and in
// its sentence (a segment may join lines a post ends without a stop).
func withoutFieldsOfStudy(jd string, s segment, products []Requirement) []Requirement {
	edu, ok := educationIn(s)
	if !ok {
		return products
	}
	out := products[:0:0]
	for _, p := range products {
		if !nextToDegree(jd, p.Start, p.End, edu.Start, edu.End) {
			out = append(out, p)
		}
	}
	return out
}

// nextToDegree reports whether [start, end) of text stands within
// fieldReach of the degree's words [from, to), with no line break or
// sentence end between them.
func nextToDegree(text string, start, end, from, to int) bool {
	lo, hi := end, from
	if start >= to {
		lo, hi = to, start
	}
	if lo > hi || hi-lo > fieldReach || lo < 0 || hi > len(text) {
		return lo > hi // overlapping spans
	}
	between := text[lo:hi]
	return !strings.ContainsAny(between, "\n;") && !strings.Contains(between, ". ")
}
