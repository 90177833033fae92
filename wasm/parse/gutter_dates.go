package parse

import (
	"regexp"
	"slices"
	"strings"
)

// durationRe is a length of time a theme prints under an entry's dates
// ("6 years", "1 Jahr", "6 mois", "3 años", "2 years 3 months", and one
// unit in words: "a year", "ein Jahr", "un an", "un año"): the dates say
// it already.
var durationRe = regexp.MustCompile(`(?i)^(?:\d{1,2}|an?|one|ein|eine|une?)\s+(?:years?|yrs?|months?|mos?|jahre?n?|monate?n?|ans?|ann[ée]es?|mois|años?|meses?)(?:,?\s+\d{1,2}\s+(?:months?|monate?n?|mois|meses?))?$`)

// gutterRanges reads a date range a theme sets in a narrow column right of
// an entry, broken over lines beside its head and items ("January 2021",
// then "— Present", then "6 years"; eloquent): the pieces are taken out of
// the lines they stand beside, and the range goes to the entry's head line
// as its last box ("Engineer, Acme ⇥ January 2021 — Present"). Without it
// the pieces end the items they stand beside and open entries of their
// own. A piece is the last box of its line, in the right part of its
// column block, that is a date, a dash with or without the end date, or a
// duration; a range has a broken piece (a dash at either end or alone),
// so that dates printed whole beside their heads stay as they are.
func gutterRanges(lines []line) []line {
	pieces := gutterPieces(lines)
	if len(pieces) == 0 {
		return lines
	}
	runs := gutterRuns(lines, pieces)
	if !slices.ContainsFunc(runs, func(r gutterRun) bool { return r.broken }) {
		return lines
	}
	heads := map[int]cell{}
	for _, r := range runs {
		if r.text == "" {
			pieces[r.lines[0]] = true
			continue
		}
		if h := headOfRun(lines, pieces, r); h >= 0 {
			first := lines[r.lines[0]]
			heads[h] = cell{s: r.text, x0: first.x1() - 1, x1: first.x1(), size: first.size, style: first.cells[len(first.cells)-1].style, label: true}
			for _, i := range r.lines {
				pieces[i] = true
			}
		} else {
			for _, i := range r.lines {
				delete(pieces, i)
			}
		}
	}
	out := lines[:0:0]
	for i, l := range lines {
		if pieces[i] {
			l.cells = l.cells[:len(l.cells)-1]
		}
		if d, ok := heads[i]; ok {
			l.cells = append(l.cells[:len(l.cells):len(l.cells)], d)
		}
		if len(l.cells) > 0 {
			out = append(out, l)
		}
	}
	return out
}

// gutterPieces marks the lines whose last box may be a piece of a broken
// date range in a right-hand column (value false until a run takes it).
func gutterPieces(lines []line) map[int]bool {
	var pieces map[int]bool
	left, right := blockEdges(lines)
	for i, l := range lines {
		c := l.cells[len(l.cells)-1]
		if c.x0 < left[l.group]+0.55*(right[l.group]-left[l.group]) || kindOfPiece(strings.TrimSpace(c.s)) == pieceOther {
			continue
		}
		if len(l.cells) == 1 && c.x0 <= left[l.group]+1 {
			continue
		}
		if pieces == nil {
			pieces = map[int]bool{}
		}
		pieces[i] = false
	}
	return pieces
}

// blockEdges is the left and right edge of each column block.
func blockEdges(lines []line) (left, right map[int]float64) {
	left, right = map[int]float64{}, map[int]float64{}
	for _, l := range lines {
		if _, ok := left[l.group]; !ok || l.x0() < left[l.group] {
			left[l.group] = l.x0()
		}
		if l.x1() > right[l.group] {
			right[l.group] = l.x1()
		}
	}
	return left, right
}

// isDash reports whether s is nothing but a dash.
func isDash(s string) bool { return s == "-" || s == "–" || s == "—" }

// gutterRun is a date range read from pieces on successive lines: the
// lines holding its pieces and the range's text.
type gutterRun struct {
	lines  []int
	text   string // "" for a duration alone
	broken bool   // the dash stood apart from a date
}

// pieceKind is what a piece of a broken range is.
type pieceKind int

