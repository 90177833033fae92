package main

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// onetMinOccupations is how many occupations must list a technology that
// O*NET flags neither "Hot Technology" nor "In Demand" for it to be kept:
// a product one occupation uses is rarely what a CV or a job ad names.
const onetMinOccupations = 2

// addONET adds O*NET's technology skills as tools. Names are cleaned
// ("SAP software" → "SAP"), generic categories are left out ("Accounting
// software"), "Structured query language SQL" gives "SQL" and its long form,
// and a vendor prefix gives a second name ("Microsoft Visio" → "Visio").
func addONET(b *builder, path string, vendors []string) error {
	type tech struct {
		occupations int
		flagged     bool
	}
	seen := map[string]*tech{}
	var order []string
	header := true
	err := eachLine(path, func(line string) {
		if header {
			header = false
			return
		}
		f := strings.Split(line, "\t")
		if len(f) < 7 {
			return
		}
		t := seen[f[2]]
		if t == nil {
			t = &tech{}
			seen[f[2]] = t
			order = append(order, f[2])
		}
		t.occupations++
		t.flagged = t.flagged || f[5] == "Y" || f[6] == "Y"
	})
	if err != nil {
		return err
	}
	for _, example := range order {
		t := seen[example]
		if !t.flagged && t.occupations < onetMinOccupations {
			continue
		}
		if same := onetNames(b, example, vendors); len(same) > 0 {
			b.add("t", same, nil)
		}
	}
	return nil
}

// onetNames returns the names of one O*NET technology, display name first,
// or none for a generic category.
func onetNames(b *builder, example string, vendors []string) []string {
	name := strings.TrimSuffix(strings.TrimSpace(example), " software")
	words := strings.Fields(name)
	if len(words) == 0 {
		return nil
	}
	if strings.ToLower(name[1:]) == name[1:] {
		// Sentence case is a category ("Accounting software") unless the
		// first word is no English word: then it is a product ("Alteryx").
		if len(words) > 1 && !b.words.known(words[0]) && strings.HasSuffix(example, " software") {
			return []string{words[0]}
		}
		if len(words) == 1 && !b.words.known(words[0]) {
			return []string{name}
		}
		return nil
	}
	same := []string{name}
	// "Hibernate ORM", "Zend Framework": the product is named without the
	// kind of thing it is, too (as written, when that is an English word).
	for _, kind := range []string{" ORM", " Framework"} {
		if bare, ok := strings.CutSuffix(name, kind); ok && len(words) == 2 {
			same = append(same, bare)
		}
	}
	if long, acronym, ok := expansion(words); ok {
		b.acronyms[acronym] = true
		if generic(long, vendors) {
			same = []string{acronym, long}
		} else {
			same = []string{long, acronym}
		}
	}
	for _, s := range slices.Clone(same) {
		for _, v := range vendors {
			rest, ok := strings.CutPrefix(s, v+" ")
			if !ok {
				continue
			}
			if b.held(rest) || !(len(strings.Fields(rest)) == 1 && b.words.known(rest)) {
				same = append(same, rest)
			}
		}
	}
	return same
}

// expansion splits "Structured query language SQL" into its long form and
// acronym when the acronym's letters are the initials of the words before
// it, small words aside. A mixed-case acronym ("Open Graphics Library
// OpenGL") counts when each of its capitals starts a piece that begins the
// matching word.
func expansion(words []string) (long, acronym string, ok bool) {
	if len(words) < 3 {
		return "", "", false
	}
	acronym = words[len(words)-1]
	pieces := capitalPieces(acronym)
	if len(acronym) < 2 || len(acronym) > 8 || len(pieces) < 2 {
		return "", "", false
	}
	var initials []string
	for _, w := range words[:len(words)-1] {
		switch strings.ToLower(w) {
		case "for", "of", "and", "the", "&":
			continue
		}
		initials = append(initials, strings.ToLower(w))
	}
	if len(initials) < len(pieces) {
		return "", "", false
	}
	for i, p := range pieces {
		if !strings.HasPrefix(initials[len(initials)-len(pieces)+i], strings.ToLower(p)) {
			return "", "", false
		}
	}
	return strings.Join(words[:len(words)-1], " "), acronym, true
}

// capitalPieces cuts a word before each capital ("OpenGL": "Open", "G",
// "L"), or returns nil when it has a character that is neither a letter nor
// starts with a capital.
func capitalPieces(s string) []string {
	var out []string
	for i, r := range s {
		switch {
		case unicode.IsUpper(r):
			out = append(out, s[i:i+utf8.RuneLen(r)])
		case unicode.IsLower(r) && len(out) > 0:
			out[len(out)-1] += string(r)
		default:
			return nil
		}
	}
	return out
}

// generic reports whether a long form is a plain description ("Structured
// query language") rather than a product name ("Microsoft Active Server
// Pages"): after any vendor, its words past the first are lower case.
func generic(long string, vendors []string) bool {
	for _, v := range vendors {
		if rest, ok := strings.CutPrefix(long, v+" "); ok {
			long = rest
		}
	}
	words := strings.Fields(long)
	for _, w := range words[1:] {
		if strings.ToLower(w) != w {
			return false
		}
	}
	return true
}
