package match

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/shortlist/shortlist/wasm/cv"
)

// roleWithoutDates reports whether the CV has an entry that is a role and
// whose dates the CV does not show, so that the dates tip is true (audit
// class 12). An undated entry is no such role when it is a piece of text
// the reader split off a role or a section (fragmentEntry), or when the CV
// holds dates read apart from their roles (a column of dates beside the
// roles: entries with dates and neither title nor employer) enough for
// every undated entry.
func roleWithoutDates(p profile) bool {
	exp := p.cv.ProfessionalExperience
	roles := 0
	for _, i := range p.undated {
		if !fragmentEntry(exp[i]) {
			roles++
		}
	}
	return roles > 0 && roles > datesApart(p)
}

// datedInASentence is the first undated role written as a sentence with
// its dates ("Worked as a Courier and Messenger from 2021 - 2022."): an
// entry with neither title nor employer whose first line holds a date
// range. The score counts such years; only the role has no dates of its
// own. ok is false when an undated role has no dates anywhere, or none is
// undated (RJDB: 510 of 2,000 analyses told such CVs "your years of
// experience cannot be counted"). at is where the line's range starts.
func datedInASentence(p profile) (line string, at int, ok bool) {
	exp := p.cv.ProfessionalExperience
	for _, i := range p.undated {
		e := exp[i]
		if fragmentEntry(e) {
			continue
		}
		if !nameless(e.Position) || !nameless(e.Company) || len(e.Responsibilities) == 0 {
			return "", 0, false
		}
		loc := findRange(e.Responsibilities[0])
		if loc == nil {
			return "", 0, false
		}
		if line == "" {
			line, at = e.Responsibilities[0], loc[0]
		}
	}
	return line, at, line != ""
}

// datesApart counts the dated entries with neither title nor employer
// (only a date phrase, "Seit 08/18 bis heute"): dates laid out apart from
// the roles they belong to.
func datesApart(p profile) int {
	undated := map[int]bool{}
	for _, i := range p.undated {
		undated[i] = true
	}
	n := 0
	for i, e := range p.cv.ProfessionalExperience {
		if !undated[i] && len(e.Responsibilities) == 0 && (nameless(e.Position) && nameless(e.Company)) {
			n++
		}
	}
	return n
}

// nameless reports whether a title or employer field holds no name: it is
// empty or a date phrase ("Seit 08/18 bis heute").
func nameless(s string) bool {
	return strings.TrimSpace(s) == "" || yearRe.MatchString(s) || monthShortYearRe.MatchString(s)
}

// monthShortYearRe is a month with a two-digit year ("08/18").
var monthShortYearRe = regexp.MustCompile(`\b(?:0[1-9]|1[0-2])/\d\d\b`)

// fragmentEntry reports whether an undated entry is a piece of text split
// off a role or a section rather than a role: its title or employer is
// cut mid-sentence (it ends with a full stop, comma, hyphen or colon, or
// leaves a parenthesis open), or it is a section's heading in capitals with
// no title, or all its lines are single words (a list such as "Autonomy",
// "Mastery", "Purpose").
func fragmentEntry(e cv.Experience) bool {
	for _, f := range []string{e.Position, e.Company} {
		if cutField(f) {
			return true
		}
	}
	if strings.TrimSpace(e.Position) == "" && headingCaps(e.Company) || wordlessEntry(e) {
		return true
	}
	return len(e.Responsibilities) > 0 && singleWords(append([]string{e.Position, e.Company}, e.Responsibilities...))
}

// cutField reports whether a field ends mid-sentence or leaves a
// parenthesis open.
func cutField(f string) bool {
	f = strings.TrimSpace(f)
	return strings.HasSuffix(f, ".") || strings.HasSuffix(f, ",") || strings.HasSuffix(f, "-") ||
		strings.HasSuffix(f, ":") || strings.Count(f, "(") > strings.Count(f, ")")
}

// headingCaps reports whether a field is a word or two in capitals
// ("APPROACH").
func headingCaps(f string) bool {
	f = strings.TrimSpace(f)
	n := len(strings.Fields(f))
	return n > 0 && n <= 2 && strings.ToUpper(f) == f && strings.IndexFunc(f, unicode.IsLetter) >= 0
}

// singleWords reports whether every non-empty field is one word.
func singleWords(fields []string) bool {
	for _, f := range fields {
		if len(strings.Fields(f)) > 1 {
			return false
		}
	}
	return true
}