const (
	pieceOther    pieceKind = iota
	piecePoint              // "January 2021", "Present"
	pieceStart              // "January 2021 —"
	pieceDash               // "—"
	pieceEnd                // "— Present"
	pieceDuration           // "6 years"
	pieceRange              // "2009 — 2013", whole
)

// kindOfPiece classifies a piece; a whole range ("2009 — 2013") is other.
func kindOfPiece(s string) pieceKind {
	bare := strings.Trim(s, "-–— ")
	switch {
	case isDash(s):
		return pieceDash
	case durationRe.MatchString(s):
		return pieceDuration
	case bare != strings.TrimLeft(s, "-–— ") && isDateOnly(bare):
		return pieceStart
	case bare != strings.TrimRight(s, "-–— ") && (isDateOnly(bare) || isOpenOnly(bare)):
		return pieceEnd
	case isOpenOnly(s) || isDateOnly(s) && !strings.ContainsAny(s, "-–—"):
		return piecePoint
	case isDateOnly(s):
		return pieceRange
	}
	return pieceOther
}

// gutterRuns joins pieces at most three lines apart into ranges: a start
// date, a dash, an end date or "Present", then a duration. A run is broken
// when its dash stood apart from a date; a range printed whole on a line
// of its own and a duration alone are runs too, taken only beside broken
// ones (gutterRanges).
func gutterRuns(lines []line, pieces map[int]bool) []gutterRun {
	var runs []gutterRun
	var cur gutterRun
	state, last := 0, -10
	flush := func() {
		if state == 3 {
			runs = append(runs, cur)
		}
		cur, state = gutterRun{}, 0
	}
	for i := range lines {
		if _, ok := pieces[i]; !ok {
			continue
		}
		if i-last > 3 {
			flush()
		}
		l := lines[i]
		s := strings.TrimSpace(l.cells[len(l.cells)-1].s)
		k, bare := kindOfPiece(s), strings.Trim(s, "-–— ")
		last = i
		switch {
		case state == 1 && k == pieceDash, state == 0 && k == pieceStart:
			state = 2
			cur.text = strings.TrimSpace(cur.text + " " + bare)
		case state == 1 && k == pieceEnd, state == 2 && k == piecePoint:
			state, cur.broken = 3, true
			cur.text += " – " + bare
		case state == 3 && k == pieceDuration:
			cur.lines = append(cur.lines, i)
			flush()
			continue
		default:
			flush()
			switch {
			case k == piecePoint:
				state, cur.text = 1, bare
			case k == pieceRange && len(l.cells) == 1:
				state, cur.text = 3, s
			case k == pieceDuration:
				runs = append(runs, gutterRun{lines: []int{i}})
				continue
			default:
				continue
			}
		}
		cur.lines = append(cur.lines, i)
	}
	flush()
	return runs
}

// headOfRun is the line a range belongs beside, -1 if none: the line after
// the run's first piece when that piece stands alone and the line is no
// list item; else, walking back from the first piece, the first line that
// is neither a list item, a wrap indented under one, nor a link.
func headOfRun(lines []line, pieces map[int]bool, r gutterRun) int {
	first := r.lines[0]
	if len(lines[first].cells) == 1 {
		next := first + 1
		for next < len(lines) && isPieceOnly(lines, pieces, next, r) {
			next++
		}
		if next < len(lines) && !startsWithBullet(lines[next].cells[0].s) {
			return next
		}
	}
	item := -1.0
	for k := first; k >= 0 && k > first-12; k-- {
		l := lines[k]
		if isPieceOnly(lines, pieces, k, r) {
			continue
		}
		s := l.cells[0].s
		switch {
		case startsWithBullet(s):
			item = l.x0()
		case item >= 0 && l.x0() > item+2, isLinkLine(l):
		default:
			return k
		}
	}
	return -1
}

// isPieceOnly reports whether line k holds nothing but a piece of run r.
func isPieceOnly(lines []line, pieces map[int]bool, k int, r gutterRun) bool {
	if len(lines[k].cells) != 1 {
		return false
	}
	for _, i := range r.lines {
		if i == k {
			return true
		}
	}
	return false
}
