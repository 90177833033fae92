package parse

import (
	"regexp"
	"strings"
)

// linkInLineRe is a head's text followed by a web address and the address
// again in brackets, as a viewer pastes a link set beside a title ("Senior
// Account https://www.example.de (https://www.example.de)").
var linkInLineRe = regexp.MustCompile(`^(\S.*?)\s+(https?://\S+(?:\s+\(https?://\S+\))?)$`)

// titleAroundLink mends a title a viewer pasted around the link set beside
// it: flat prints an entry's link in a column right of its title, and a
// wrapped title comes out as its first words and the link on one line, the
// rest on the next ("Senior Account https://…" / "Executive"). The two
// parts become the title, the link a line of its own under it. The rest
// is short (four words at most), no date, link, title or item, and stands
// right under the line.
func titleAroundLink(lines []line) []line {
	out := make([]line, 0, len(lines))
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		m := linkInLineRe.FindStringSubmatch(l.flat())
		if len(l.cells) != 1 || l.style != "" || m == nil || i+1 >= len(lines) || !titleRest(m[1], lines[i+1]) {
			out = append(out, l)
			continue
		}
		title, link := l, l
		title.cells = []cell{{s: m[1] + " " + strings.TrimSpace(lines[i+1].flat()), x0: l.cells[0].x0, x1: l.cells[0].x1}}
		link.cells = []cell{{s: m[2], x0: l.cells[0].x0, x1: l.cells[0].x1}}
		link.gap = false
		out = append(out, title, link)
		i++
	}
	return out
}

// titleRest reports whether l is the rest of the title head: both short,
// no date, link, bullet or section title.
func titleRest(head string, l line) bool {
	s := strings.TrimSpace(l.flat())
	if l.gap || len(l.cells) != 1 || len(strings.Fields(s)) > 4 || len(strings.Fields(head)) > 4 || hasURL(s) || hasURL(head) ||
		startsWithBullet(s) || strings.ContainsAny(s, ".:") {
		return false
	}
	if _, _, dated := findDate(head + " " + s); dated {
		return false
	}
	_, _, titled := heading(l, kindNone)
	return !titled
}
