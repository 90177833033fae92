package parse

// centredTitles puts a section title set in a left margin beside the
// middle of its block (paper centres "PROFESSIONAL SKILLS" beside its
// three skill groups, "EDUCATION" beside its school's second line; slick
// sets its larger titles a little under the block's first line) on a line
// of its own before the block, where the section starts: otherwise the block's
// first lines stay in the section before. A second title alone beside a
// block that has one already (paper's "SUMMARY" with no text of its own)
// goes after the block, an empty section. A block is a run of lines with
// no gap (markGaps) on one page; the title's box ends left of the lines
// around it by a gutter.
func centredTitles(lines []line) []line {
	for i := 1; i < len(lines); i++ {
		if !marginTitle(lines, i) {
			continue
		}
		top := i
		for top > 0 && !lines[top].gap && lines[top-1].page == lines[i].page {
			top--
		}
		if top == i {
			continue
		}
		t := lines[i].cells[0]
		if !rightOfMargin(lines, top, i, t) {
			continue
		}
		if titledBlock(lines[top:i]) {
			if len(lines[i].cells) == 1 {
				lines = moveAfterBlock(lines, i)
			}
			continue
		}
		title := withCells(line{page: lines[top].page, group: lines[top].group, y: lines[top].y, gap: lines[top].gap}, []cell{t})
		lines[top].gap = false
		if len(lines[i].cells) == 1 {
			lines = append(lines[:i], lines[i+1:]...)
		} else {
			lines[i] = withCells(lines[i], lines[i].cells[1:])
		}
		lines = append(lines[:top], append([]line{title}, lines[top:]...)...)
	}
	return lines
}

// marginTitle reports whether line i opens with a section title in a box
// of its own type that ends a gutter left of the text of the line above
// it (PDF only).
func marginTitle(lines []line, i int) bool {
	l, p := lines[i], lines[i-1]
	t := l.cells[0]
	if l.style == "" || p.page != l.page || !isHeadingText(t.s) || t.style == p.cells[0].style || !looksLikeHeading(t.s) {
		return false
	}
	return p.x0() >= t.x1+minGutter && (len(l.cells) == 1 || l.cells[1].x0 >= t.x1+minGutter)
}

// titledBlock reports whether one of the lines opens with a margin title
// beside text, or is one alone left of the line after it.
func titledBlock(block []line) bool {
	for k := range block {
		cs := block[k].cells
		switch {
		case len(cs) > 1 && isHeadingText(cs[0].s) && cs[1].x0 >= cs[0].x1+minGutter:
			return true
		case len(cs) == 1 && k+1 < len(block) && isHeadingText(cs[0].s) && block[k+1].x0() >= cs[0].x1+minGutter:
			return true
		}
	}
	return false
}

// moveAfterBlock moves line i to the end of its block, set apart by a gap.
func moveAfterBlock(lines []line, i int) []line {
	end := i + 1
	for end < len(lines) && !lines[end].gap && lines[end].page == lines[i].page {
		end++
	}
	l := lines[i]
	l.gap = true
	out := append(append(append([]line{}, lines[:i]...), lines[i+1:end]...), l)
	return append(out, lines[end:]...)
}

// rightOfMargin reports whether every line of the block from top, but
// title line i and dates in the margin, starts a gutter right of title t:
// the title stands alone in a margin.
func rightOfMargin(lines []line, top, i int, t cell) bool {
	for k := top; k < len(lines) && (k == top || !lines[k].gap) && lines[k].page == lines[i].page; k++ {
		if k == i || isDateOnly(lines[k].cells[0].s) {
			continue
		}
		if lines[k].x0() < t.x1+minGutter {
			return false
		}
	}
	return true
}
