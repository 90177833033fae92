package europass

import (
	"html"
	"regexp"
	"strings"
)

// words are the CV language's words the mapping writes itself.
type words struct {
	lang, present, native string
}

// wordsFor picks them by the document's locale ("de", "fr_FR", …), English
// when it names no language known here.
func wordsFor(locale string) words {
	lang, _, _ := strings.Cut(strings.ToLower(locale), "_")
	lang, _, _ = strings.Cut(lang, "-")
	switch lang {
	case "de":
		return words{lang: "de", present: "heute", native: "Muttersprache"}
	case "fr":
		return words{lang: "fr", present: "aujourd'hui", native: "langue maternelle"}
	case "es":
		return words{lang: "es", present: "actualidad", native: "lengua materna"}
	case "it":
		return words{lang: "it", present: "oggi", native: "madrelingua"}
	}
	return words{lang: "en", present: "Present", native: "Native"}
}

// The editor's rich text is HTML kept as text inside the XML: a list item,
// a paragraph or a line break ends an item.
var (
	itemEnd = regexp.MustCompile(`(?i)<\s*(?:/\s*li|/\s*p|br\s*/?|/\s*div)\s*>`)
	tag     = regexp.MustCompile(`<[^>]*>`)
)

// items splits rich or plain text into its items (list items, paragraphs or
// lines), their bullet marks dropped.
func items(rich string) []string {
	text := itemEnd.ReplaceAllString(rich, "\n")
	text = html.UnescapeString(tag.ReplaceAllString(text, " "))
	out := []string{}
	for _, line := range strings.Split(text, "\n") {
		line = clean(strings.TrimLeft(strings.TrimSpace(line), "-–•*·▪ "))
		if line != "" {
			out = append(out, line)
		}
	}
	return out
}

// skills splits a skills description into skills: its items, and an item
// that is a comma list of short names into the names; a sentence stays whole.
func skills(rich string) []string {
	out := []string{}
	for _, it := range items(rich) {
		label, rest, found := strings.Cut(it, ":")
		if found && len(strings.Fields(label)) <= 3 && strings.TrimSpace(rest) != "" {
			it = rest
		}
		parts := strings.FieldsFunc(it, func(r rune) bool { return r == ',' || r == ';' })
		if !allShort(parts) {
			out = append(out, clean(it))
			continue
		}
		for _, p := range parts {
			if p = clean(strings.TrimSuffix(strings.TrimSpace(p), ".")); p != "" {
				out = append(out, p)
			}
		}
	}
	return out
}

func allShort(parts []string) bool {
	for _, p := range parts {
		if len(strings.Fields(p)) > 4 {
			return false
		}
	}
	return true
}
