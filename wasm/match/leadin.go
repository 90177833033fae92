package match

import "strings"

// A requirements line that ends in a colon or in a preposition ("Good
// knowledge of the stack used:", "Fundierte Kenntnisse und Erfahrung mit/
// in/ als", "Expérience avec", "Experiencia en") leads in to the list
// under it: a recruiter reads the items as what is asked, not the line.
// Read from its own words, it asked for something no CV writes (on the
// German graded set two such lines were missed by 15 of 16 good pairs).

// leadsIn reports whether a line without a lexicon term waits for the list
// after it, so that it is no qualification of its own.
func leadsIn(line string) bool {
	line = strings.TrimSpace(line)
	if strings.HasSuffix(line, ":") {
		return true
	}
	f := strings.Fields(line)
	return len(f) > 1 && leadInWords[strings.ToLower(strings.Trim(f[len(f)-1], "/"))]
}

// leadInWords are the prepositions (en/de/fr/es) a line ends in when what
// it asks for comes on the lines after it.
var leadInWords = toSet(`with in as of for on at to mit als von für zu über bei im avec en pour sur dans comme de con
	para sobre como`)
