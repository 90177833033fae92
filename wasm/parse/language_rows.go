package parse

import "strings"

// namesThenLevels pairs languages printed apart from their levels. Themes
// set a languages grid as a row of names over a row of as many levels
// ("German ⇥ English" then "Native or Bilingual ⇥ Full Professional"), and
// a viewer pastes the same grid as the names on lines of their own followed
// by as many lines that are only levels; names may also stand in rows of
// different lengths ("German ⇥ English", "French"). Each pair becomes one
// line of two boxes, name then level, which languages reads as one
// language; other lines pass unchanged.
func namesThenLevels(lines []line) []line {
	out := make([]line, 0, len(lines))
	for i := 0; i < len(lines); {
		if pairs, used := levelsInRows(lines[i:]); used > 0 {
			out = append(out, pairs...)
			i += used
			continue
		}
		out = append(out, lines[i])
		i++
	}
	return out
}

// levelsInRows reads a grid at the start of lines: lines whose boxes are
// all language names, two or more names in all, over lines whose boxes are
// all levels, as many as the names. It returns the paired lines and how many
// input lines they replace (0: no grid here).
func levelsInRows(lines []line) ([]line, int) {
	names, i := boxesInRows(lines, isLanguageName, len(languageNames))
	if len(names) < 2 {
		return nil, 0
	}
	levels, j := boxesInRows(lines[i:], levelOnly, len(names))
	if len(levels) != len(names) {
		return nil, 0
	}
	return pairedLines(lines[0], names, levels), i + j
}

// boxesInRows gathers the boxes of the leading lines whose boxes all are
// what is asks for, up to at most boxes of them, and says how many lines it
// read.
func boxesInRows(lines []line, is func(string) bool, most int) ([]cell, int) {
	var out []cell
	i := 0
	for ; i < len(lines) && len(out) < most; i++ {
		bs := boxesWhere(lines[i], is)
		if bs == nil || len(out)+len(bs) > most {
			break
		}
		out = append(out, bs...)
	}
	return out, i
}

// boxesWhere returns the line's boxes when every one of them is what is
// asks, and nil otherwise.
func boxesWhere(l line, is func(string) bool) []cell {
	for _, c := range l.cells {
		if !is(c.s) {
			return nil
		}
	}
	return l.cells
}

// isLanguageName reports whether a box is only a language's name.
func isLanguageName(s string) bool {
	return languageNames[strings.ToLower(strings.TrimSpace(stripBullet(s)))]
}

// pairedLines makes one line per language, shaped like first, of the name
// box and the level box.
func pairedLines(first line, names, levels []cell) []line {
	out := make([]line, len(names))
	for i := range names {
		l := first
		l.gap = first.gap && i == 0
		l.cells = []cell{names[i], levels[i]}
		out[i] = l
	}
	return out
}
