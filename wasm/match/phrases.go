package match

import (
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A duty read from a post whose lines have no full stops is several lines
// of the post run together; quoted whole it is too long, and clipped at a
// word it ends mid-phrase ("… in der SAP-Systemlandschaft Sie"). Its quote
// ends where a line of the post or a clause ends instead (issue 35, class 1).
// Reading each such line as a duty of its own was tried and not kept: it
// lowered the German graded set (see docs/audit.md, class 1).

// dutyWords are the job's words a duty-like requirement is quoted by: its
// phrase quote when the duty is long, else its text.
func dutyWords(r Requirement) string {
	if r.quote != "" {
		return r.quote
	}
	return clip(r.Text, 0)
}

// phraseQuote is the start of a segment, at most maxClip bytes, that ends
// with its first line of the post or with its last whole clause; "" when the
// segment is short enough to quote whole or has no such end.
func phraseQuote(jd string, s segment, full int) string {
	if len(s.text) <= maxClip {
		return ""
	}
	end := firstItemEnd(jd, s, full)
	if end == 0 {
		end = lastClauseEnd(s.text[:maxClip])
	}
	switch {
	case end > 0:
		return strings.TrimRight(s.text[:end], " ")
	case len(s.text) <= 2*maxClip:
		// No phrase ends early enough: the whole duty reads better than
		// one cut at a word.
		return s.text
	}
	return ""
}

// minQuote is the fewest bytes a phrase quote keeps: a shorter start is no
// phrase of the duty worth quoting.
const minQuote = 24

// firstItemEnd is the first line break within the first maxClip bytes of a
// segment after a line that stopped short of the post's wrap width and
// before a capital: in a list without full stops it ends an item, and the
// first item is the one to quote (two run together read as one).
func firstItemEnd(jd string, s segment, full int) int {
	raw := jd[s.start:s.end]
	for i := minQuote; i < len(raw) && i <= maxClip; i++ {
		brk := 0
		switch {
		case raw[i] == '\n':
			brk = 1
		case raw[i] == '\\' && i+1 < len(raw) && raw[i+1] == 'n':
			brk = 2
		}
		if brk == 0 {
			continue
		}
		lineStart := strings.LastIndexByte(jd[:s.start+i], '\n') + 1
		short := utf8.RuneCountInString(strings.TrimSpace(jd[lineStart:s.start+i])) < full
		next, _ := utf8.DecodeRuneInString(strings.TrimLeft(raw[i+brk:], " \t\r"))
		if short && unicode.IsUpper(next) {
			return i
		}
	}
	return 0
}

// clauseMarks end a clause: what follows adds to what came before.
var clauseMarks = []string{"; ", " – ", " — ", " - "}

// lastClauseEnd is the offset of the last clause mark in text outside
// brackets, past minQuote bytes; 0 when there is none.
func lastClauseEnd(text string) int {
	best, depth := 0, 0
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '(', '[':
			depth++
		case ')', ']':
			depth = max(0, depth-1)
		}
		if depth > 0 || i < minQuote {
			continue
		}
		if strings.HasPrefix(text[i:], ", ") && !listComma(text[i+2:]) {
			best = i
		}
		for _, m := range clauseMarks {
			if strings.HasPrefix(text[i:], m) {
				best = i
			}
		}
	}
	return best
}

// listComma reports whether the text after a comma goes on with a list
// ("engineering, orchestration, and monitoring", "the Analytics Interface,
// Commercial Analytics and business teams"): its next piece, to the next
// comma, is a few words, opens with a capital or with "and", "or" or their
// kin in the four languages. Cut there, the quote would stop mid-list.
func listComma(after string) bool {
	piece := after
	if i := strings.IndexByte(after, ','); i >= 0 {
		piece = after[:i]
	}
	ws := strings.Fields(piece)
	if len(ws) <= 3 {
		return true
	}
	first, _ := utf8.DecodeRuneInString(ws[0])
	return unicode.IsUpper(first) || listJoiners[strings.ToLower(ws[0])]
}

// listJoiners open the last member of a list.
var listJoiners = toSet("and or as well und oder sowie et ou y e o u")

// fullLine is the length (in characters) from which a line of the text
// reached its wrap width, as the lines of text copied from a PDF or of a
// hard-wrapped file do: a cluster of at least three of the longest lines
// within an eighth of each other, two fifths of the lines over half that
// width. A text whose lines are not wrapped (each line an item of a list
// without full stops, as German posts often are) has no such width: it is
// then past every line's length, so no line is full.
func fullLine(ls []line) int {
	var n []int
	for _, ln := range ls {
		if c := utf8.RuneCountInString(strings.TrimSpace(ln.text)); c > 0 {
			n = append(n, c)
		}
	}
	slices.Sort(n)
	slices.Reverse(n)
	for _, width := range n[:min(len(n), 5)] {
		from := width - max(6, width/8)
		near, over := 0, 0
		for _, c := range n {
			if c >= from && c <= width {
				near++
			}
			if c > width/2 {
				over++
			}
		}
		if near >= 3 && 5*near >= 2*over {
			return from
		}
	}
	return math.MaxInt
}
