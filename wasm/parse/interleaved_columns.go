package parse

import (
	"strings"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/cv"
)

// mainColumnBack: a PDF viewer may paste a two-column page block by block
// down the page, the sidebar's blocks between the main column's (kendall:
// the education section opens beside the first job's head, and the job's
// items, then the next job, run on under it). When an experience section
// ends on a block that is no item (a head or a "Highlights" label waiting
// for its items) and the sidebar section after it alternates its own
// narrow blocks with wide ones, the sidebar sections that follow give
// their blocks of wide lines (a sidebar's lines are short) and their
// blocks shaped like the experience's first head (a name, a link and a
// dated line, in that order) back, in order, to the experience section,
// up to the next section of entries.
// Only pasted text: a PDF's layout step reads its columns apart.
func mainColumnBack(secs []section) []section {
	main := -1
	var head []lineShape
	for i := 1; i < len(secs); i++ {
		s := &secs[i]
		switch {
		case interleavedAfter(secs, i):
			main, head = i, shapeOf(gapBlocks(s.lines)[0])
			continue
		case entriesColumn(s.kind):
			main = -1
		}
		if main < 0 {
			continue
		}
		var keep []line
		for _, b := range gapBlocks(s.lines) {
			if wideBlock(b) || len(head) >= 2 && sameShape(shapeOf(b), head) {
				b[0].gap = true
				secs[main].lines = append(secs[main].lines, b...)
				continue
			}
			keep = append(keep, b...)
		}
		s.lines = keep
	}
	return secs
}

var (
	kindAwards       = extraKind(cv.SectionAwards)
	kindPublications = extraKind(cv.SectionPublications)
)

// interleavedAfter reports whether section i is a pasted experience section
// waiting for its items with a sidebar section after it that holds them.
func interleavedAfter(secs []section, i int) bool {
	s := secs[i]
	if s.kind != kindExperience || styledLines(s.lines) || !waitsForItems(s.lines) || i+1 == len(secs) {
		return false
	}
	return !entriesColumn(secs[i+1].kind) && opensNarrowThenWide(gapBlocks(secs[i+1].lines))
}

// entriesColumn reports whether a section of kind k holds entries with
// items, as a main column does.
func entriesColumn(k kind) bool {
	return k == kindExperience || k == kindProjects || k == kindVolunteering || k == kindAwards || k == kindPublications
}

// waitsForItems reports whether an experience section's lines end on a
// block without a wide line or a bullet: its last entry has no items yet.
func waitsForItems(lines []line) bool {
	blocks := gapBlocks(lines)
	if len(blocks) == 0 || wideBlock(blocks[len(blocks)-1]) {
		return false
	}
	for _, l := range blocks[len(blocks)-1] {
		if startsWithBullet(l.flat()) {
			return false
		}
	}
	return true
}

// opensNarrowThenWide reports whether the blocks of the section after the
// experience open with a narrow block and then alternate, a wide block
// with a narrow one after it: a sidebar section with the main column's
// items pasted between its own blocks. One that opens with a date is the
// entry's own rest pasted after a sidebar title (strayTitles).
func opensNarrowThenWide(blocks [][]line) bool {
	if len(blocks) < 3 || wideBlock(blocks[0]) || isDateOnly(blocks[0][0].flat()) {
		return false
	}
	wide, back := false, false
	for _, b := range blocks[1:] {
		switch {
		case wideBlock(b):
			wide = true
		case wide:
			back = true
		}
	}
	return back
}

// styledLines reports whether lines carry font styles (read from a PDF).
func styledLines(lines []line) bool {
	for _, l := range lines {
		if l.style != "" {
			return true
		}
	}
	return false
}

// gapBlocks cuts lines at blank gaps.
func gapBlocks(lines []line) [][]line {
	var out [][]line
	for i, l := range lines {
		if i == 0 || l.gap {
			out = append(out, nil)
		}
		out[len(out)-1] = append(out[len(out)-1], l)
	}
	return out
}

// wideBlock reports whether a block holds a line of prose wider than a
// sidebar prints: 60 characters and 7 words or more, not a comma list
// (a skills line).
func wideBlock(b []line) bool {
	for _, l := range b {
		s := l.flat()
		if n := wordCount(s); len(l.cells) == 1 && utf8.RuneCountInString(s) >= 60 && n >= 7 && 3*strings.Count(s, ",") < n {
			return true
		}
	}
	return false
}

// lineShape is what a head line is for mainColumnBack: a link, a dated
// line or other text.
type lineShape int

const (
	shapeText lineShape = iota
	shapeLink
	shapeDated
)

// shapeOf is the shape of each line of a block.
func shapeOf(b []line) []lineShape {
	out := make([]lineShape, len(b))
	for i, l := range b {
		switch {
		case isLinkLine(l):
			out[i] = shapeLink
		case isDateOnly(l.flat()):
			out[i] = shapeDated
		}
	}
	return out
}

// sameShape reports whether two blocks' shapes are equal and hold a link
// or a date.
func sameShape(a, b []lineShape) bool {
	if len(a) != len(b) {
		return false
	}
	marked := false
	for i := range a {
		if a[i] != b[i] {
			return false
		}
		marked = marked || a[i] != shapeText
	}
	return marked
}
