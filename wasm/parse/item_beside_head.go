package parse

import (
	"math"
	"strings"
)

// startsInsideAddress reports whether glyph g, on the row of box cur,
// starts a box of its own after cur, a web address: the text after an
// entry's website on its row (class prints a job's first highlight there)
// is laid out apart from the address, either overlapping its box (pdf.js
// reports the address wider than it is printed) or after more than a
// word's space, with no space of its own.
func startsInsideAddress(cur *cell, g glyph, size float64) bool {
	if cur == nil || g.x <= cur.x0 || strings.HasPrefix(g.s, " ") || !linkBox(cur.s) {
		return false
	}
	return g.x < cur.x1-size || g.x > cur.x1+0.25*size
}

// besideHead is an entry's first item that starts on its head's rows
// (firstItemBesideHead): the head's boxes and the item's text so far.
type besideHead struct {
	head           []cell
	item           cell // s empty while no text of the item is found
	lastEnd, right float64
	words          map[string]bool
	// apart are the head's rests kept on a line of their own.
	apart []cell
}

// firstItemBesideHead moves an entry's first item that starts on its
// head's rows to the list under the head (class: "Engineer ⇥ 2021 –
// Present ⇥ https://acme.com ⇥ Own full-", "cycle" under "Own full-", then
// "sales process …" at the list's edge). The item's text flows around the
// head's boxes: right of the website while the address's rows last, then
// right of a position wrapped over two rows, from the date's edge across
// the website's column. The boxes under a head box, at its edge and
// within its column, are its rest; the others are the item's. When the
// item's last piece is full (the next line's first word would not have
// fitted), the item goes on in the next line at the list's edge, which
// takes the text before it; otherwise it is an item of its own.
func firstItemBesideHead(lines []line) []line {
	var words map[string]bool
	out := make([]line, 0, len(lines))
	for i := 0; i < len(lines); i++ {
		p := lines[i]
		h, ok := headWithAddress(p)
		if !ok {
			out = append(out, p)
			continue
		}
		if words == nil {
			words = innerWords(lines)
		}
		h.words = words
		j := i + 1
		for ; j < len(lines) && j <= i+6 && lines[j].page == p.page && h.takes(lines[j], nextX0(lines, j)); j++ {
		}
		if h.item.s == "" {
			out = append(out, p)
			continue
		}
		p = withCells(p, h.head)
		out = append(out, p)
		if len(h.apart) > 0 {
			out = append(out, withCells(line{y: h.apart[0].y, page: p.page, group: p.group}, h.apart))
		}
		for k := j; k < len(lines) && k < j+6 && lines[k].page == p.page; k++ {
			h.right = math.Max(h.right, lines[k].x1())
		}
		if j < len(lines) && lines[j].page == p.page && goesOnAtEdge(lines[j], h.item, h.lastEnd, h.right) {
			r := lines[j]
			r.cells = append([]cell{}, r.cells...)
			r.cells[0].s = joinText(h.item.s, r.cells[0].s, words)
			r.gap = false
			out = append(out, withCells(r, r.cells))
			i = j
			continue
		}
		h.item.x1 = h.right
		out = append(out, withCells(line{y: h.item.y, page: p.page, group: p.group}, []cell{h.item}))
		i = j - 1
	}
	return out
}

// headWithAddress reads line p as an entry's head row, dated, whose last
// box, or the one before it, is a web address; a box after the address is
// the start of the entry's first item.
func headWithAddress(p line) (besideHead, bool) {
	n := len(p.cells)
	h := besideHead{head: append([]cell{}, p.cells...)}
	switch {
	case n >= 2 && linkBox(p.cells[n-1].s):
	case n >= 3 && linkBox(p.cells[n-2].s) && !linkBox(p.cells[n-1].s) && !isDateOnly(p.cells[n-1].s):
		h.item = p.cells[n-1]
		h.head = h.head[:n-1]
		h.lastEnd, h.right = h.item.x1, h.item.x1
	default:
		return h, false
	}
	for _, c := range h.head {
		if scanDate(c.s).ok {
			return h, true
		}
	}
	// No date: a row of contact details or of tags ("Outreach.io").
	return h, false
}

