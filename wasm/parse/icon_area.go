package parse

import (
	"strings"
	"unicode/utf8"
)

// iconAreaOverType reads, in pasted text, a field of study set after a
// marker icon with its study type alone on the next line (flat: U+F0D7
// "Coastal Geography" over "Bachelor", made up) as one degree line
// "Bachelor, Coastal Geography", as areaOverStudyType reads the
// same two lines from the PDF, where the icon is a bullet. A viewer copies
// the icon as its private-use code point, which normalise drops: the field
// was then read as the school of an entry of its own and the study type
// as its degree. The markers are the caret icons (U+F0D7–U+F0DA, Font
// Awesome's caret-down, -up, -left and -right), Symbol's bullet (U+F0B7)
// and Wingdings' square (U+F0A7), which Word's lists paste.
func iconAreaOverType(text string) string {
	if !strings.ContainsAny(text, "\uf0b7\uf0a7\uf0d7\uf0d8\uf0d9\uf0da") {
		return text
	}
	lines := strings.Split(text, "\n")
	out := make([]string, 0, len(lines))
	for i := 0; i < len(lines); i++ {
		if area, ok := iconMarked(lines[i]); ok && i+1 < len(lines) && bareDegree(strings.TrimSpace(lines[i+1])) && isArea(area) {
			out = append(out, strings.TrimSpace(lines[i+1])+", "+area)
			i++
			continue
		}
		out = append(out, lines[i])
	}
	return strings.Join(out, "\n")
}

// iconMarked is the text after a marker icon that opens l.
func iconMarked(l string) (string, bool) {
	body := strings.TrimLeft(l, " \t")
	r, n := utf8.DecodeRuneInString(body)
	if r != '\uf0b7' && r != '\uf0a7' && (r < '\uf0d7' || r > '\uf0da') {
		return "", false
	}
	return strings.TrimSpace(body[n:]), true
}
