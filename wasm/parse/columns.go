package parse

import (
	"math"
	"sort"
)

// minGutter is the narrowest white gap, in points, that separates columns.
const minGutter = 8

// sidebarShare is the narrowest a left column may be, as a share of the
// page width. A right column keeps a fifth: slick's skill grids have boxes
// a little narrower than that, which are no column.
const sidebarShare = 0.19

// readColumns orders one page's lines. When the page has two columns (a
// sidebar or a two-column template) it reads each run of lines that does not
// cross the gutter column by column; lines that cross it (a header across the
// page) stay where they are. Each column run gets its own group number.
//
// prev is the gutter of the page before (0 if none): a sidebar that runs onto
// the next page may hold too few lines there to be found on its own, so
// that page keeps the gutter when its lines do not cross it.
//
// It also tells how the page's columns join those of the page before:
// firstLeft is the number of lines the page's left column opens with (0
// when a crossing line comes first), lastLeftEnd where in out the left side
// of the page's last column run ends (-1 when a crossing line ends the
// page), same whether the page has the previous page's gutter, and single
// whether it has no gutter at all.
func readColumns(p Page, lines []line, group *int, prev *float64) (out []line, firstLeft, lastLeftEnd int, same, single bool) {
	*group++
	c, ok := gutter(p, lines)
	kept := false // the gutter is the page before's, not found on this page
	if !ok && *prev > 0 && keepsGutter(lines, *prev) {
		c, ok, kept = *prev, true, true
	}
	if !ok {
		*prev = 0
		return localGrids(p, lines, group), 0, -1, false, true
	}
	same = *prev > 0 && (math.Abs(c-*prev) <= 2 || keepsGutter(lines, *prev))
	*prev = c
	var left, right []line
	lastLeftEnd = -1
	flush := func() {
		left, right = marginTitlesIn(left, right)
		if len(out) == 0 && len(left) > 0 {
			firstLeft = len(left)
		}
		lastLeftEnd = -1
		for i, side := range [][]line{left, right} {
			if len(side) == 0 {
				continue
			}
			*group++
			for _, l := range side {
				l.group = *group
				out = append(out, l)
			}
			if i == 0 {
				lastLeftEnd = len(out)
			}
		}
		left, right = nil, nil
		*group++
	}
	cards := cardGrid(lines, c)
	across := false  // the line before crossed the gutter
	columns := false // a line of the right column came before on this page
	for j, l := range lines {
		lc, rc, crossing := split(l, c)
		if crossing {
			// A run of lines across the gutter is one block (a page
			// that keeps the page before's gutter but holds no sidebar,
			// or an entry set across under both columns). Above them
			// on the first page each line stays a block: a header's
			// title and contact lines under a name on the left are no
			// wraps of each other. A later page has no header: there
			// the run is an entry's bullets run on from the page before
			// (slick), whose wrapped lines join.
			if !across || headerRun(kept, columns, l) {
				flush()
			}
			across = true
			lastLeftEnd = -1
			l.group = *group
			out = append(out, l)
			continue
		}
		if across && wrapAcross(lines, j, c) {
			// The short last line of an item across the gutter stays
			// in its run (slick's later pages).
			l.group = *group
			out = append(out, l)
			continue
		}
		if across {
			*group++
		}
		across, columns = false, columns || len(rc) > 0
		// On a page of cards, the lines above the first title are a card
		// run on from the page before: they are read on their own.
		if blockEnds(lines, j, c, cards, len(right) > 0, len(out) == 0 && len(left) > 0) {
			flush()
		}
		if len(lc) > 0 {
			left = append(left, sideLine(l, lc))
		}
		if len(rc) > 0 {
			right = append(right, sideLine(l, rc))
		}
	}
	flush()
	return out, firstLeft, lastLeftEnd, same, false
}

