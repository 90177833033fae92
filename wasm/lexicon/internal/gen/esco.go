package main

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
)

// escoMaxWords is the longest ESCO label kept: longer ones are occupational
// phrases ("manage musical staff") that a CV does not write word for word.
const escoMaxWords = 4

// escoMaxAltWords is the longest alternative label kept: the long ones are
// mostly tasks turned into nouns ("soap flake machinery operating").
const escoMaxAltWords = 3

// addESCO adds ESCO skills: knowledge of any kind, and skills and
// competences that ESCO marks transversal or cross-sector or that are in the
// digital collection (the others are trade tasks). Only noun phrases are kept ("risk management",
// "trigonometry", not "manage projects"), of at most escoMaxWords words and
// not a single common word ("law"). Proper names in the digital skills
// collection ("Haskell", "Apache Maven") are tools, with their alternative
// labels as aliases; every other label is a skill of its own, since ESCO's
// alternative labels are often broader or narrower than the concept
// ("project management" is one for "project commissioning"). The language
// skills collection is left out and its language names are dropped from
// every source.
func addESCO(b *builder, dir string) error {
	collections, err := readCSV(filepath.Join(dir, "skill_collections_en.csv"))
	if err != nil {
		return err
	}
	inCollection := map[string]map[string]bool{}
	for _, r := range collections[1:] {
		if inCollection[r[0]] == nil {
			inCollection[r[0]] = map[string]bool{}
		}
		inCollection[r[0]][r[1]] = true
		if r[0] == "language" && len(strings.Fields(r[2])) == 1 {
			b.drop[strings.ToLower(r[2])] = true
		}
	}
	skills, err := readCSV(filepath.Join(dir, "skills_en.csv"))
	if err != nil {
		return err
	}
	col := columns(skills[0])
	verbs := leadingVerbs(skills[1:], col)
	for _, r := range skills[1:] {
		uri, typ, label := r[col["conceptUri"]], r[col["skillType"]], r[col["preferredLabel"]]
		if typ == "" || inCollection["language"][uri] {
			continue
		}
		var alts []string
		for _, a := range strings.Split(r[col["altLabels"]], "\n") {
			if a = escoClean(a); b.escoKeeps(a, verbs) && len(strings.Fields(a)) <= escoMaxAltWords {
				alts = append(alts, a)
			}
		}
		label = escoClean(label)
		digital := inCollection["digital"][uri]
		if digital && properName(b, label) {
			if b.escoKeeps(label, verbs) || b.held(label) {
				b.add("t", []string{label}, alts)
			}
			continue
		}
		reuse := r[col["reuseLevel"]]
		if typ != "knowledge" && !digital && reuse != "transversal" && reuse != "cross-sector" {
			continue
		}
		if b.escoKeeps(label, verbs) {
			b.add("s", []string{label}, nil)
		}
		for _, a := range alts {
			b.add("s", []string{a}, nil)
		}
	}
	return nil
}

// escoClean drops a parenthesised qualifier: "Python (computer programming)".
func escoClean(label string) string {
	if i := strings.Index(label, " ("); i > 0 && strings.HasSuffix(label, ")") {
		label = label[:i]
	}
	return strings.TrimSpace(label)
}

// escoKeeps applies the selection rules to one cleaned label.
func (b *builder) escoKeeps(label string, verbs map[string]bool) bool {
	words := strings.Fields(label)
	if len(words) == 0 || len(words) > escoMaxWords || verbs[strings.ToLower(words[0])] {
		return false
	}
	if len(words) == 1 && (b.words.common(label) || len(label) < 3) {
		return false
	}
	if len(words) > 2 && strings.HasSuffix(words[len(words)-1], "ing") {
		return false // a task turned into a noun: "soap sheet making"
	}
	lower := strings.ToLower(label)
	for _, p := range []string{"types of ", "principles of ", "characteristics of "} {
		if strings.HasPrefix(lower, p) {
			return false
		}
	}
	return !strings.ContainsAny(label, ",;:")
}

// properName reports whether an ESCO label names a product or language
// ("Haskell", "Adobe Photoshop", "SAS language") rather than a field written
// in sentence case ("Agile project management", "ICT network routing").
func properName(b *builder, label string) bool {
	words := strings.Fields(label)
	if len(words) == 0 || strings.ToLower(label[:1]) == label[:1] || words[0] == "ICT" {
		return false
	}
	return !b.words.known(words[0]) || strings.ToLower(label[1:]) != label[1:]
}

// leadingVerbs returns the words that start ESCO's skill/competence labels
// of two words or more ("manage", "apply", "checking") but no knowledge
// label ("project", "customer", "marketing"): a label starting with one is a
// task, not a skill name.
func leadingVerbs(rows [][]string, col map[string]int) map[string]bool {
	verbs, nouns := map[string]bool{}, map[string]bool{}
	for _, r := range rows {
		if words := strings.Fields(r[col["preferredLabel"]]); len(words) > 0 && r[col["skillType"]] == "knowledge" {
			nouns[strings.ToLower(words[0])] = true
		}
	}
	for _, r := range rows {
		if r[col["skillType"]] == "knowledge" {
			continue
		}
		labels := append([]string{r[col["preferredLabel"]]}, strings.Split(r[col["altLabels"]], "\n")...)
		for _, l := range labels {
			words := strings.Fields(l)
			if len(words) < 2 {
				continue
			}
			w := strings.ToLower(words[0])
			// "checking clocks": a gerund that starts no knowledge label.
			if !nouns[w] {
				verbs[w] = true
			}
		}
	}
	// Common verbs that also start a few knowledge labels ("use of…").
	for _, w := range []string{"use", "set", "make", "train", "work", "keep", "take", "give", "carry", "get", "do"} {
		verbs[w] = true
	}
	return verbs
}

func columns(header []string) map[string]int {
	col := map[string]int{}
	for i, h := range header {
		col[h] = i
	}
	return col
}

func readCSV(path string) ([][]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return csv.NewReader(f).ReadAll()
}
