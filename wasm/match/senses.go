package match

import (
	"strings"

	"github.com/shortlist/shortlist/wasm/lexicon"
)

// A term counts as shown only where it stands as whole words, not inside a
// longer term, and a general word only in the sense a job means (issue 35,
// invariant b).

// otherSense lists, for lexicon terms that are also part of longer terms or
// have a technical sense, the words just before or just after them that
// make them something else: "version control systems" are no control
// systems, "communication between services" is no communication skill, a
// "marketing site" shows no marketing. Lower case.
var otherSense = map[string]struct{ before, after []string }{
	"control systems": {before: []string{"version", "source", "revision"}},
	"communication": {
		before: []string{"network", "serial", "wireless", "radio", "data", "asynchronous", "async", "inter-service", "interservice",
			"inter-process", "interprocess", "machine", "satellite", "socket", "mobile", "optical", "service-to-service", "real-time"},
		after: []string{"between", "among", "protocol", "protocols", "layer", "bus", "channel", "channels", "stack", "module",
			"modules", "with the server", "with the backend", "with the back-end", "with the api", "with apis", "with devices"},
	},
	"marketing": {after: []string{"site", "website", "sites", "websites", "page", "pages", "landing"}},
}

// inOtherSense reports whether match m of text stands in one of its term's
// other senses.
func inOtherSense(text string, m lexicon.Match) bool {
	return spanInOtherSense(m.Term.Name, text, m.Start, m.End)
}

// onlyInOtherSense reports whether every place a line names a term with
// other senses (by the first word of its name, in any form: "communicating")
// is one of them; false when the line does not name it.
func onlyInOtherSense(name, line string) bool {
	if _, ok := otherSense[name]; !ok {
		return false
	}
	nw := words(name)
	if len(nw) == 0 {
		return false
	}
	first, found := root(nw[0].Text), false
	ws := words(line)
	for i, w := range ws {
		if root(w.Text) != first && !strings.HasPrefix(strings.ToLower(w.Text), strings.ToLower(nw[0].Text)[:min(6, len(nw[0].Text))]) {
			continue
		}
		found = true
		end := ws[min(i+len(nw)-1, len(ws)-1)].End
		if !spanInOtherSense(name, line, w.Start, end) {
			return false
		}
	}
	return found
}

// spanInOtherSense reports whether text[start:end], a term's name, has one of
// the words around it that give it another sense.
func spanInOtherSense(name, text string, start, end int) bool {
	s, ok := otherSense[name]
	if !ok {
		return false
	}
	before := strings.ToLower(strings.TrimRight(text[:start], " "))
	for _, w := range s.before {
		if strings.HasSuffix(before, w) && (len(before) == len(w) || !wordByte(before[len(before)-len(w)-1])) {
			return true
		}
	}
	after := strings.ToLower(strings.TrimLeft(text[end:], " "))
	for _, w := range s.after {
		if strings.HasPrefix(after, w) && (len(after) == len(w) || !wordByte(after[len(w)])) {
			return true
		}
	}
	return false
}

// inflectionEnds are the endings two forms of one English word differ by
// ("troubleshoot"/"troubleshooting", "surgery"/"surgeries"), longest first;
// the matcher's six-letter stems also join words that are not one
// ("informatics"/"information", "creativity"/"creating").
var inflectionEnds = []string{"ations", "ation", "ments", "ings", "ment", "ing", "ies", "ers", "ed", "er", "es", "s"}

// root is a lower-case word without its inflection ending.
func root(w string) string {
	w = strings.ToLower(w)
	for _, e := range inflectionEnds {
		if len(w) > len(e)+2 && strings.HasSuffix(w, e) {
			if e == "ies" {
				return w[:len(w)-3] + "y"
			}
			w = w[:len(w)-len(e)]
			break
		}
	}
	// "manage", "managed" and "management" share "manag".
	return strings.TrimSuffix(w, "e")
}

// namesInOneSentence is namesInWords within one sentence of line: a PDF
// sets a paragraph on one line, where "product" ending one sentence and
// "Manage" opening the next named product management together, which the same
// paragraph pasted, wrapped over lines, did not; words of two sentences
// name no skill together.
func namesInOneSentence(name, line string) bool {
	for _, s := range sentencesOf(line) {
		if namesInWords(name, s) {
			return true
		}
	}
	return false
}

// sentencesOf is line cut at its sentences' ends; a list's items joined by
// semicolons stay one clause.
func sentencesOf(line string) []string {
	var out []string
	from := 0
	for _, e := range append(sentenceEnds(line), [2]int{len(line), len(line)}) {
		if e[0] < len(line) && line[e[0]] == ';' {
			continue // a list's items, one clause
		}
		out = append(out, line[from:e[0]])
		from = e[1]
	}
	return out
}

// namesInWords reports whether every word of a skill's name that carries
// meaning stands in line as a whole word, in any inflection: "problem
// solving" in "solved problems", not "informatics" in "Information". A name
// with a word the stems drop ("A/B testing") is never shown this way.
func namesInWords(name, line string) bool {
	have := map[string]bool{}
	for _, w := range words(line) {
		have[root(w.Text)] = true
	}
	for _, w := range words(name) {
		lw := strings.ToLower(w.Text)
		if stopWords[lw] {
			continue
		}
		if len([]rune(lw)) < 4 || !have[root(lw)] {
			return false
		}
	}
	return true
}

// linesInWords is the first CV line that names a skill in other words
// (namesInWords), clipped; "" when none does.
func linesInWords(name string, p profile) string {
	st := uniq(contentStems(name))
	if len(st) == 0 {
		return ""
	}
	for _, i := range p.lineIndex[st[0]] {
		if namesInOneSentence(name, p.plain[i]) && !onlyInOtherSense(name, p.plain[i]) && !inAnotherTitleOnly(name, p.lines[i]) {
			return clipToRoots(p.lines[i], name)
		}
	}
	return ""
}