// takes files the boxes of line l, under the head row, into the head's
// boxes and the item, and reports whether every box found its place.
func (h *besideHead) takes(l line, nextX0 float64) bool {
	rests := make([]int, len(l.cells))
	for k, c := range l.cells {
		rests[k] = h.restOf(c)
		if rests[k] < 0 && !h.itemPiece(c, nextX0) {
			return false
		}
	}
	for k, c := range l.cells {
		if m := rests[k]; m >= 0 && scanDate(h.head[m].s).ok {
			// The rest of a position read in one box with its date
			// stays a line of its own, as it was.
			h.apart = append(h.apart, c)
			continue
		} else if m >= 0 {
			h.head[m].s = joinText(h.head[m].s, c.s, h.words)
			continue
		}
		if h.item.s == "" {
			h.item = c
		} else {
			h.item.s = joinText(h.item.s, c.s, h.words)
		}
		h.lastEnd = c.x1
		h.right = math.Max(h.right, c.x1)
	}
	return true
}

// restOf is the index of the head box that box c, under it, goes on: at
// its left edge and ending before the next head box starts; -1 if none.
func (h *besideHead) restOf(c cell) int {
	for m, b := range h.head {
		end := math.Inf(1)
		if m+1 < len(h.head) {
			end = h.head[m+1].x0
		}
		if math.Abs(c.x0-b.x0) <= 2 && c.x1 < end && (c.style == b.style || b.style == "") {
			return m
		}
	}
	return -1
}

// itemPiece reports whether box c, under the head row, is text of the
// item: right of the website, at the item's edge, or from a later head
// box's edge across the box after it (a line beside a wrapped position);
// nextX0 is where the line after it starts.
func (h *besideHead) itemPiece(c cell, nextX0 float64) bool {
	if h.item.s != "" && c.style != h.item.style {
		return false
	}
	last := h.head[len(h.head)-1]
	if h.item.s != "" && math.Abs(c.x0-h.item.x0) <= 2 || c.x0 >= last.x1 {
		return true
	}
	// The head's first box starts the list's lines too, unless the item
	// has begun beside the website (the head read apart from its
	// position: date and website only).
	first := 1
	if h.item.s != "" {
		first = 0
	}
	for m := first; m+1 < len(h.head); m++ {
		if math.Abs(c.x0-h.head[m].x0) <= 2 && c.x1 > h.head[m+1].x0 {
			return true
		}
	}
	// A box that runs across the start of a later head box, indented from
	// the line after it (the position and its date read as one box).
	for _, b := range h.head[1:] {
		if c.x0 > nextX0+2*c.size && c.x0 < b.x0 && c.x1 > b.x0 {
			return true
		}
	}
	return false
}

// goesOnAtEdge reports whether r, the line after an item begun beside a
// head, goes on with it: in the item's type, starting left of it, and the
// item's last piece full, r's first word not fitting after it before the
// right edge of the list's lines; a sentence ended before a capital ends
// the item.
func goesOnAtEdge(r line, c cell, lastEnd, right float64) bool {
	if len(r.cells) == 0 || r.cells[0].style != c.style || r.x0() > c.x0-2*c.size || startsWithBullet(r.cells[0].s) {
		return false
	}
	if endsSentence(c.s) && startsUpper(r.cells[0].s) {
		return false
	}
	return lastEnd+firstWordWidth(r.cells[0]) >= right-2
}

// nextX0 is the left edge of the line after line j on its page, +Inf if
// none.
func nextX0(lines []line, j int) float64 {
	if j+1 < len(lines) && lines[j+1].page == lines[j].page {
		return lines[j+1].x0()
	}
	return math.Inf(1)
}
