package parse

import "strings"

// dashAloneRanges joins a date range a narrow date column pasted one part a
// line, the dash alone between its ends ("July 2014" / "—" / "February
// 2017", eloquent): a line that is only a dash, with no blank line around
// it, between a line that is one date point and a line that is one date
// point or an open end ("Present"), goes to the end of the line above
// ("July 2014 —"), where textLines joins the range's end to it as it does
// for a range the column broke after its dash.
func dashAloneRanges(lines []line) []line {
	out := lines[:0:0]
	for i := 0; i < len(lines); i++ {
		n := len(out)
		if n > 0 && i+1 < len(lines) && isDashAlone(lines[i]) && !lines[i].gap && !lines[i+1].gap &&
			len(out[n-1].cells) == 1 && len(lines[i+1].cells) == 1 &&
			isOpenOnly(out[n-1].cells[0].s) && isOpenOnly(lines[i+1].cells[0].s) && mayHoldDate(out[n-1].cells[0].s) {
			out[n-1].cells[0].s += " " + lines[i].cells[0].s
			continue
		}
		out = append(out, lines[i])
	}
	return out
}

// isDashAlone reports whether l is one dash and nothing else.
func isDashAlone(l line) bool {
	if len(l.cells) != 1 {
		return false
	}
	s := strings.TrimSpace(l.cells[0].s)
	return s == "-" || s == "–" || s == "—"
}