// blockEnds reports whether line j, not crossing the gutter at c, closes
// the column block read so far (rightSeen: its right side holds lines;
// opening: the page's first block holds left lines only): a grid's next
// row (gridRowEnds) or, on a page of cards, a title's row
// (titleRowOpensCards).
func blockEnds(lines []line, j int, c float64, cards, rightSeen, opening bool) bool {
	if _, rc, _ := split(lines[j], c); len(rc) == 0 && (rightSeen || cards && opening) && gridRowEnds(lines, j, c, cards) {
		return true
	}
	return cards && rightSeen && titleRowOpensCards(lines, j, c)
}

// gridRowEnds reports whether line j, on the left alone with a right side
// read before it, starts the next row of a grid of entries: after a gap,
// the next row sets boxes side by side, or a heading on the left opens
// text across the page, or (cards) a section title over cards set in two
// columns opens its block. The rows are then read in turn, not the whole left side
// first.
func gridRowEnds(lines []line, j int, c float64, cards bool) bool {
	l := lines[j]
	if j == 0 || lines[j-1].y-l.y <= 1.7*max(l.size, lines[j-1].size) {
		return false
	}
	return sideBySideAhead(lines[j+1:], c) || crossingAhead(lines[j:], c) || cards && titleOpensBlock(lines[j:], c)
}

// titleOpensBlock reports whether a section title stands on the left
// alone in the block the lines open, before any box right of the gutter
// at c: at the block's top (class) or a little under its first line, in a
// margin (slick).
func titleOpensBlock(lines []line, c float64) bool {
	for k, l := range lines {
		if k > 0 && lines[k-1].y-l.y > 1.7*max(l.size, lines[k-1].size) {
			return false
		}
		lc, rc, crossing := split(l, c)
		if crossing || len(rc) > 0 {
			return false
		}
		for _, cl := range lc {
			if isHeadingText(cl.s) && looksLikeHeading(cl.s) {
				return true
			}
		}
	}
	return false
}

// cardGrid reports whether a page's two columns are cards under titles
// across both (class: a section's skill groups, languages or interests
// two by two under its title on the left): two lines or more hold boxes
// on both sides of the gutter at c, and no box right of it is a section
// title (a sidebar or main column on the right has titles of its own).
func cardGrid(lines []line, c float64) bool {
	both := 0
	for _, l := range lines {
		lc, rc, crossing := split(l, c)
		if crossing || len(rc) == 0 {
			continue
		}
		if rightTitle(rc[0].s) {
			return false
		}
		if len(lc) > 0 {
			both++
		}
	}
	return both >= 2
}

// split sorts a line's cells to the left or right of a gutter at x = c.
func split(l line, c float64) (left, right []cell, crossing bool) {
	for _, cl := range l.cells {
		switch {
		case cl.x1 <= c+0.5:
			left = append(left, cl)
		case cl.x0 >= c+minGutter:
			right = append(right, cl)
		default:
			return nil, nil, true
		}
	}
	return left, right, false
}

// labelCount is 1 when a side's boxes on one line carry a date or a place:
// such boxes label the text beside them rather than form a column.
func labelCount(cs []cell) int {
	for _, c := range cs {
		if c.label {
			return 1
		}
	}
	return 0
}

// gutterLabelCount is labelCount, where a section title alone in its box
// labels the text beside it too: a margin of titles and dates (the paper
// theme prints "WORK EXPERIENCE" and each entry's dates left of the
// entries) is no column to read before the text it labels.
func gutterLabelCount(cs []cell) int {
	for _, c := range cs {
		if c.label || c.title {
			return 1
		}
	}
	return 0
}

