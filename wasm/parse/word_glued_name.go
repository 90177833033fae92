package parse

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/docx"
	"github.com/shortlist/shortlist/wasm/lexicon"
)

// gluedName parts a Word file's first line where the name and the headline
// meet with no space ("Nora BellwoodData Analyst | Retail"): a theme sets
// the two as boxes of one block, and Word writes them as one run. The cut
// is inside the name's last word (its second to fourth), where a capital
// follows three letters or more in lower case; the words before are
// capitalised, the glued word no term of the lexicon ("JavaScript"), and the
// headline two words or more ("Ella FitzGerald" stays whole).
func gluedName(lines []docx.Line) []docx.Line {
	first := -1
	for i, l := range lines {
		if strings.TrimSpace(l.Text) != "" {
			first = i
			break
		}
	}
	if first < 0 || lines[first].Level >= 0 {
		return lines
	}
	words := strings.Fields(lines[first].Text)
	for k := 1; k < len(words) && k < 4; k++ {
		cut := camelCut(words[k])
		if cut < 0 {
			if !nameWord(words[k]) {
				return lines
			}
			continue
		}
		name := strings.Join(append(append([]string{}, words[:k]...), words[k][:cut]), " ")
		head := strings.Join(append([]string{words[k][cut:]}, words[k+1:]...), " ")
		if !allNameWords(words[:k]) || len(strings.Fields(head)) < 2 || len(lexicon.Find(words[k])) > 0 {
			return lines
		}
		out := append([]docx.Line{}, lines[:first]...)
		out = append(out, docx.Line{Text: name, Level: -1}, docx.Line{Text: head, Level: -1})
		return append(out, lines[first+1:]...)
	}
	return lines
}

// camelCut returns the byte offset of the capital in w that follows a
// capital and three letters or more in lower case ("Bellwood|Data"), or -1.
func camelCut(w string) int {
	lower := 0
	for i, r := range w {
		switch {
		case i == 0 && !unicode.IsUpper(r):
			return -1
		case i == 0:
		case unicode.IsLower(r):
			lower++
		case unicode.IsUpper(r) && lower >= 3:
			return i
		default:
			return -1
		}
	}
	return -1
}

// nameWord reports whether w is written as a word of a name: a capital,
// then letters in lower case, an initial's point or a hyphen ("A.",
// "Müller-Lüdenscheidt").
func nameWord(w string) bool {
	r, size := utf8.DecodeRuneInString(w)
	if !unicode.IsUpper(r) {
		return false
	}
	return strings.IndexFunc(w[size:], func(r rune) bool { return !unicode.IsLower(r) && r != '.' && r != '-' && r != '\'' }) < 0
}

func allNameWords(ws []string) bool {
	for _, w := range ws {
		if !nameWord(w) {
			return false
		}
	}
	return true
}
