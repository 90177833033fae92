package match

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/lexicon"
)

// listedInLines are the lexicon terms the CV names on lines laid out as a
// list ("Tools: Docker, Kubernetes, Helm", "SQL\tPython\tR") or as a skill
// group with its level ("Data Engineering & Tools\tIntermediate"). A theme's
// skills area or a profile's labelled tool lines that the parser does not
// take for a skills section still list their skills: the skills-section tips
// must not say the CV names them only inside sentences (audit classes 3 and
// 26).
func listedInLines(p profile) map[string]bool {
	out := map[string]bool{}
	for _, ln := range p.lines {
		var items []string
		switch {
		case isLevelledGroup(ln):
			items = []string{strings.SplitN(ln, "\t", 2)[0]}
		case isListLine(ln):
			items = listItemRe.Split(ln, -1)
		}
		for _, it := range items {
			for _, m := range listedTerms(it) {
				out[strings.ToLower(m.Term.Name)] = true
			}
		}
	}
	return out
}

// listedTerms are the terms of one item of a list, read in its parts
// apart at colons (a group's name and its names: "Cloud (Expert): AWS"),
// each without what stands in parentheses: all terms of a part of four
// words or fewer, or of a part made mostly of names ("JSP EJB JUnit Spring
// Hibernate"); none of a phrase ("Greenfield architecture … Frontend Team
// Lead"), whose terms a sentence could name too.
func listedTerms(item string) []lexicon.Match {
	var out []lexicon.Match
	for _, part := range strings.Split(item, ":") {
		part = parenthesesRe.ReplaceAllString(part, " ")
		words := len(strings.Fields(part))
		ms := lexicon.Find(part)
		named := 0
		for _, m := range ms {
			named += len(strings.Fields(m.Text))
		}
		if words <= 4 || named*2 >= words || allNames(part) {
			out = append(out, ms...)
		}
	}
	return out
}

// allNames reports whether every word of a part opens with a capital or a
// digit (or is a dash): names in a row ("JSP EJB JUnit Spring Hibernate"), no phrase.
func allNames(part string) bool {
	for _, w := range strings.Fields(part) {
		r, _ := utf8.DecodeRuneInString(w)
		if unicode.IsLower(r) {
			return false
		}
	}
	return true
}

// parenthesesRe is a part in parentheses: a level or a note.
var parenthesesRe = regexp.MustCompile(`\([^()]*\)`)

// isListLine reports whether a line is a list of names rather than a
// sentence or a heading: split at commas, semicolons, bars, bullets or
// tabs, three items or more that are all short (no more than three words),
// or four or more of which two in three are. A sentence that enumerates
// ("Arbeit in einem agilen Team, Code-Reviews, Testing") opens with a long
// item; a role's or a degree's line ("2019 – 2022\tEngineer, Acme, Berlin")
// has a year and is no list of skills; a line that opens in lower case and
// ends with a full stop is the end of a wrapped sentence ("design,
// surveillance, and cryptocurrencies.").
func isListLine(line string) bool {
	if yearRe.MatchString(line) || wrappedSentenceEnd(line) {
		return false
	}
	if mostlyNames(line) || labelledList(line) {
		return true
	}
	short, n := 0, 0
	for _, it := range listItemRe.Split(line, -1) {
		w := len(strings.Fields(it))
		if w == 0 {
			continue
		}
		n++
		if w <= 3 {
			short++
		}
	}
	return (n >= 3 && short == n) || (n >= 4 && short*3 >= n*2)
}

// wrappedSentenceEnd reports whether a line opens in lower case and ends with a
// full stop.
func wrappedSentenceEnd(line string) bool {
	r, _ := utf8.DecodeRuneInString(line)
	return unicode.IsLower(r) && strings.HasSuffix(line, ".")
}

// mostlyNames reports whether names the lexicon knows make half the words
// of a line of four names or more: a list written with spaces only ("JSP
// EJB JUnit Spring Hibernate Struts").
func mostlyNames(line string) bool {
	ms := lexicon.Find(line)
	named := 0
	for _, m := range ms {
		named += len(strings.Fields(m.Text))
	}
	return len(ms) >= 4 && named*2 >= len(strings.Fields(line))
}

// labelledList reports whether a line is a label and two items or more
// ("Operating systems: Windows, Linux Ubuntu - CentOS 7").
func labelledList(line string) bool {
	m := listLabelRe.FindStringIndex(line)
	if m == nil {
		return false
	}
	n := 0
	for _, it := range listItemRe.Split(line[m[1]:], -1) {
		if strings.TrimSpace(it) != "" {
			n++
		}
	}
	return n >= 2
}

// listLabelRe is a list's label of three words or fewer and its colon.
var listLabelRe = regexp.MustCompile(`^[\p{L}/&-]+(?:\s[\p{L}/&-]+){0,2}:\s`)

// yearRe is a year of a date line.
var yearRe = regexp.MustCompile(`\b(?:19|20)\d\d\b`)

// listItemRe separates the items of a list line.
var listItemRe = regexp.MustCompile(`[,;|•·\t]+`)

// isLevelledGroup reports whether a line is a skill group's name and its
// level, set apart by a tab ("Data Engineering & Tools\tIntermediate",
// "Cloud\tExperte"): the group's name is listed as a skill.
func isLevelledGroup(line string) bool {
	name, level, ok := strings.Cut(line, "\t")
	return ok && len(strings.Fields(name)) <= 5 && skillLevelRe.MatchString(strings.Trim(strings.TrimSpace(level), "():"))
}

// skillLevelRe is a skill level alone, in en/de/fr/es.
var skillLevelRe = regexp.MustCompile(`(?i)^(?:expert|advanced|intermediate|beginner|basic|proficient|experienced|experte|fortgeschritten|grundkenntnisse|sehr gut|gut|avancé|intermédiaire|débutant|confirmé|avanzado|intermedio|básico|experto|principiante)$`)