// gutter finds the x of a vertical gap between two columns: both columns at
// least a fifth of the page wide with three lines or more, fewer than half
// of them dates or places, and at most a quarter of the lines crossing it. Narrow label columns (dates in a margin)
// are not columns: their lines belong to the text beside them. A sidebar
// on the left may be a little narrower (sidebarShare): macchiato's and
// caffeine's are 116 of A4's 595 points.
func gutter(p Page, lines []line) (float64, bool) {
	width := p.Width
	if width <= 0 {
		for _, l := range lines {
			width = max(width, l.x1())
		}
	}
	for _, l := range lines {
		for j := range l.cells {
			_, _, dated := findDate(l.cells[j].s)
			l.cells[j].label = dated || isLocation(l.cells[j].s)
			// Read once here, not for every gutter tried.
			l.cells[j].title = isHeadingText(l.cells[j].s)
		}
	}
	best, bestCross, found := 0.0, len(lines)+1, false
	tried := map[float64]bool{}
	for _, l := range lines {
		for _, cl := range l.cells {
			c := cl.x1
			if c < 0.2*width || c > 0.8*width || tried[c] {
				continue
			}
			tried[c] = true
			cross, nl, nr, ll, lr := 0, 0, 0, 0, 0
			lmin, lmax, rmin, rmax := width, 0.0, width, 0.0
			for _, m := range lines {
				lc, rc, crossing := split(m, c)
				if crossing {
					cross++
					continue
				}
				if len(lc) > 0 {
					nl++
					ll += gutterLabelCount(lc)
					lmin, lmax = min(lmin, lc[0].x0), max(lmax, lc[len(lc)-1].x1)
				}
				if len(rc) > 0 {
					nr++
					lr += gutterLabelCount(rc)
					rmin, rmax = min(rmin, rc[0].x0), max(rmax, rc[len(rc)-1].x1)
				}
			}
			if cross*4 > len(lines) || nl < 3 || nr < 3 || lmax-lmin < sidebarShare*width && !narrowSidebarRun(lines, c, lmax-lmin, width) || rmax-rmin < 0.2*width || 2*ll >= nl || 2*lr >= nr {
				continue
			}
			if cross < bestCross || (cross == bestCross && c < best) {
				best, bestCross, found = c, cross, true
			}
		}
	}
	return best, found
}

// localGrids reads side-by-side blocks inside a one-column page (two jobs
// printed next to each other in a grid): a run of lines that none crosses
// a gutter, with three lines or more on each side, two of them side by side,
// both sides of real width and not mostly dates or places, is read left side
// first. Lines outside such runs keep their order.
func localGrids(p Page, lines []line, group *int) []line {
	return gridsAt(p, lines, group, 0)
}

// gridsAt is localGrids inside a grid's side, depth sides deep.
func gridsAt(p Page, lines []line, group *int, depth int) []line {
	width := p.Width
	if width <= 0 {
		for _, l := range lines {
			width = max(width, l.x1())
		}
	}
	var cands []float64
	seen := map[float64]bool{}
	for _, l := range lines {
		for _, cl := range l.cells {
			if c := math.Round(cl.x1); c >= 0.3*width && c <= 0.7*width && !seen[c] {
				seen[c] = true
				cands = append(cands, c)
			}
		}
	}
	sort.Float64s(cands)
	var out []line
	for i := 0; i < len(lines); {
		bestEnd, bestC := i, 0.0
		for _, c := range cands {
			if end := gridRun(lines, i, c, width); end > bestEnd {
				bestEnd, bestC = end, c
			}
		}
		if bestEnd == i {
			lines[i].group = *group
			out = append(out, lines[i])
			i++
			continue
		}
		var left, right []line
		for _, l := range lines[i:bestEnd] {
			lc, rc, _ := split(l, bestC)
			if len(lc) > 0 {
				left = append(left, sideLine(l, lc))
			}
			if len(rc) > 0 {
				right = append(right, sideLine(l, rc))
			}
		}
		for _, side := range [][]line{left, right} {
			*group++
			if depth < 2 {
				// A side may be a grid of its own: three columns side by
				// side (skills, languages, certifications) split first at
				// one gutter, then at the other (class 4 of issue 27).
				out = append(out, gridsAt(p, side, group, depth+1)...)
				continue
			}
			for _, l := range side {
				l.group = *group
				out = append(out, l)
			}
		}
		*group++
		i = bestEnd
	}
	return out
}

