// Package lexicon finds skills and tools in text. The CV parser uses it to
// split Core Skills from Tools & Technologies, the matcher to find a job's
// required skills in a CV.
//
// The terms come from O*NET 29.3 technology skills, ESCO v1.1.1 skills,
// GitHub Linguist's programming languages and a hand-curated list of aliases
// (curated.txt), merged by the generator in internal/gen into lexicon.txt,
// from which table.go is generated: nothing is read or built at run time.
// Spoken languages are not in the lexicon. See CREDITS.md for the
// attribution the sources require.
//
// Matching works on tokens (see internal/token): punctuation is kept, so
// "C#", "C++", ".NET", "Node.js" and "CI/CD" match as written, and a term
// never matches inside a longer word ("Java" in "JavaScript", "Go" in
// "Google"). Names that are also common English words ("Go", "Swift",
// "Excel", "R") match only as the lexicon writes them, or in a case prose
// never gives a word (see recased: "AZURE", "ReSTful"); everything else
// ignores case. A trailing plural s is tolerated on terms that allow it
// ("REST APIs" finds "REST API") and on a tool's acronym ("IDEs").
package lexicon

//go:generate go run ./internal/gen -data ../../../shared/data -curated curated.txt -out lexicon.txt
//go:generate go test -run ^TestTable$ -update .

