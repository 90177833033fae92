// Package lexicon finds skills and tools in text. The CV parser uses it to
// split Core Skills from Tools & Technologies, the matcher to find a job's
// required skills in a CV.
//
// The terms come from O*NET 29.3 technology skills, ESCO v1.1.1 skills,
// GitHub Linguist's programming languages and a hand-curated list of aliases
// (curated.txt), merged by the generator in internal/gen into lexicon.txt,
// which is embedded: nothing is read at run time. Spoken languages are not in
// the lexicon. See CREDITS.md for the attribution the sources require.
//
// Matching works on tokens (see internal/token): punctuation is kept, so
// "C#", "C++", ".NET", "Node.js" and "CI/CD" match as written, and a term
// never matches inside a longer word ("Java" in "JavaScript", "Go" in
// "Google"). Names that are also common English words ("Go", "Swift",
// "Excel", "R") match only as the lexicon writes them; everything else
// ignores case. A trailing plural s is tolerated on terms that allow it
// ("REST APIs" finds "REST API").
package lexicon

//go:generate go run ./internal/gen -data ../../../shared/data -curated curated.txt -out lexicon.txt

import (
	_ "embed"
	"strings"
	"sync"

	"github.com/shortlist/shortlist/wasm/lexicon/internal/token"
)

// Kind says whether a term is a skill or a tool.
type Kind string

// The kinds of term.
const (
	Skill Kind = "skill" // professional / soft / domain skills: "project management", "stakeholder management", "agile", "data analysis"
	Tool  Kind = "tool"  // technologies: programming languages, frameworks, databases, platforms, software: "Go", "React", "PostgreSQL", "AWS", "Microsoft Excel", "Docker"
)

// Term is one entry of the lexicon.
type Term struct {
	Name string // canonical display name, e.g. "PostgreSQL", "Node.js", "C#", "CI/CD", "Kubernetes"
	Kind Kind
}

// Match is one occurrence of a term in a text.
type Match struct {
	Term       Term
	Start, End int    // byte offsets of the matched span in the input text
	Text       string // the input text of the span, exactly as written
}

// lexicon.txt holds one term a line: its kind ("s" or "t"), then its names
// separated by tabs, the display name first. A name starting with "=" matches
// only with the capitalisation written.
//
//go:embed lexicon.txt
var data string

// Find returns every lexicon term in text, leftmost-longest, non-overlapping,
// in text order. Deterministic.
func Find(text string) []Match {
	ix := load()
	toks := token.Split(text, nil)
	folded := make([]string, len(toks))
	for i, t := range toks {
		folded[i] = token.Fold(text[t.Start:t.End])
	}
	var out []Match
	for i := 0; i < len(toks); {
		end, n := ix.longest(text, toks, folded, i)
		if n == nil {
			i++
			continue
		}
		start, stop := toks[i].Start, toks[end].End
		out = append(out, Match{Term: ix.terms[n.term-1], Start: start, End: stop, Text: text[start:stop]})
		i = end + 1
	}
	return out
}

// Lookup returns the canonical term for a name or alias ("k8s" → Kubernetes,
// "postgres" → PostgreSQL, "JS" → JavaScript). The whole name must be a term;
// case is ignored, since a name given alone is not prose, and a trailing
// plural s is tolerated as in Find.
func Lookup(name string) (Term, bool) {
	ix := load()
	toks := token.Split(name, nil)
	level := ix.root
	var n *node
	for k, t := range toks {
		if k > 0 {
			level = n.next(t.Gap)
		}
		w := token.Fold(name[t.Start:t.End])
		next := level[w]
		if next == nil && k == len(toks)-1 && t.Word {
			if p := singular(level, w); p != nil && p.plural {
				next = p
			}
		}
		if next == nil {
			return Term{}, false
		}
		n = next
	}
	if n == nil || n.term == 0 {
		return Term{}, false
	}
	return ix.terms[n.term-1], true
}

// index is the parsed lexicon: a trie over folded tokens.
type index struct {
	terms []Term
	root  map[string]*node
}

// node is one token of the trie. Children are split by whether the next
// token is glued to this one or follows a space or hyphen.
type node struct {
	glued, spaced map[string]*node
	term          int      // 1-based index into terms; 0 if no term ends here
	anyCase       bool     // some name ending here matches in any case
	exact         []string // otherwise, the spellings (token.Key, unfolded) that match
	plural        bool     // a trailing plural s is tolerated
}

func (n *node) next(g token.Gap) map[string]*node {
	if g == token.Glued {
		return n.glued
	}
	return n.spaced
}

var (
	loadOnce sync.Once
	loaded   *index
)

// load parses the embedded lexicon on first use, so a page that never
// matches pays nothing.
func load() *index {
	loadOnce.Do(func() { loaded = parse(data) })
	return loaded
}

func parse(data string) *index {
	ix := &index{root: map[string]*node{}}
	for line := range strings.Lines(data) {
		fields := strings.Split(strings.TrimRight(line, "\r\n"), "\t")
		if len(fields) < 2 {
			continue
		}
		kind := Tool
		if fields[0] == "s" {
			kind = Skill
		}
		ix.terms = append(ix.terms, Term{Name: strings.TrimPrefix(fields[1], "="), Kind: kind})
		for _, name := range fields[1:] {
			exact := strings.HasPrefix(name, "=")
			ix.add(strings.TrimPrefix(name, "="), len(ix.terms), exact)
		}
	}
	return ix
}

