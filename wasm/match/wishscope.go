package match

import "strings"

// "Knowledge of scripting, ideally with Ruby or Bash" wishes Ruby and Bash,
// not the scripting, which an Essential list asks for; "React Webpack …
// AEM (nice to have)" wishes AEM, not React (issue 35, class 4). A wish
// marker of these two kinds reaches only part of its sentence: an adverb
// after a comma the words after it, a note in parentheses the item before
// it. The rest of the sentence keeps the importance its other words or its
// section give it.

// wishNotes are the notes in parentheses that wish the item before them.
var wishNotes = phrases(`(nice_to_have) (nice-to-have) (good_to_have) (a_plus) (optional) (preferred) (desirable)
	(wünschenswert) (von_vorteil) (un_plus) (souhaité) (souhaitable) (apprécié) (deseable) (valorable)
	(opcional)`)

// wishAdverbs after a comma wish the words after them.
var wishAdverbs = phrases(`,_ideally ,_preferably ,_idealerweise ,_vorzugsweise ,_bevorzugt ,_idéalement
	,_de_préférence ,_idealmente ,_preferiblemente ,_preferentemente`)

// noteReach is how far before its note an item may start: a run-on line
// without commas still ends the item within a few words.
const noteReach = 60

// wishSpan is a scoped wish marker of a sentence and the bytes it wishes.
type wishSpan struct{ at, end, from, to int }

// scopedImportance is the importance of the words at [start, end) of a
// segment: the sentence's own unless scoped markers are all that wish in
// it, then Preferred inside a marker's reach and, outside, the importance
// of the sentence without its markers.
func scopedImportance(s segment, start, end int) string {
	if s.importance != Preferred || len(s.lower) != len(s.text) {
		return s.importance
	}
	spans := wishSpans(s.lower)
	if len(spans) == 0 {
		return s.importance
	}
	rest := []byte(s.lower)
	for _, w := range spans {
		for i := w.at; i < w.end; i++ {
			rest[i] = ' '
		}
	}
	if containsAny(string(rest), preferredPhrases) {
		return s.importance
	}
	for _, w := range spans {
		if start >= w.from && end <= w.to {
			return Preferred
		}
	}
	return importanceOf(string(rest), s.section)
}

// wishSpans finds the scoped wish markers of a sentence in lower case.
func wishSpans(lower string) []wishSpan {
	var out []wishSpan
	for _, p := range wishNotes {
		for off := 0; ; {
			i := strings.Index(lower[off:], p)
			if i < 0 {
				break
			}
			at := off + i
			out = append(out, wishSpan{at: at, end: at + len(p), from: itemStart(lower, at), to: at})
			off = at + len(p)
		}
	}
	for _, p := range wishAdverbs {
		if i := strings.Index(lower, p); i >= 0 {
			to := len(lower)
			if j := strings.IndexByte(lower[i+len(p):], ';'); j >= 0 {
				to = i + len(p) + j
			}
			out = append(out, wishSpan{at: i + 1, end: i + len(p), from: i + len(p), to: to})
		}
	}
	return out
}

// itemStart is where the item before a note at `at` starts: after the last
// comma, semicolon, line break or closing note before it, and no more than
// noteReach bytes back.
func itemStart(lower string, at int) int {
	from := max(0, at-noteReach)
	before := lower[from:at]
	if i := strings.LastIndexAny(before, ",;\n"); i >= 0 {
		return from + i + 1
	}
	for _, p := range wishNotes {
		if i := strings.LastIndex(before, p); i >= 0 {
			from = max(from, at-len(before)+i+len(p))
		}
	}
	return from
}
