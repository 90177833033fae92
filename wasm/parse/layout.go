package parse

import (
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// cell is one text box of a line: items that sit close together.
type cell struct {
	s      string
	x0, x1 float64
	tx     float64 // where the text starts after a bullet glyph set apart
	size   float64 // largest glyph height
	style  string  // dominant font and size
	// tail is the font and size of its last glyph with text: a head
	// whose name follows the title in another type ("Tour Guide at
	// Harbour Walks") wraps in the name's.
	tail   string
	weight map[string]float64
	label  bool    // holds a date or a place (set by gutter)
	title  bool    // is a section title (set by gutter)
	y      float64 // the y of its first glyph (0 for text input)
}

// line is one logical line of the CV. PDF lines carry geometry and a font
// style key; text lines carry character columns and no style.
type line struct {
	cells []cell
	size  float64 // font size, 0 for text input
	style string  // font name and size, empty for text input
	y     float64
	page  int
	group int  // column block the line belongs to, for margins
	gap   bool // blank space before the line
	// listed: an entry's head with its dates whatever its length, known
	// from the list it stands in (listedRoles).
	listed bool
}

func (l line) text() string {
	parts := make([]string, len(l.cells))
	for i, c := range l.cells {
		parts[i] = c.s
	}
	return strings.Join(parts, "\t")
}

// flat is the line's text with its cells joined by spaces.
func (l line) flat() string {
	parts := make([]string, len(l.cells))
	for i, c := range l.cells {
		parts[i] = c.s
	}
	return strings.Join(parts, " ")
}

func (l line) x0() float64 { return l.cells[0].x0 }
func (l line) x1() float64 { return l.cells[len(l.cells)-1].x1 }

// layout turns the pages' items into logical lines in reading order.
func layout(pages []Page) []line {
	symbols := symbolFonts(pages)
	printed := printedSoftHyphens(pages)
	rows := make([][][]glyph, len(pages))
	stops := map[int]int{}
	for i, p := range pages {
		rows[i] = pageRows(p, symbols, printed)
		for _, r := range rows[i] {
			stops[int(math.Round(r[0].x))]++
		}
	}
	tags := tagStyles(rows)
	perPage := make([][]line, len(pages))
	for i, rs := range rows {
		for _, r := range rs {
			perPage[i] = append(perPage[i], rowLine(r, i, stops, tags))
		}
	}
	dropFurniture(pages, perPage)
	var out []line
	group := 0
	prev := 0.0
	// A column that runs onto the next page goes on there: the next page's
	// left column is read right after this page's, before this page's
	// right column (a sidebar's section continues in the sidebar).
	insertAt := -1
	var measure pageMeasure
	for i := range perPage {
		ordered, firstLeft, lastLeftEnd, same, single := readColumns(pages[i], perPage[i], &group, &prev)
		measure.keep(ordered, single)
		if same && insertAt > 0 && firstLeft > 0 {
			// Same column: same group, so it shares the column's margins.
			for j := range ordered[:firstLeft] {
				ordered[j].group = out[insertAt-1].group
			}
			head := append(append([]line{}, out[:insertAt]...), ordered[:firstLeft]...)
			out = append(head, append(out[insertAt:], ordered[firstLeft:]...)...)
			switch {
			case lastLeftEnd < 0:
				insertAt = -1
			case lastLeftEnd <= firstLeft:
				insertAt += lastLeftEnd
			default:
				insertAt = len(out) - len(ordered) + lastLeftEnd
			}
			continue
		}
		if lastLeftEnd >= 0 {
			insertAt = len(out) + lastLeftEnd
		} else {
			insertAt = -1
		}
		out = append(out, ordered...)
	}
	return afterColumns(out)
}

// afterColumns runs the steps that follow the column reading: blocks set
// back onto their rows, gaps marked, wrapped lines joined.
func afterColumns(out []line) []line {
	out = listColumns(gutterRanges(mergeLabels(joinRangeHalves(stackedYears(mainColumnFirst(datesBesideBlock(gridBesideBlock(out))))))))
	markGaps(out)
	return centredTitles(joinWrapped(firstItemBesideHead(gutterTitles(gutterDateBelowHead(out)))))
}

// mainColumnFirst moves a left sidebar read before the name after the main
// column the name opens, so that the text, the CV box and a parse of it
// pasted start with the name: the first page's largest type must be a name
// and the lines before it must all lie left of it.
func mainColumnFirst(lines []line) []line {
	biggest := 0.0
	for _, l := range lines {
		if l.page == 0 {
			biggest = max(biggest, l.size)
		}
	}
	k := slices.IndexFunc(lines, func(l line) bool { return l.page == 0 && l.size >= biggest-0.1 })
	if k <= 0 || !isName(lines[k].flat()) {
		return lines
	}
	for _, l := range lines[:k] {
		if l.x1() >= lines[k].x0() {
			return lines
		}
	}
	return append(append([]line{}, lines[k:]...), lines[:k]...)
}

// symbolFonts returns the fonts that only ever draw single glyphs: icon fonts
// whose glyphs (a phone, an envelope) come out as stray letters, or as U+0000
// when the font maps them to no character at all.
func symbolFonts(pages []Page) map[string]bool {
	multi := map[string]bool{}
	single := map[string]bool{}
	for _, p := range pages {
		for i, it := range p.Items {
			s := strings.TrimSpace(normalise(it.Str))
			switch n := utf8.RuneCountInString(s); {
			case unmappedGlyph(it.Str):
				single[it.Font] = true
			case n == 1 && i > 0 && letterSpaced(p.Items[i-1], it):
				multi[it.Font] = true
			case n > 1:
				multi[it.Font] = true
			case n == 1:
				single[it.Font] = true
			}
		}
	}
	out := map[string]bool{}
	for f := range single {
		if !multi[f] {
			out[f] = true
		}
	}
	return out
}

// letterSpaced reports whether items a and b are letters set one by one
// side by side on one baseline in one font: a heading in spaced small
// capitals ("L", "O", "C", …; the paper theme) is text, not icons.
func letterSpaced(a, b Item) bool {
	ra, _ := utf8.DecodeRuneInString(strings.TrimSpace(a.Str))
	rb, _ := utf8.DecodeRuneInString(strings.TrimSpace(b.Str))
	if a.Font != b.Font || !unicode.IsLetter(ra) || !unicode.IsLetter(rb) || math.Abs(a.Y-b.Y) > 0.5*math.Max(a.H, b.H) {
		return false
	}
	gap := b.X - (a.X + a.W)
	return gap > -1 && gap < 0.5*math.Max(a.H, b.H)
}

// unmappedGlyph reports whether an item is one glyph its font maps to no
// character (pdf.js gives U+0000): inside a word that is a dropped "fi"
// ligature (normalise), alone in an icon font it is the icon a theme draws
// as its list bullet (flat prints a chevron before every highlight), which
// pageRows reads as "•".
func unmappedGlyph(s string) bool {
	return strings.Trim(s, " ") == "\x00"
}

// insideWord reports whether item it touches a letter on both sides on
// its baseline: a ligature between the parts of a word ("Pro", U+0000,
// "les").
func insideWord(items []Item, it Item) bool {
	before, after := false, false
	for _, o := range items {
		if math.Abs(o.Y-it.Y) > 0.3*math.Max(it.H, 1) || o.Str == "" {
			continue
		}
		last, _ := utf8.DecodeLastRuneInString(o.Str)
		first, _ := utf8.DecodeRuneInString(o.Str)
		before = before || math.Abs(o.X+o.W-it.X) <= 0.5 && unicode.IsLetter(last)
		after = after || math.Abs(o.X-(it.X+it.W)) <= 0.5 && unicode.IsLetter(first)
	}
	return before && after
}

// glyph is an item ready for line building.
type glyph struct {
	s          string
	x, y, w, h float64
	font       string
}

// printedSoftHyphens reports whether the soft hyphens of a PDF's items are
// its printed hyphens (softHyphens), counted over the whole document.
func printedSoftHyphens(pages []Page) bool {
	soft, plain := 0, 0
	for _, p := range pages {
		for _, it := range p.Items {
			soft += strings.Count(it.Str, "\u00ad")
			plain += strings.Count(it.Str, "-")
		}
	}
	return softHyphens(soft, plain)
}

// pageRows groups a page's items into rows by baseline, each sorted by x;
// printed says how soft hyphens read (softHyphens).
func pageRows(p Page, symbols map[string]bool, printed bool) [][]glyph {
	var gs []glyph
	for _, it := range p.Items {
		s := it.Str
		if !isPlain(s) {
			s = normaliseSoft(s, printed)
		}
		if strings.TrimSpace(s) == "" || !finite(it.X, it.Y, it.W, it.H) {
			continue
		}
		if unmappedGlyph(it.Str) {
			switch {
			case symbols[it.Font]:
				s = "•"
			case !insideWord(p.Items, it):
				// An icon drawn in a text font (elegant's contact and
				// section icons), not a dropped "fi".
				continue
			}
		}
		if symbols[it.Font] && !isBulletText(strings.TrimSpace(s)) {
			continue
		}
		h := it.H
		if h <= 0 {
			h = 10
		}
		gs = append(gs, glyph{s: strings.ReplaceAll(strings.ReplaceAll(s, "\t", " "), "\n", " "), x: it.X, y: it.Y, w: math.Max(it.W, 0), h: h, font: it.Font})
	}
	sort.SliceStable(gs, func(i, j int) bool {
		if gs[i].y != gs[j].y {
			return gs[i].y > gs[j].y
		}
		return gs[i].x < gs[j].x
	})
	var rows [][]glyph
	for _, g := range gs {
		if n := len(rows); n > 0 {
			first := rows[n-1][0]
			if math.Abs(first.y-g.y) <= math.Max(2, 0.35*math.Min(first.h, g.h)) {
				rows[n-1] = append(rows[n-1], g)
				continue
			}
		}
		rows = append(rows, []glyph{g})
	}
	rows = rowsOwnGlyphs(rows)
	for _, r := range rows {
		sort.SliceStable(r, func(i, j int) bool { return r[i].x < r[j].x })
	}
	return raisedPieces(rows)
}

// raisedPieces puts back into their line the pieces of a word set a little
// above or below it: an ordinal's superscript ("1" then a raised "st") and
// the letters of the LaTeX logo (a raised small "A", a lowered "E"), which
// otherwise make rows of their own ("LTEX" and a stray "A"). A piece is a
// row of at most four glyphs and four letters with no space, within half
// the type size of the row next to it, that touches a glyph of that row
// at one of its ends. rows are sorted by height, each by x.
func raisedPieces(rows [][]glyph) [][]glyph {
	out := rows[:0:0]
	merged := false // row i-1 went into the row before it
	for i := 0; i < len(rows); i++ {
		r := rows[i]
		if k := pieceHost(rows, i); k >= 0 && !(k < i && merged) {
			merged = k < i
			host := append(rows[k][:len(rows[k]):len(rows[k])], r...)
			sort.SliceStable(host, func(a, b int) bool { return host[a].x < host[b].x })
			markLogo(host)
			if k < i {
				out[len(out)-1] = host
			} else {
				rows[k] = host
			}
			continue
		}
		merged = false
		out = append(out, r)
	}
	return out
}

// pieceHost is the index of the row next to row i that row i is a raised
// or lowered piece of, -1 if none.
func pieceHost(rows [][]glyph, i int) int {
	r := rows[i]
	text := ""
	for _, g := range r {
		text += g.s
	}
	if len(r) > 4 || utf8.RuneCountInString(text) > 4 || strings.ContainsAny(text, " \t") {
		return -1
	}
	for _, k := range []int{i - 1, i + 1} {
		if k < 0 || k >= len(rows) || math.Abs(rows[k][0].y-r[0].y) > 0.5*rows[k][0].h || r[0].h > rows[k][0].h+0.5 {
			continue
		}
		if touches(rows[k], r[0].x, r[len(r)-1].x+r[len(r)-1].w, r[0].h) {
			return k
		}
	}
	return -1
}

// touches reports whether a glyph of row ends where x0 starts or starts
// where x1 ends, within 0.3 of type size h.
func touches(row []glyph, x0, x1, h float64) bool {
	for _, g := range row {
		if math.Abs(g.x+g.w-x0) <= 0.3*h || math.Abs(g.x-x1) <= 0.3*h {
			return true
		}
	}
	return false
}

// markLogo writes the LaTeX logo, put back together from its pieces
// ("L", "A", "T", "E", "X"), as "LaTeX".
func markLogo(r []glyph) {
	for i := 0; i+4 < len(r); i++ {
		if r[i].s == "L" && r[i+1].s == "A" && r[i+2].s == "T" && r[i+3].s == "E" && r[i+4].s == "X" {
			r[i+1].s, r[i+3].s = "a", "e"
		}
	}
}

func finite(fs ...float64) bool {
	for _, f := range fs {
		if math.IsNaN(f) || math.IsInf(f, 0) || math.Abs(f) > 1e7 {
			return false
		}
	}
	return true
}

// rowLine builds one line from the glyphs of a row sorted by x, split into
// cells at wide gaps, at tab stops (x positions where three lines or more
// of the document start) or between tags (tagGap, in the styles of tags).
func rowLine(r []glyph, page int, stops map[int]int, tags map[string]bool) line {
	l := line{y: r[0].y, page: page}
	var cur *cell
	prevEnd := 0.0
	for i, g := range r {
		gap := g.x - prevEnd
		size := g.h
		if i > 0 {
			size = math.Max(size, r[i-1].h)
		}
		if i == 0 || gap > size || gap > 0.5*size && (stops[int(math.Round(g.x))] >= 3 || startsWithBullet(g.s) && startsWithBullet(cur.s)) || tagGap(r[i-1], g, tags) || startsInsideAddress(cur, g, size) {
			l.cells = append(l.cells, cell{s: fold(g.s), x0: g.x, x1: g.x + g.w, y: g.y, weight: map[string]float64{}})
			cur = &l.cells[len(l.cells)-1]
		} else {
			if cur.tx == 0 && isBulletText(cur.s) && strings.TrimSpace(g.s) != "" {
				// The text after a bullet starts here: wrapped lines align with it.
				cur.tx = g.x
			}
			if gap > 0.15*size && !strings.HasSuffix(cur.s, " ") && !strings.HasPrefix(g.s, " ") {
				cur.s += " "
			}
			cur.s = fold(cur.s + g.s)
			cur.x1 = math.Max(cur.x1, g.x+g.w)
		}
		cur.size = math.Max(cur.size, g.h)
		if n := len(strings.TrimSpace(g.s)); n > 0 {
			cur.weight[g.font+"|"+sizeKey(g.h)] += float64(n)
			cur.tail = g.font + "|" + sizeKey(g.h)
		}
		prevEnd = math.Max(prevEnd, g.x+g.w)
	}
	for i := range l.cells {
		c := &l.cells[i]
		for k, n := range c.weight {
			if n > c.weight[c.style] || (n == c.weight[c.style] && k < c.style) {
				c.style = k
			}
		}
		c.weight = nil
	}
	l.cells = splitGluedDates(mergeBulletCells(l.cells))
	return withCells(l, l.cells)
}

// withCells sets a line's cells and derives its size and style from them:
// the largest size and the style of the longest box.
func withCells(l line, cs []cell) line {
	l.cells = cs
	l.size, l.style = 0, ""
	longest := -1
	for _, c := range cs {
		l.size = math.Max(l.size, c.size)
		if n := len(c.s); n > longest {
			longest, l.style = n, c.style
		}
	}
	return l
}

func sizeKey(h float64) string {
	return strconv.FormatFloat(math.Round(h*2)/2, 'f', -1, 64)
}

// mergeBulletCells glues a lone bullet glyph to the text box after it.
func mergeBulletCells(cs []cell) []cell {
	out := cs[:0]
	for i := 0; i < len(cs); i++ {
		if isBulletText(cs[i].s) && i+1 < len(cs) {
			cs[i+1].s = cs[i].s + " " + cs[i+1].s
			cs[i+1].size = math.Max(cs[i+1].size, cs[i].size)
			cs[i+1].tx = cs[i+1].x0
			cs[i+1].x0 = cs[i].x0
			continue
		}
		out = append(out, cs[i])
	}
	return out
}

// rowsOwnGlyphs moves to the next row a glyph that a row took only
// because rows chain from their first glyph: a box of another column set
// a little lower than that glyph but nearer the next row's first glyph
// (kendall's gutter year a point above its school, level with the left
// column's title; actual's ligature piece a point above its item, level
// with the right column's tag). The glyph goes where it stands nearer,
// within the rows' tolerance of that row's first glyph, when a gutter
// parts it from the first glyph's run and the next row has a glyph it
// touches.
func rowsOwnGlyphs(rows [][]glyph) [][]glyph {
	for i := 0; i+1 < len(rows); i++ {
		first, next := rows[i][0], rows[i+1][0]
		keep := rows[i][:1]
		for _, g := range rows[i][1:] {
			dn := math.Abs(g.y - next.y)
			if dn < math.Abs(first.y-g.y) && dn <= math.Max(2, 0.35*math.Min(next.h, g.h)) && apartFrom(g, first) && touchesAny(g, rows[i+1]) {
				rows[i+1] = append(rows[i+1], g)
				continue
			}
			keep = append(keep, g)
		}
		rows[i] = keep
	}
	return rows
}

// apartFrom reports whether glyph g stands a gutter or more from f.
func apartFrom(g, f glyph) bool {
	return g.x > f.x+f.w+minGutter || g.x+g.w < f.x-minGutter
}

// touchesAny reports whether glyph g ends or starts within two points of
// a glyph of row r.
func touchesAny(g glyph, r []glyph) bool {
	for _, o := range r {
		if math.Abs(g.x+g.w-o.x) <= 2 || math.Abs(o.x+o.w-g.x) <= 2 || g.x < o.x+o.w && o.x < g.x+g.w {
			return true
		}
	}
	return false
}
