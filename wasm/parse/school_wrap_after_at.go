package parse

import (
	"strings"
	"unicode"

	"github.com/shortlist/shortlist/wasm/internal/vocab"
)

// schoolWrapAfterAt joins, in an education entry's head, a school's name
// wrapped onto the line under "<degree> at <school> <dates>": a theme that
// writes degree and school as one phrase in a column beside the dates
// (stackoverflow) wraps a long school's name, and the copy keeps the
// printed line ("… at Technische Hochschule" / "Nordstadt", made up), whose rest was
// read as a place or a degree, the school cut. The line under it, no blank
// line between, that may end a school's name (schoolRest) and makes the
// part a school goes on with it before the dates; the line may open the
// entry's body when the dated line ended the head.
func schoolWrapAfterAt(e entry) entry {
	lines := append(append([]line{}, e.head...), e.body...)
	for k := 0; k < len(e.head) && k+1 < len(lines); k++ {
		l, n := lines[k], lines[k+1]
		if len(l.cells) != 1 || len(n.cells) != 1 || n.gap {
			continue
		}
		lead, school, tail, ok := schoolBeforeWrap(l.cells[0].s)
		rest := strings.TrimSpace(n.cells[0].s)
		sep := " "
		if strings.HasSuffix(school, "-") {
			sep = ""
		}
		if !ok || !schoolRest(rest) || !isInstitution(school+sep+rest) {
			continue
		}
		joined := l
		joined.cells = []cell{l.cells[0]}
		joined.cells[0].s = lead + school + sep + rest
		if tail != "" {
			// The dates keep a box of their own: "… Nordville 2" before
			// "Sept 2015" would read as a day.
			date := l.cells[0]
			date.s = tail
			joined.cells = append(joined.cells, date)
		}
		head := append(append([]line{}, e.head[:k]...), joined)
		if k+1 < len(e.head) {
			e.head = append(head, e.head[k+2:]...)
		} else {
			e.head, e.body = head, e.body[1:]
		}
		return e
	}
	return e
}

// schoolBeforeWrap splits a head line into what stands before the school,
// the school and the dates after it: the school after " at ", or (cutSchool)
// a line that is a school cut after a joining word or a hyphen before its
// dates (class; made up: "Universidad Técnica de 2012-09-01 - 2016-06-30"
// over "Villanorte", "Université Nordville Saint- …" over "Lazare").
func schoolBeforeWrap(s string) (lead, school, tail string, ok bool) {
	i := strings.LastIndex(s, " at ")
	if i >= 0 {
		lead, school = s[:i+4], s[i+4:]
	} else {
		school = s
	}
	if a, _, found := findDate(school); found {
		school, tail = school[:a], strings.TrimSpace(school[a:])
	}
	school = strings.TrimSpace(school)
	return lead, school, tail, i >= 0 || cutSchool(school)
}

// cutSchool reports whether s is a school's name cut at a line end: it
// ends on a joining word ("de", "zu", "of") or a hyphen.
func cutSchool(s string) bool {
	if !isInstitution(s) {
		return false
	}
	last := s[strings.LastIndexByte(s, ' ')+1:]
	return strings.HasSuffix(s, "-") || strings.Contains(s, " ") && vocab.Joining(strings.ToLower(last))
}

// schoolRest reports whether s may be the wrapped end of a school's name:
// one to five words, capitalised but for joining words inside it ("de",
// "zu"; a number may end it), no comma, colon, date or degree.
func schoolRest(s string) bool {
	ws := strings.Fields(s)
	if len(ws) == 0 || len(ws) > 5 || strings.ContainsAny(s, ",:;·") || mayHoldDate(s) || isDegree(s) {
		return false
	}
	for j, w := range ws {
		r := []rune(w)[0]
		inside := j > 0 && j < len(ws)-1 && vocab.Joining(w)
		if !unicode.IsUpper(r) && !inside && !(j == len(ws)-1 && unicode.IsDigit(r)) {
			return false
		}
	}
	return true
}
