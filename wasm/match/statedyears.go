package match

import (
	"regexp"
	"strconv"
	"strings"
)

// statedRole is a role a CV gives its years in words rather than dates:
// "5 years as a Payroll Clerk", "Payroll Clerk for 5 years".
type statedRole struct {
	title, line string
	months      int
}

// Years stated in words, in the four languages: a count (digits or a word),
// the year word, a few words ("of experience", "tenure"), the word for "as"
// and the role; or "as" and the role, then "for" and the count.
const (
	countPat   = `(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eins?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)`
	yearWord   = `\+?[\s-]*(?:years?|yrs?|jahr(?:e|en)?|ans?|años?)\b`
	asPat      = `(?:as|als|en tant que|comme|como)\s+(?:an?|eine?r?|une?|una?)?\s*`
	rolePat    = `([^,;:()\n]{2,60})`
	forPat     = `\s+(?:for|für|pendant|durante)\s+`
	fillerPat  = `[^.;:\n]{0,25}?`
	roleEndPat = `(?i)\s(?:where|which|who|that|with|at|in|for|from|since|during|and|managing|handling|responsible|bei|wo|mit|und|für|seit|où|avec|chez|et|pour|depuis|donde|con|en|y|para|desde)\s`
)

var (
	yearsAsRe  = regexp.MustCompile(`(?i)\b` + countPat + yearWord + fillerPat + `\s` + asPat + rolePat)
	asForRe    = regexp.MustCompile(`(?i)\b` + asPat + `([^,;:()\n]{2,60}?)` + forPat + countPat + yearWord)
	roleEndRe  = regexp.MustCompile(roleEndPat)
	countWords = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
		"ein": 1, "eins": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10,
		"un": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8, "neuf": 9, "dix": 10,
		"uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10}
)

// statedRoles reads the roles a CV's lines give their years in words
// ("worked for 2 years as payroll clerk", "served as a payroll clerk for 5
// years", "3 Jahre als Lagerist", "5 ans en tant que comptable", "4 años
// como analista"). The role ends at a comma, a bracket or a clause word
// ("where", "managing"); a count above 40 is no count of years. It reads
// plain, the lines with what shows nothing blanked ("no experience as …",
// neutral), and quotes the line of lines at the same index.
func statedRoles(lines, plain []string) []statedRole {
	var out []statedRole
	for i, ln := range plain {
		for _, m := range yearsAsRe.FindAllStringSubmatch(ln, -1) {
			out = appendStated(out, m[2], m[1], lines[i])
		}
		for _, m := range asForRe.FindAllStringSubmatch(ln, -1) {
			out = appendStated(out, m[1], m[2], lines[i])
		}
	}
	return out
}

// appendStated adds the role title with its count of years, when both read.
func appendStated(out []statedRole, title, count, line string) []statedRole {
	n, err := strconv.Atoi(count)
	if err != nil {
		n = countWords[strings.ToLower(count)]
	}
	if loc := roleEndRe.FindStringIndex(title); loc != nil {
		title = title[:loc[0]]
	}
	title = strings.TrimRight(strings.TrimSpace(title), ".")
	if n < 1 || n > 40 || len(titleWords(title)) == 0 {
		return out
	}
	return append(out, statedRole{title: title, line: line, months: n * 12})
}

// statedMonths is the most years the CV states in words for a role whose
// title words hold two thirds of want, with its line.
func statedMonths(want []string, stated []statedRole) (int, string) {
	best, ev := 0, ""
	for _, s := range stated {
		if titleHolds(s.title, want) && s.months > best {
			best, ev = s.months, clip(s.line, 0)
		}
	}
	return best, ev
}
