package match

import (
	"regexp"
	"strings"
)

// inAnotherTitle reports whether a word of a skill's name stands in a line
// only as the head of a job title of another field ("Manager" of "Customer
// Success Manager" for "product management"): read from the words apart,
// the skill would be the title's, which it is not (audit class 28). A
// title that holds the skill's other words ("Product Manager") is the
// skill's.
func inAnotherTitle(name, line string) bool {
	words := strings.Fields(strings.ToLower(name))
	for _, m := range titleHeadRe.FindAllStringSubmatchIndex(line, -1) {
		head, title := strings.ToLower(line[m[2]:m[3]]), strings.ToLower(line[m[0]:m[1]])
		for _, w := range words {
			if len(w) < 4 || root(head) != root(w) {
				continue
			}
			if !othersInTitle(words, w, title) && !wordOutsideTitles(w, line) {
				return true
			}
		}
	}
	return false
}

// inAnotherTitleOnly is inAnotherTitle read in each sentence of line that
// names the skill's words: a PDF sets a paragraph on one line, where
// "Manage" opening a later sentence stood outside the title of the first
// ("Support Manager with … product launches. Manage twelve key clients."),
// which pasted, wrapped over lines, it did not. The line is
// the title's when every such sentence is; with none, the whole line is
// read.
func inAnotherTitleOnly(name, line string) bool {
	named := false
	for _, s := range sentencesOf(line) {
		if !namesInWords(name, s) {
			continue
		}
		named = true
		if !inAnotherTitle(name, s) {
			return false
		}
	}
	if !named {
		return inAnotherTitle(name, line)
	}
	return true
}

// othersInTitle reports whether a title holds the name's words other than w.
func othersInTitle(words []string, w, title string) bool {
	for _, o := range words {
		if o != w && !stopWords[o] && !strings.Contains(title, root(o)) {
			return false
		}
	}
	return true
}

// wordOutsideTitles reports whether w also stands in the line outside every
// job title ("managed the roadmap" beside "Customer Success Manager").
func wordOutsideTitles(w, line string) bool {
	rest := titleHeadRe.ReplaceAllString(line, " ")
	for _, x := range strings.Fields(strings.ToLower(rest)) {
		if root(strings.Trim(x, ".,;:()")) == root(w) {
			return true
		}
	}
	return false
}

// titleHeadRe is a job title in capitals, one to three words before its
// head ("Customer Success Manager", "Senior Data Engineer").
var titleHeadRe = regexp.MustCompile(`(?:\p{Lu}[\p{L}-]*\s+){1,3}(Manager|Engineer|Developer|Director|Consultant|Analyst|Designer|Architect|Lead)\b`)