import (
	"slices"
	"strings"

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
// only with the capitalisation written. Lines of kind "a" close the file:
// acronyms of their own that spell a term's capitalised name in capitals. table.go is the same lexicon as a
// trie, generated from lexicon.txt (go generate), so that the first Find costs
// no more than the next: building the trie at run time took longer than a
// whole analysis.

// Find returns every lexicon term in text, leftmost-longest, non-overlapping,
// in text order. Deterministic.
func Find(text string) []Match {
	toks := token.Split(text, nil)
	folded := make([]string, len(toks))
	for i, t := range toks {
		folded[i] = token.Fold(text[t.Start:t.End])
	}
	var out []Match
	for i := 0; i < len(toks); {
		end, n := longest(text, toks, folded, i)
		if n == none {
			i++
			continue
		}
		start, stop := toks[i].Start, toks[end].End
		out = append(out, Match{Term: term(nodeTerm[n]), Start: start, End: stop, Text: text[start:stop]})
		i = end + 1
	}
	return out
}

// Lookup returns the canonical term for a name or alias ("k8s" → Kubernetes,
// "postgres" → PostgreSQL, "JS" → JavaScript). The whole name must be a term;
// case is ignored, since a name given alone is not prose, and a trailing
// plural s is tolerated as in Find.
func Lookup(name string) (Term, bool) {
	toks := token.Split(name, nil)
	level := children(root, token.Space)
	n := none
	for k, t := range toks {
		if k > 0 {
			level = children(n, t.Gap)
		}
		w := token.Fold(name[t.Start:t.End])
		next := level.find(w)
		if next == none && k == len(toks)-1 && t.Word {
			if p := singular(level, w); p != none && nodeFlags[p]&plural != 0 {
				next = p
			}
		}
		if next == none {
			return Term{}, false
		}
		n = next
	}
	if n == none || nodeTerm[n] == 0 {
		return Term{}, false
	}
	return term(nodeTerm[n]), true
}

// The lexicon is a trie over folded tokens, kept in table.go as flat arrays
// that the compiler lays out as data, and in the offsets below, summed from
// stored lengths once at start-up (lengths make the download smaller):
//   - node n's children are the edges nodeEdges[n]:nodeEdges[n+1], sorted by
//     word, the first nodeGlued[n] of them for a token glued to n's token and
//     the rest for one after a space or hyphen; edge k leads to node k+1 and
//     carries the word words[edgeStart[k]:edgeStart[k+1]];
//   - nodeTerm[n] is the 1-based index of the term ending at n, or 0: terms
//     are numbered in the order of the first node of each, flagged
//     firstOfTerm, and the other nodes of a term are aliasNode, with their
//     term in aliasTerm;
//   - nodeFlags[n] says whether some name ending at n matches in any case and
//     whether a plural s is tolerated; otherwise exacts[nodeExact[n]:nodeExact[n+1]]
//     are the spellings (token.Key, unfolded) that match;
//   - term i's name is termNames[termStart[i-1]:termStart[i]] and its kind
//     termKinds[i-1] ('s' or 't').
var (
	nodeTerm  = termsOfNodes()
	nodeEdges = offsets(nodeChildren[:])
	nodeExact = offsets(nodeExacts[:])
	edgeStart = offsets(edgeLen[:])
	termStart = offsets(termLen[:])
)

func termsOfNodes() []uint16 {
	out := make([]uint16, len(nodeFlags))
	next := uint16(0)
	for n, f := range nodeFlags {
		if f&firstOfTerm != 0 {
			next++
			out[n] = next
		}
	}
	for i, n := range aliasNode {
		out[n] = aliasTerm[i]
	}
	return out
}

// offsets returns the running sums of lengths from 0: the bounds of the
// consecutive items whose lengths they are.
func offsets[T uint8 | uint16](lengths []T) []uint32 {
	out := make([]uint32, len(lengths)+1)
	for i, n := range lengths {
		out[i+1] = out[i] + uint32(n)
	}
	return out
}

// Node 0 is the root, never a child, so none marks "no node".
const (
	root uint32 = 0
	none uint32 = 0
)

// The bits of nodeFlags.
const (
	anyCase = 1 << iota
	plural
	firstOfTerm
)

// span is a range of edges.
type span struct{ lo, hi uint32 }

// children returns the edges from node n for a next token after gap g.
func children(n uint32, g token.Gap) span {
	lo, hi := nodeEdges[n], nodeEdges[n+1]
	mid := lo + uint32(nodeGlued[n])
	if g == token.Glued {
		return span{lo, mid}
	}
	return span{mid, hi}
}

// find returns the node reached over the folded token w, or none.
func (s span) find(w string) uint32 {
	lo, hi := s.lo, s.hi
	for lo < hi {
		m := lo + (hi-lo)/2
		if edgeText(m) < w {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < s.hi && edgeText(lo) == w {
		return lo + 1
	}
	return none
}

func edgeText(k uint32) string {
	return words[edgeStart[k]:edgeStart[k+1]]
}

// term returns the term with 1-based index i.
func term(i uint16) Term {
	kind := Tool
	if termKinds[i-1] == 's' {
		kind = Skill
	}
	return Term{Name: termNames[termStart[i-1]:termStart[i]], Kind: kind}
}

// singular returns the node in level that the folded word w names once a
// plural "s" or "es" is taken off, if a term ends there.
func singular(level span, w string) uint32 {
	if len(w) < 3 || w[len(w)-1] != 's' {
		return none
	}
	if n := level.find(w[:len(w)-1]); n != none && nodeTerm[n] != 0 {
		return n
	}
	if len(w) > 3 && w[len(w)-2] == 'e' {
		if n := level.find(w[:len(w)-2]); n != none && nodeTerm[n] != 0 {
			return n
		}
	}
	return none
}

// longest returns the last token and the node of the longest acceptable
// term starting at token i, or a nil node.
func longest(text string, toks []token.Token, folded []string, i int) (int, uint32) {
	end, best := -1, none
	level := children(root, token.Space)
	n := none
	for j := i; j < len(toks); j++ {
		if j > i {
			level = children(n, toks[j].Gap)
			if level.lo == level.hi {
				break
			}
		}
		if toks[j].Word {
			if p := singular(level, folded[j]); p != none && (nodeFlags[p]&plural != 0 || capitalsPlural(p, text, toks, i, j)) && accept(text, toks, i, j, nodeFlags[p]&anyCase != 0) {
				end, best = j, p
			}
		}
		n = level.find(folded[j])
		if n == none {
			break
		}
		if loose := nodeFlags[n]&anyCase != 0; nodeTerm[n] != 0 && (loose || spelled(n, text, toks, i, j) || recased(n, text, toks, i, j)) && accept(text, toks, i, j, loose) {
			end, best = j, n
		}
	}
	return end, best
}

// spelled reports whether tokens i..j are written as one of n's exact names.
func spelled(n uint32, text string, toks []token.Token, i, j int) bool {
	var b strings.Builder
	for k := i; k <= j; k++ {
		if k > i && toks[k].Gap != token.Glued {
			b.WriteByte(' ')
		}
		b.WriteString(text[toks[k].Start:toks[k].End])
	}
	got := b.String()
	for _, s := range exacts[nodeExact[n]:nodeExact[n+1]] {
		if s == got {
			return true
		}
	}
	return false
}

// accept applies the boundary rules to a candidate span of tokens i..j:
// the span must not be glued to a neighbour that would make it part of
// something else ("ASP.NET", "R&D", "github.com", "C#" without "C#" in the
// lexicon) nor stand in a web address's path ("acme.com/docker"), and a
// common-word term must not be hyphenated to a neighbour ("Go-to-market",
// "C-level").
func accept(text string, toks []token.Token, i, j int, anyCase bool) bool {
	if i > 0 {
		prev, first := toks[i-1], toks[i]
		switch first.Gap {
		case token.Hyphen:
			if !anyCase {
				return false
			}
		case token.Glued:
			if (prev.Word || strings.Contains(".&+#@$\\", text[prev.Start:prev.End])) && !dottedName(text, toks, i) {
				return false
			}
			if inAddress(text, toks, i) {
				return false
			}
			// "(R)" and "(C)" are the registered and copyright signs.
			if !anyCase && i == j && toks[i].End-toks[i].Start == 1 && text[prev.Start:prev.End] == "(" &&
				j+1 < len(toks) && toks[j+1].Gap == token.Glued && text[toks[j+1].Start:toks[j+1].End] == ")" {
				return false
			}
		}
	}
	if j+1 < len(toks) {
		next := toks[j+1]
		switch next.Gap {
		case token.Hyphen:
			if !anyCase {
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
			if s == "." && j+2 < len(toks) && toks[j+2].Gap == token.Glued && toks[j+2].Word && !dottedName(text, toks, j+1) {
				return false
			}
		}
	}
	return true
}

// dottedName reports whether tokens k and k+1 are ".NET" written as its
// name: a dot glued to the capitals NET, then no more of a word or dotted
// name; a full stop may end the sentence ("in C#.NET."), but not with a
// word glued after it ("acme.NET.io"). Glued to the word before, it is
// still read, and so is that word: "C#.NET" is C# on .NET, "in.NET" a
// missing space ("ASP.NET" and "VB.NET" are terms of their own, found
// first). Capitals only, so that a web address's ".net" stays no tool.
func dottedName(text string, toks []token.Token, k int) bool {
	if k+1 >= len(toks) || text[toks[k].Start:toks[k].End] != "." {
		return false
	}
	w := toks[k+1]
	if !w.Word || w.Gap != token.Glued || text[w.Start:w.End] != "NET" {
		return false
	}
	if k+2 >= len(toks) || toks[k+2].Gap != token.Glued {
		return true
	}
	if next := toks[k+2]; next.Word || text[next.Start:next.End] != "." {
		return !next.Word
	}
	return k+3 >= len(toks) || toks[k+3].Gap != token.Glued || !toks[k+3].Word
}

// capitalsPlural reports whether the one word i..j is a plural a case-exact
// tool's name in capitals takes: that name with a lower-case "s" ("IDEs",
// "VPNs" for IDE, VPN). An acronym's plural is written so in posts and CVs,
// and a word in capitals with "s" is no English word to misread. Tools only:
// the plural names things, and a skill's acronym names the work ("UIs" are
// screens, not UI design).
func capitalsPlural(n uint32, text string, toks []token.Token, i, j int) bool {
	if i != j {
		return false
	}
	w := text[toks[i].Start:toks[i].End]
	if len(w) < 3 || w[len(w)-1] != 's' {
		return false
	}
	stem := w[:len(w)-1]
	return capitals(stem) && term(nodeTerm[n]).Kind == Tool && slices.Contains(exacts[nodeExact[n]:nodeExact[n+1]], stem)
}

// recased reports whether the one word i..j is a case-exact name written in
// another case that prose does not give a common word:
//   - odd case, a capital inside a word that also has lower case, for a
//     name of two or more capitals ("ReSTful" for RESTful, "ReST" for REST);
//   - all capitals, for a capitalised name ("AZURE" for Azure), of four
//     letters or more, on a line that also has lower case (not a heading)
//     and not in a name ("SILVER SPRING NETWORKS", "Acme LEAN Global";
//     "Deploy to AZURE." is Azure), unless the lexicon's data names those
//     capitals as an acronym of their own with its long form (ownAcronyms:
//     "SWIFT" is the banks' network, not Swift).
func recased(n uint32, text string, toks []token.Token, i, j int) bool {
	if i != j {
		return false
	}
	w := text[toks[i].Start:toks[i].End]
	for _, s := range exacts[nodeExact[n]:nodeExact[n+1]] {
		if len(s) != len(w) || !strings.EqualFold(s, w) {
			continue
		}
		switch {
		case oddCase(w) && upperCount(s) >= 2:
			return true
		case capitals(w) && len(w) >= 4 && titled(s) && !slices.Contains(ownAcronyms[:], w) && !inCapitals(text, toks, i):
			return true
		}
	}
	return false
}

// oddCase reports whether w has a capital after its first letter and a
// lower-case letter, and is not capitals with a plural s ("POs" is no POS).
func oddCase(w string) bool {
	return upperCount(w[1:]) > 0 && strings.ToUpper(w) != w && !capitals(strings.TrimSuffix(w, "s"))
}

// capitals reports whether w is ASCII capitals and digits with a capital.
func capitals(w string) bool {
	for k := 0; k < len(w); k++ {
		if c := w[k]; !('A' <= c && c <= 'Z' || '0' <= c && c <= '9') {
			return false
		}
	}
	return upperCount(w) > 0
}

// titled reports whether s is an ASCII capital followed by lower case.
func titled(s string) bool {
	return len(s) > 1 && 'A' <= s[0] && s[0] <= 'Z' && strings.ToLower(s[1:]) == s[1:] && upperCount(s[1:]) == 0
}

func upperCount(s string) int {
	k := 0
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			k++
		}
	}
	return k
}

// inCapitals reports whether word token i stands in capitals text or in a
// name: its line has no lower-case letter, a word of two or more capitals
// is next to it with only a space between, or capitalised words are on
// both sides ("Acme LEAN Global Template").
func inCapitals(text string, toks []token.Token, i int) bool {
	lo := strings.LastIndexByte(text[:toks[i].Start], '\n') + 1
	hi := len(text)
	if k := strings.IndexByte(text[toks[i].End:], '\n'); k >= 0 {
		hi = toks[i].End + k
	}
	if strings.ToUpper(text[lo:hi]) == text[lo:hi] {
		return true
	}
	near := func(k int) bool {
		w := text[toks[k].Start:toks[k].End]
		return toks[k].Word && len(w) >= 2 && capitals(w) && !strings.ContainsRune(text[min(toks[k].End, toks[i].End):max(toks[k].Start, toks[i].Start)], '\n')
	}
	before := toks[i].Gap == token.Space && i > 0 && toks[i-1].Word
	after := i+1 < len(toks) && toks[i+1].Gap == token.Space && toks[i+1].Word
	if before && near(i-1) || after && near(i+1) {
		return true
	}
	upper := func(k int) bool { c := text[toks[k].Start]; return 'A' <= c && c <= 'Z' }
	return before && after && upper(i-1) && upper(i+1)
}

// inAddress reports whether token i, glued to the token before it, stands in
// a web address: its run of glued tokens starts with "www." or has "://" or a
// lower-case host's top-level domain and a slash before it
// ("acme.com/docker"; "VB.net/C#" and "Socket.io/Express" are names).
func inAddress(text string, toks []token.Token, i int) bool {
	r := i
	for r > 0 && toks[r].Gap == token.Glued {
		r--
	}
	run := text[toks[r].Start:toks[i].Start]
	if strings.HasPrefix(strings.ToLower(run), "www.") || strings.Contains(run, "://") {
		return true
	}
	host, _, ok := strings.Cut(run, "/")
	if !ok {
		return false
	}
	k := strings.LastIndexByte(host, '.')
	return k > 0 && upperCount(host) == 0 && slices.Contains(domains, host[k+1:])
}

// domains are the top-level domains a host in a CV or post ends with.
var domains = []string{"com", "org", "net", "io", "dev", "de", "fr", "es", "eu", "uk", "ch", "at", "it", "nl", "co", "edu", "gov", "info", "app", "ai"}
