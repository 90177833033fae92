package parse

// narrowShare is the narrowest a left sidebar may be, as a share of the
// page width, when its lines stand on their own (narrowSidebarRun).
const narrowShare = 0.17

// narrowRun is how many of a narrow sidebar's lines stand alone at least:
// it runs down the page.
const narrowRun = 12

// narrowSidebarRun reports whether a left column w points wide, narrower than
// sidebarShare, is still a sidebar: a later page of a sidebar template
// whose boxes there are short (contact lines, a skill group's tags) beside
// a main column with titles of its own. No line crosses the gutter at c
// and most of the left lines have nothing beside them; a margin of section
// titles and dates stands beside the text it labels, line by line.
func narrowSidebarRun(lines []line, c, w, width float64) bool {
	if w < narrowShare*width {
		return false
	}
	left, alone := 0, 0
	for _, l := range lines {
		lc, rc, crossing := split(l, c)
		if len(lc) > 0 && !crossing {
			left++
			if len(rc) == 0 {
				alone++
			}
		}
	}
	return alone >= narrowRun && 2*alone > left
}
