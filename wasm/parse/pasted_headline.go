package parse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// pastedHeadlineWraps joins, in a pasted header, a headline a viewer broke
// over lines: a theme sets the title under the name in a column narrower
// than the page ("Senior Account Executive |", "Enterprise SaaS &
// Strategic", "Partnerships"; even, slick, actual, flat, spartan) and the
// copy keeps each printed line. The line under the name is the headline;
// a line right under it (no blank line between) goes on with it when it
// is no contact, place or title and is no wider than the headline's lines
// so far, the line above it ending with a joining word or reaching the
// width of a wrapped line. The summary under a headline is wider; the
// PDF's own reading joins these lines by their type (headerWraps,
// wrappedTitles).
func pastedHeadlineWraps(lines []line) []line {
	lines = nameLineWrap(lines)
	if len(lines) < 3 || lines[0].style != "" || !headlineLine(lines[1]) {
		return lines
	}
	head := lines[1]
	head.cells = []cell{lines[1].cells[0]}
	widest := utf8.RuneCountInString(head.cells[0].s)
	prev := head.cells[0].s
	j := 2
	for ; j < len(lines) && goesOnHeadline(prev, lines[j], widest); j++ {
		prev = lines[j].cells[0].s
		widest = max(widest, utf8.RuneCountInString(prev))
		head.cells[0].s += " " + prev
	}
	if j == 2 {
		return lines
	}
	out := append([]line{lines[0], head}, lines[j:]...)
	return out
}

// headlineLine reports whether a pasted line may be a headline: one box,
// no contact, place, section title or sentence.
func headlineLine(l line) bool {
	if len(l.cells) != 1 {
		return false
	}
	s := strings.TrimSpace(l.cells[0].s)
	if s == "" || contactLikeRe.MatchString(s) || hasURL(s) || isLocation(s) || isAddress(s) || strings.HasSuffix(s, ".") {
		return false
	}
	_, _, titled := heading(l, kindNone)
	return !titled
}

// goesOnHeadline reports whether l goes on with a headline whose last line
// is prev and whose widest line has widest characters. A wrapped line
// starts with a word or a joining sign; an icon alone ("✉" before the
// e-mail) is a contact's. A line closing a bracket ("CV title
// (optional)") ends its phrase.
func goesOnHeadline(prev string, l line, widest int) bool {
	s := strings.TrimSpace(l.cells[0].s)
	first, _ := utf8.DecodeRuneInString(s)
	if l.gap || !headlineLine(l) {
		return false
	}
	if capsHeadlineGoesOn(prev, s) {
		return true
	}
	if utf8.RuneCountInString(s) > widest+4 || !unicode.IsLetter(first) && !strings.ContainsRune("|&(", first) {
		return false
	}
	return endsWithJoiner(prev) || utf8.RuneCountInString(prev) >= 20 && !strings.HasSuffix(prev, ")")
}

// nameLineWrap joins, in a pasted header, the rest of a headline printed
// on the name's line ("Robin Example, Senior Planner | Retail" over
// "& Store Operations"): a theme that sets the name and the title on one
// line wraps a long title, and the copy keeps the printed lines. The
// first line holds the name, a comma and a title of two words or more;
// the line under it (no blank line between) goes on with the title as
// goesOnHeadline reads a headline's rest, and the line after it is a
// contact line, as under the whole headline.
func nameLineWrap(lines []line) []line {
	if len(lines) < 3 || lines[0].style != "" || len(lines[0].cells) != 1 || !contactLine(lines[2].flat()) {
		return lines
	}
	first := lines[0].cells[0].s
	name, title, ok := strings.Cut(first, ", ")
	if !ok || wordCount(name) > 4 || wordCount(title) < 2 || !headlineLine(lines[0]) {
		return lines
	}
	if len(lines[1].cells) != 1 || !goesOnHeadline(title, lines[1], utf8.RuneCountInString(first)) {
		return lines
	}
	head := lines[0]
	head.cells = []cell{lines[0].cells[0]}
	head.cells[0].s = first + " " + strings.TrimSpace(lines[1].cells[0].s)
	return append([]line{head}, lines[2:]...)
}