// gridRun returns the end of the side-by-side run starting at line i with
// its gutter at c, or i when there is none.
func gridRun(lines []line, i int, c, width float64) int {
	end, nl, nr, ll, lr, both := i, 0, 0, 0, 0, 0
	lmin, lmax, rmin, rmax := width, 0.0, width, 0.0
	lastRight := -1
	for end < len(lines) {
		lc, rc, crossing := split(lines[end], c)
		if crossing || end > i && lines[end].page != lines[i].page {
			break
		}
		if lastRight >= 0 && len(rc) == 0 && lines[end-1].y-lines[end].y > 1.7*max(lines[end].size, lines[end-1].size) {
			// Past the right side's end, a gap ends the grid: what
			// follows (the next section) is no longer beside anything.
			break
		}
		if len(rc) > 0 {
			lastRight = end
		}
		if len(lc) > 0 {
			nl++
			ll += labelCount(lc)
			lmin, lmax = min(lmin, lc[0].x0), max(lmax, lc[len(lc)-1].x1)
		}
		if len(rc) > 0 {
			nr++
			lr += labelCount(rc)
			rmin, rmax = min(rmin, rc[0].x0), max(rmax, rc[len(rc)-1].x1)
		}
		if len(lc) > 0 && len(rc) > 0 {
			both++
		}
		end++
	}
	if nl < 3 || nr < 3 || both < 2 || 2*ll >= nl || 2*lr >= nr || lmax-lmin < sidebarShare*width || rmax-rmin < 0.2*width || datedHeadRun(lines[i:end], c) {
		return i
	}
	return end
}

// sideBySideAhead reports whether, after four lines or more on the left
// alone (a pause in a sidebar is shorter), a line with boxes on both sides
// of the gutter at c comes before the next line that crosses it.
func sideBySideAhead(lines []line, c float64) bool {
	for i, l := range lines {
		lc, rc, crossing := split(l, c)
		if crossing {
			return false
		}
		if len(rc) > 0 {
			return i >= 3 && len(lc) > 0
		}
	}
	return false
}

// crossingAhead reports whether a line that crosses the gutter at c comes
// before any line with a box right of it: the lines up to it belong with
// the text across the page (a section title over a full-width list).
func crossingAhead(lines []line, c float64) bool {
	for _, l := range lines {
		_, rc, crossing := split(l, c)
		if crossing {
			return true
		}
		if len(rc) > 0 {
			return false
		}
	}
	return false
}

// keepsGutter reports whether a page's lines fall on both sides of the
// gutter at c, at most a tenth of them crossing it.
func keepsGutter(lines []line, c float64) bool {
	cross, nl, nr := 0, 0, 0
	for _, l := range lines {
		lc, rc, crossing := split(l, c)
		switch {
		case crossing:
			cross++
		default:
			nl += min(len(lc), 1)
			nr += min(len(rc), 1)
		}
	}
	return nl > 0 && nr > 0 && cross*10 <= len(lines)
}

// headerRun reports whether crossing line l stands in the first page's
// header: no right-column line came before it on a page that found its
// own gutter.
func headerRun(kept, columns bool, l line) bool {
	return !kept && !columns && l.page == 0
}

// wrapAcross reports whether line j, left of the gutter at c alone, is
// the last line of an item whose first line crosses the gutter just
// above it: it starts where that line starts, and the next line crosses
// the gutter too or starts elsewhere (the next item's head, a title), so
// a sidebar's lines under a line across the page stay a column.
func wrapAcross(lines []line, j int, c float64) bool {
	if j == 0 || lines[j].page == 0 {
		return false
	}
	p, l := lines[j-1], lines[j]
	if _, _, crossing := split(p, c); !crossing || math.Abs(p.x0()-l.x0()) > 2 || len(l.cells) != 1 {
		return false
	}
	if j+1 == len(lines) {
		return true
	}
	_, _, crossing := split(lines[j+1], c)
	return crossing || math.Abs(lines[j+1].x0()-l.x0()) > 2
}
