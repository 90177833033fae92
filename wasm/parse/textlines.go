package parse

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// cellSepRe splits a text line into boxes: tabs, runs of four spaces or
// more, and dash or dot leaders ("Salsify ----- Boston, MA").
var cellSepRe = regexp.MustCompile(`\t+|\s{4,}|\s+-{3,}\s*|\s*\.{4,}\s*`)

// prepareText normalises pasted text: line ends, literal "\n" sequences
// that some exports leave in the text, and normalise's repairs.
func prepareText(text string) string {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	text = strings.ReplaceAll(text, "\r", "\n")
	text = strings.ReplaceAll(text, `\n`, "\n")
	return normalise(text)
}

// textLines splits pasted text into lines and boxes. Wrapped lines are
// joined: an indented line under a bullet, and a line starting in lower case
// after a long line of prose.
func textLines(text string) []line {
	raw := strings.Split(prepareText(text), "\n")
	var lines []line
	gap := false
	for _, r := range raw {
		if strings.TrimSpace(r) == "" || isRule(r) {
			gap = true
			continue
		}
		l := line{gap: gap && len(lines) > 0}
		gap = false
		col := 0
		if mayHoldCellSep(r) {
			for _, loc := range cellSepRe.FindAllStringIndex(r, -1) {
				addCell(&l, r[col:loc[0]], utf8.RuneCountInString(r[:col]))
				col = loc[1]
			}
		}
		addCell(&l, r[col:], utf8.RuneCountInString(r[:col]))
		if len(l.cells) > 0 {
			lines = append(lines, l)
		}
	}
	words := innerWords(lines)
	var out []line
	for _, l := range lines {
		if n := len(out); n > 0 && continues(out[n-1], l) {
			last := &out[n-1].cells[0]
			last.s = joinText(last.s, l.cells[0].s, words)
			continue
		}
		if n := len(out); n > 0 && !l.gap && len(l.cells) == 1 && isOpenOnly(l.cells[0].s) {
			// "June 2022 –" and "Present" on two lines (as a PDF's narrow
			// date column pastes) are one range, as mergeLabels reads it
			// from the PDF itself.
			last := &out[n-1].cells[len(out[n-1].cells)-1]
			if dashEndRe.MatchString(trailingPoint(last.s)) {
				last.s += " " + l.cells[0].s
				continue
			}
		}
		out = append(out, l)
	}
	return out
}

// mayHoldCellSep is a cheap test that cellSepRe can match in r: each of its
// separators has a tab, a run of four blanks, "---" or "....", which most
// lines lack.
func mayHoldCellSep(r string) bool {
	if strings.Contains(r, "\t") || strings.Contains(r, "---") || strings.Contains(r, "....") {
		return true
	}
	run := 0
	for i := 0; i < len(r); i++ {
		switch r[i] {
		case ' ', '\t', '\n', '\f', '\r':
			if run++; run == 4 {
				return true
			}
		default:
			run = 0
		}
	}
	return false
}

// isOpenOnly reports whether s is one date point or an open end alone
// ("Present"): openOnlyRe, run only on text that has a year or is as short
// as the longest open end ("aujourd'hui", 11 letters).
func isOpenOnly(s string) bool {
	return (mayHoldDate(s) || utf8.RuneCountInString(s) <= 11) && openOnlyRe.MatchString(s)
}

// trailingPoint returns the end of s from its last date point on: "Analyst
// June 2022 –" gives "June 2022 –".
func trailingPoint(s string) string {
	locs := pointEndRe.FindStringIndex(s)
	if locs == nil {
		return ""
	}
	return s[locs[0]:]
}

// isRule reports whether r is a horizontal rule ("-----", "=====", "***").
func isRule(r string) bool {
	t := strings.TrimSpace(r)
	return len(t) >= 3 && strings.Trim(t, "-=_*~ ") == ""
}

func addCell(l *line, s string, col int) {
	lead := len(s) - len(strings.TrimLeftFunc(s, unicode.IsSpace))
	t := fold(s)
	if t == "" {
		return
	}
	x := float64(col + utf8.RuneCountInString(s[:lead]))
	c := cell{s: t, x0: x, x1: x + float64(utf8.RuneCountInString(t))}
	if startsWithBullet(t) {
		c.tx = x + float64(utf8.RuneCountInString(t[:bulletLen(t)]))
	}
	l.cells = append(l.cells, c)
}

// continues reports whether text line l wraps line p.
func continues(p, l line) bool {
	if l.gap || len(l.cells) != 1 || len(p.cells) != 1 || startsWithBullet(l.cells[0].s) {
		return false
	}
	s := l.cells[0].s
	if w, _, _ := strings.Cut(s, " "); strings.Contains(w, "@") || hasURL(w) {
		// An email or web address in lower case starts a contact line.
		return false
	}
	first, _ := utf8.DecodeRuneInString(s)
	prev := p.cells[0]
	if startsWithBullet(prev.s) {
		return l.x0() > prev.x0 || unicode.IsLower(first)
	}
	return unicode.IsLower(first) && utf8.RuneCountInString(prev.s) >= 40 && !strings.HasSuffix(prev.s, ":")
}