func (ix *index) add(name string, term int, exact bool) {
	toks := token.Split(name, nil)
	if len(toks) == 0 {
		return
	}
	level := ix.root
	var n *node
	for k, t := range toks {
		if k > 0 {
			if t.Gap == token.Glued {
				if n.glued == nil {
					n.glued = map[string]*node{}
				}
				level = n.glued
			} else {
				if n.spaced == nil {
					n.spaced = map[string]*node{}
				}
				level = n.spaced
			}
		}
		w := token.Fold(name[t.Start:t.End])
		child := level[w]
		if child == nil {
			child = &node{}
			level[w] = child
		}
		n = child
	}
	if n.term != 0 && n.term != term {
		return // the generator gives every key one term; the first keeps it
	}
	n.term = term
	if exact {
		n.exact = append(n.exact, token.Key(name, false))
		return
	}
	n.anyCase = true
	last := toks[len(toks)-1]
	n.plural = n.plural || pluralizable(name[last.Start:last.End])
}

// pluralizable reports whether a term ending in word w may be matched with a
// plural s: w is made of letters and does not end in s already.
func pluralizable(w string) bool {
	if len(w) < 2 || w[len(w)-1] == 's' || w[len(w)-1] == 'S' {
		return false
	}
	for _, c := range w {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			return false
		}
	}
	return true
}

// singular returns the node in level that the folded word w names once a
// plural "s" or "es" is taken off, if a term ends there.
func singular(level map[string]*node, w string) *node {
	if len(w) < 3 || w[len(w)-1] != 's' {
		return nil
	}
	if n := level[w[:len(w)-1]]; n != nil && n.term != 0 {
		return n
	}
	if len(w) > 3 && w[len(w)-2] == 'e' {
		if n := level[w[:len(w)-2]]; n != nil && n.term != 0 {
			return n
		}
	}
	return nil
}

// longest returns the last token and the node of the longest acceptable
// term starting at token i, or a nil node.
func (ix *index) longest(text string, toks []token.Token, folded []string, i int) (int, *node) {
	end, best := -1, (*node)(nil)
	level := ix.root
	var n *node
	for j := i; j < len(toks); j++ {
		if j > i {
			level = n.next(toks[j].Gap)
			if level == nil {
				break
			}
		}
		if toks[j].Word {
			if p := singular(level, folded[j]); p != nil && p.plural && accept(text, toks, i, j, p) {
				end, best = j, p
			}
		}
		n = level[folded[j]]
		if n == nil {
			break
		}
		if n.term != 0 && (n.anyCase || n.spelled(text, toks, i, j)) && accept(text, toks, i, j, n) {
			end, best = j, n
		}
	}
	return end, best
}

// spelled reports whether tokens i..j are written as one of n's exact names.
func (n *node) spelled(text string, toks []token.Token, i, j int) bool {
	var b strings.Builder
	for k := i; k <= j; k++ {
		if k > i && toks[k].Gap != token.Glued {
			b.WriteByte(' ')
		}
		b.WriteString(text[toks[k].Start:toks[k].End])
	}
	got := b.String()
	for _, s := range n.exact {
		if s == got {
			return true
		}
	}
	return false
}

// accept applies the boundary rules to a candidate span of tokens i..j:
// the span must not be glued to a neighbour that would make it part of
// something else ("ASP.NET", "R&D", "github.com", "C#" without "C#" in the
// lexicon), and a common-word term must not be hyphenated to a neighbour
// ("Go-to-market", "C-level").
func accept(text string, toks []token.Token, i, j int, n *node) bool {
	if i > 0 {
		prev, first := toks[i-1], toks[i]
		switch first.Gap {
		case token.Hyphen:
			if !n.anyCase {
				return false
			}
		case token.Glued:
			if prev.Word || strings.Contains(".&+#@$\\", text[prev.Start:prev.End]) {
				return false
			}
			// "(R)" and "(C)" are the registered and copyright signs.
			if !n.anyCase && i == j && toks[i].End-toks[i].Start == 1 && text[prev.Start:prev.End] == "(" &&
				j+1 < len(toks) && toks[j+1].Gap == token.Glued && text[toks[j+1].Start:toks[j+1].End] == ")" {
				return false
			}
		}
	}
	if j+1 < len(toks) {
		next := toks[j+1]
		switch next.Gap {
		case token.Hyphen:
			if !n.anyCase {
				return false
			}
		case token.Glued:
			s := text[next.Start:next.End]
			if next.Word {
				// Digits may follow a term ending in punctuation: "C++17".
				return s[0] >= '0' && s[0] <= '9'
			}
			if strings.Contains("+#&@", s) {
				return false
			}
			if s == "." && j+2 < len(toks) && toks[j+2].Gap == token.Glued && toks[j+2].Word {
				return false
			}
		}
	}
	return true
}
