// Command gen builds the lexicon's embedded data file from the open data in
// shared/data and the hand-curated list:
//
//	go run ./internal/gen -data ../../../shared/data -curated curated.txt -out lexicon.txt
//
// Sources are merged in order of trust: the curated list, GitHub Linguist's
// programming languages, O*NET technology skills, then ESCO skills. A name
// whose folded key (token.Key) is already taken joins the term that holds it
// when it names the same thing, and is dropped otherwise, so every key of
// the output belongs to exactly one term. The output is sorted, so the same
// inputs always give the same file.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/shortlist/shortlist/wasm/lexicon/internal/token"
)

func main() {
	dataDir := flag.String("data", "../../../shared/data", "the shared data folder")
	curated := flag.String("curated", "curated.txt", "the hand-curated terms")
	out := flag.String("out", "lexicon.txt", "the file to write")
	flag.Parse()
	if err := run(*dataDir, *curated, *out); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run(dataDir, curatedPath, outPath string) error {
	text, err := generate(dataDir, curatedPath)
	if err != nil {
		return err
	}
	return os.WriteFile(outPath, []byte(text), 0o644)
}

// generate builds lexicon.txt's text from the data sets and the curated list.
func generate(dataDir, curatedPath string) (string, error) {
	words, err := readWords(filepath.Join(dataDir, "word_frequency"))
	if err != nil {
		return "", err
	}
	cur, err := readCurated(curatedPath)
	if err != nil {
		return "", err
	}
	b := newBuilder(words, cur.drop)
	for _, a := range cur.acronyms {
		b.acronyms[a] = true
	}
	for _, e := range cur.entries {
		b.add(e.kind, e.names, nil)
	}
	b.curated = false
	if err := addLinguist(b, filepath.Join(dataDir, "linguist", "languages.yml")); err != nil {
		return "", err
	}
	if err := addONET(b, filepath.Join(dataDir, "onet_29_3", "technology_skills.txt"), cur.vendors); err != nil {
		return "", err
	}
	if err := addESCO(b, filepath.Join(dataDir, "esco_v1_1_1")); err != nil {
		return "", err
	}
	return b.String(), nil
}

// name is one spelling of a term. exact means it matches only as written.
type name struct {
	text  string
	exact bool
}

type entry struct {
	kind  string // "s" or "t"
	names []name
}

// builder collects terms and owns the key → term map.
type builder struct {
	words   wordList
	drop    map[string]bool // folded keys that are never emitted
	owner   map[string]*entry
	entries []*entry
	// curated is set while the curated list is added: only there may a
	// short acronym match in any case ("sql"), since the sources' acronyms
	// are often words or names too ("SAN" and "San Francisco").
	curated bool
	// acronyms are the acronyms the curated list and the sources write
	// after their long form ("Structured query language SQL").
	acronyms map[string]bool
}

func newBuilder(words wordList, drop map[string]bool) *builder {
	return &builder{words: words, drop: drop, owner: map[string]*entry{}, curated: true, acronyms: map[string]bool{}}
}

// add records a term whose display name is same[0]. Every name in same
// denotes the same thing, so if one is already a term's key, the others join
// that term; aliases are only added where their keys are free. Names may
// carry a "=" (exact) or "~" (any case) prefix; otherwise exactness follows
// the common-word rule.
func (b *builder) add(kind string, same, aliases []string) {
	var e *entry
	for _, s := range same {
		if owner := b.owner[token.Key(strip(s), true)]; owner != nil {
			e = owner
			break
		}
	}
	if e == nil {
		var first name
		for _, s := range same {
			if n, ok := b.name(kind, s); ok {
				first = n
				break
			}
		}
		if first.text == "" {
			return
		}
		e = &entry{kind: kind}
		b.entries = append(b.entries, e)
		b.claim(e, first)
	}
	for _, s := range append(slices.Clone(same), aliases...) {
		if n, ok := b.name(kind, s); ok {
			b.claim(e, n)
		}
	}
}

// claim gives n's key to e unless another term holds it.
func (b *builder) claim(e *entry, n name) {
	key := token.Key(n.text, true)
	if owner := b.owner[key]; owner != nil {
		if owner == e && !slices.Contains(e.names, n) && n.exact {
			e.names = append(e.names, n) // another spelling of an exact name: "K8S"
		}
		return
	}
	b.owner[key] = e
	e.names = append(e.names, n)
}

// name cleans a source name and decides whether it matches only as written.
// It reports false for names the lexicon must not hold.
func (b *builder) name(kind, s string) (name, bool) {
	exact, anyCase := strings.HasPrefix(s, "="), strings.HasPrefix(s, "~")
	text := strings.Join(strings.Fields(strip(s)), " ")
	key := token.Key(text, true)
	if key == "" || b.drop[key] || strings.ContainsAny(text, "\t\n") {
		return name{}, false
	}
	if !exact && !anyCase {
		exact = b.common(kind, text) || !b.curated && acronym(text)
	}
	return name{text: text, exact: exact}, true
}

func strip(s string) string { return strings.TrimLeft(s, "=~") }

// acronym reports whether s is one short upper-case word: "SAN", "NIPS".
func acronym(s string) bool {
	if len(s) < 2 || len(s) > 5 {
		return false
	}
	for _, c := range s {
		if c < 'A' || c > 'Z' {
			return false
		}
	}
	return true
}

// common applies the common-word rule: a one-letter name ("R"), a one-word
// tool that is an English word at all ("Go", "Hive"), a tool whose words are
// all common ("Visual Studio") and a skill that is a common word written as
// an acronym ("ML", "IT") match only as written.
func (b *builder) common(kind, text string) bool {
	toks := token.Split(text, nil)
	var words []string
	for _, t := range toks {
		if t.Word {
			words = append(words, text[t.Start:t.End])
		}
	}
	switch {
	case len(toks) == 1 && len([]rune(text)) == 1:
		return true
	case len(words) == 0:
		return false
	case kind == "s":
		return len(toks) == 1 && text == strings.ToUpper(text) && b.words.common(text)
	case len(toks) == 1:
		return b.words.known(text)
	}
	for _, w := range words {
		if !b.words.common(w) {
			return false
		}
	}
	return true
}

// String renders the lexicon file: one term a line, kind then names, sorted
// by display name; then, kind "a", the acronyms of their own that spell a
// term's capitalised name in capitals (see ownAcronym).
func (b *builder) String() string {
	lines := make([]string, 0, len(b.entries))
	for _, e := range b.entries {
		fields := []string{e.kind}
		for _, n := range e.names {
			if n.exact {
				fields = append(fields, "="+n.text)
			} else {
				fields = append(fields, n.text)
			}
		}
		lines = append(lines, strings.Join(fields, "\t"))
	}
	slices.SortFunc(lines, func(x, y string) int {
		if c := strings.Compare(strings.ToLower(x[2:]), strings.ToLower(y[2:])); c != 0 {
			return c
		}
		return strings.Compare(x, y)
	})
	for _, a := range slices.Sorted(maps.Keys(b.acronyms)) {
		if b.ownAcronym(a) {
			lines = append(lines, "a\t"+a)
		}
	}
	return strings.Join(lines, "\n") + "\n"
}

// ownAcronym reports whether acronym a, named with its own long form, is
// a term's case-exact capitalised name in capitals ("SWIFT", the banks'
// network, and Swift): Find must not read it as that term. The term's own
// acronyms ("SQL") are not.
func (b *builder) ownAcronym(a string) bool {
	owner := b.owner[token.Key(a, true)]
	if owner == nil {
		return false
	}
	titled := false
	for _, n := range owner.names {
		if n.text == a {
			return false
		}
		titled = titled || n.exact && n.text != a && strings.ToUpper(n.text) == a
	}
	return titled
}

// curated is the parsed curated.txt.
type curated struct {
	entries  []curatedEntry
	drop     map[string]bool
	vendors  []string
	acronyms []string
}

type curatedEntry struct {
	kind  string
	names []string
}

func readCurated(path string) (curated, error) {
	f, err := os.Open(path)
	if err != nil {
		return curated{}, err
	}
	defer f.Close()
	c := curated{drop: map[string]bool{}}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Split(text, "|")
		for i := range fields {
			fields[i] = strings.TrimSpace(fields[i])
		}
		if len(fields) < 2 {
			return curated{}, fmt.Errorf("%s:%d: want directive | name", path, line)
		}
		switch fields[0] {
		case "tool":
			c.entries = append(c.entries, curatedEntry{kind: "t", names: fields[1:]})
		case "skill":
			c.entries = append(c.entries, curatedEntry{kind: "s", names: fields[1:]})
		case "drop":
			c.drop[token.Key(fields[1], true)] = true
		case "vendor":
			c.vendors = append(c.vendors, fields[1])
		case "acronym":
			_, a, ok := expansion(strings.Fields(fields[1]))
			if !ok {
				return curated{}, fmt.Errorf("%s:%d: want the long form, then its acronym", path, line)
			}
			c.acronyms = append(c.acronyms, a)
		default:
			return curated{}, fmt.Errorf("%s:%d: unknown directive %q", path, line, fields[0])
		}
	}
	return c, sc.Err()
}

// held reports whether a term already holds the key of s.
func (b *builder) held(s string) bool { return b.owner[token.Key(strip(s), true)] != nil }
