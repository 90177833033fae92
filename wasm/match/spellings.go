package match

import (
	"strings"
	"unicode"
)

// A product the lexicon does not know is matched in the CV by its name
// (products.go), but people write a certification or a product in more
// than one way: the post asks for "CSM" and the profile says "Certified
// Scrum Master", the post writes "ScrumMaster" and the profile "Scrum
// Master". On the German graded set such products were missed by the
// good profiles as often as by the poor ones (a scrum post's CSM and PSM
// by 8 and 5 of its 9 good profiles), so they counted against the best
// fits. otherSpelling meets a literal product by these other spellings.

// otherSpelling is 100 when a CV line writes the product name another way:
// an acronym by the words it stands for ("CSM": "Certified Scrum Master",
// "Certified ScrumMaster"), a camel-case name by its parts apart or
// hyphenated ("ScrumMaster": "Scrum Master", "Scrum-Master"); with that
// line as evidence.
func otherSpelling(name string, p profile) (int, string) {
	spaced := camelParts(name)
	for _, ln := range p.lines {
		if at := spelledOut(ln, name); at >= 0 {
			return 100, clip(ln, at)
		}
		if len(spaced) < 2 {
			continue
		}
		for _, sep := range []string{" ", "-"} {
			if at := wordIndex(ln, strings.Join(spaced, sep)); at >= 0 {
				return 100, clip(ln, at)
			}
		}
	}
	return 0, ""
}

// camelParts cuts a camel-case name at each capital after a small letter:
// "ScrumMaster" gives "Scrum", "Master"; "JavaEE" "Java", "EE". A name
// with none gives itself.
func camelParts(name string) []string {
	var out []string
	rs := []rune(name)
	from := 0
	for i := 1; i < len(rs); i++ {
		if unicode.IsLower(rs[i-1]) && unicode.IsUpper(rs[i]) {
			out = append(out, string(rs[from:i]))
			from = i
		}
	}
	return append(out, string(rs[from:]))
}

// spelledOut is the offset in line of consecutive words whose first
// letters spell the acronym (camel-case words counting as their parts),
// each capitalised (small-letter words spell acronyms by chance, German
// ones above all: "aufgezeichnet sind Einhaltung") and apart by no more
// than a space or a hyphen; -1 when there are none, or when the name is
// no acronym.
func spelledOut(line, name string) int {
	if !acronym(name) {
		return -1
	}
	type part struct {
		first   rune
		at, end int
	}
	var parts []part
	for _, w := range words(line) {
		off := w.Start
		for _, piece := range camelParts(w.Text) {
			first := []rune(piece)[0]
			if unicode.IsUpper(first) {
				parts = append(parts, part{unicode.ToUpper(first), off, off + len(piece)})
			} else {
				parts = append(parts, part{0, off, off + len(piece)})
			}
			off += len(piece)
		}
	}
	want := []rune(name)
	for i := 0; i+len(want) <= len(parts); i++ {
		j := 0
		for j < len(want) && parts[i+j].first == want[j] && (j == 0 || joined(line[parts[i+j-1].end:parts[i+j].at])) {
			j++
		}
		if j == len(want) {
			return parts[i].at
		}
	}
	return -1
}

// joined reports whether the text between two words keeps them in one
// name: nothing, spaces or a hyphen; a comma or a slash lists them.
func joined(gap string) bool {
	return strings.Trim(gap, " -") == ""
}
