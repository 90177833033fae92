package parse

// sideLine is the part of line l on one side of a gutter: its boxes cs,
// standing at their own height. A row gathers the glyphs of both columns
// that stand within a third of the type's height of each other, and takes
// the height of the highest; the side that stands lower kept that height,
// so a column of names set at an even pitch read as uneven where the other
// column's lines fell a few points off (a sidebar's skills beside wrapped
// job text), and names a line apart were joined as one wrapped name.
func sideLine(l line, cs []cell) line {
	side := withCells(l, cs)
	y := 0.0
	for _, c := range cs {
		if c.y != 0 && (y == 0 || c.y > y) {
			y = c.y
		}
	}
	if y != 0 {
		side.y = y
	}
	return side
}
