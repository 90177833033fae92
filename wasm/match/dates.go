package match

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Dates in experience durations: "Mar 2020 – Present", "03/2019 - 12/2021",
// "2018–2020", "seit 2021", "ene. 2019 - actualidad".
var (
	pointRe   = regexp.MustCompile(`(?i)(?:\b(` + monthPat + `)[\p{L}]*\.?,?\s*(?:\d{1,2},?\s+)?(?:de\s+)?((?:19|20)\d\d)|\b(\d{1,2})\s*[./]\s*((?:19|20)\d\d)\b|\b((?:19|20)\d\d)\b)`)
	openEndRe = regexp.MustCompile(`(?i)\b(?:` + openEndPat + `)|\b(?:seit|since|desde|depuis)\b`)
	// rangeRe is a date range written in a line of text: "2013 - 2016",
	// "between 2013 and 2016", "03/2020 – heute", "seit 2021".
	rangeRe = regexp.MustCompile(`(?i)` + pointNC + `\s*(?:-|–|—|to|up to|through|bis|and|until|till|a|al|à|au|hasta):?\s*(?:` + pointNC + `|\b(?:` + openEndPat + `|date\b))|\b(?:seit|since|desde|depuis)\s+` + pointNC)
	// seasonRe is a season with its year: "Summer 2022", "Sommer 2021".
	seasonRe = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(` + seasonPat + `)\s+((?:19|20)\d\d)\b`)
	// seasonStart is the first of a season's three months (winter: the
	// December before the year named, as in "Winter 2022").
	seasonStart = map[string]int{"spring": 3, "frühling": 3, "fruhling": 3, "frühjahr": 3, "fruhjahr": 3, "primavera": 3, "printemps": 3,
		"summer": 6, "sommer": 6, "verano": 6, "été": 6, "ete": 6, "eté": 6, "éte": 6,
		"fall": 9, "autumn": 9, "herbst": 9, "otoño": 9, "otono": 9, "automne": 9,
		"winter": 0, "invierno": 0, "hiver": 0}
	monthNum = map[string]int{"jan": 1, "feb": 2, "fév": 2, "fev": 2, "mar": 3, "mär": 3, "apr": 4, "abr": 4,
		"avr": 4, "may": 5, "mai": 5, "mayo": 5, "jun": 6, "juin": 6, "jul": 7, "juil": 7, "aug": 8, "ago": 8,
		"aoû": 8, "aou": 8, "sep": 9, "set": 9, "oct": 10, "okt": 10, "nov": 11, "dec": 12, "dez": 12, "dic": 12,
		"déc": 12, "ene": 1, "jän": 1}
)

const (
	monthPat   = `jan|feb|f[ée]v|mar|m[äa]r|apr|abr|avr|may|mai|mayo|jun|juin|jul|juil|aug|ago|ao[ûu]|sep|set|oct|okt|nov|dec|dez|dic|d[ée]c|ene|j[äa]n`
	openEndPat = `present|current|now|today|ongoing|till date|to date|heute|jetzt|aktuell|dato|laufend|presente|actualidad|actual|hoy|la fecha|aujourd|ce jour|maintenant|en cours`
	seasonPat  = `spring|summer|fall|autumn|winter|sommer|fr[üu]hling|fr[üu]hjahr|herbst|primavera|verano|oto[ñn]o|invierno|printemps|[ée]t[ée]|automne|hiver`
	pointNC    = `(?:\b(?:` + monthPat + `)[\p{L}]*\.?,?\s*(?:\d{1,2},?\s+)?(?:de\s+)?(?:19|20)\d\d|\b\d{1,2}\s*[./]\s*(?:19|20)\d\d\b|\b(?:19|20)\d\d\b)`
)

// interval is a span of months, both ends included, as year*12+month-1.
type interval struct{ from, to int }

// durationInterval reads an experience's duration. A year written without
// its month stands for the middle of that year: a bare start is July, a bare
// end June, so "2020 – 2023" is three years, the length a reader takes from
// it and on average the true one, and back-to-back jobs ("2015 – 2017",
// "2017 – 2020") add up to the five years they span rather than six. Both
// ends bare in one year ("2023", "2023 – 2023") count half a year. An open
// end ("Present", "seit 2021") ends at now.
func durationInterval(d string, now int) (interval, bool) {
	if iv, ok := seasonInterval(d, now); ok {
		return iv, true
	}
	if iv, ok := shortYearInterval(d, now); ok {
		return iv, true
	}
	pts := pointRe.FindAllStringSubmatch(d, 2)
	if len(pts) == 0 {
		return interval{}, false
	}
	from, bareFrom := point(pts[0], false)
	to, bareTo := 0, false
	switch {
	case len(pts) == 2:
		to, bareTo = point(pts[1], true)
	case openEndRe.MatchString(d) || endsOpen(d):
		to = now
	default:
		to, bareTo = point(pts[0], true)
	}
	if bareFrom && bareTo && to/12 == from/12 {
		from, to = from/12*12+3, from/12*12+8
	}
	if to > now {
		to = now
	}
	if to < from {
		return interval{}, false
	}
	return interval{from, to}, true
}

// seasonInterval reads a duration whose every date is a season ("Summer
// 2022", "Summer 2021 – Fall 2022"): a season is its three months, not the
// half year a bare year stands for, so that two summer internships do not
// add up to a year.
func seasonInterval(d string, now int) (interval, bool) {
	ss := seasonRe.FindAllStringSubmatch(d, -1)
	if len(ss) == 0 || len(ss) > 2 || len(ss) != len(pointRe.FindAllString(d, -1)) {
		return interval{}, false
	}
	from := seasonMonth(ss[0])
	to := seasonMonth(ss[len(ss)-1]) + 2
	if len(ss) == 1 && openEndRe.MatchString(d) {
		to = now
	}
	to = min(to, now)
	if to < from {
		return interval{}, false
	}
	return interval{from, to}, true
}

// seasonMonth is the month index of a season's first month.
func seasonMonth(m []string) int {
	y, _ := strconv.Atoi(m[2])
	return y*12 + seasonStart[strings.ToLower(m[1])] - 1
}

// point converts one matched date to a month index, and says whether it is
// a year alone; end says which month a bare year stands for.
func point(m []string, end bool) (int, bool) {
	month, year := 0, ""
	switch {
	case m[2] != "":
		month, year = monthNum[strings.ToLower(m[1])], m[2]
	case m[4] != "":
		month, _ = strconv.Atoi(m[3])
		year = m[4]
	default:
		year = m[5]
	}
	y, _ := strconv.Atoi(year)
	bare := month < 1 || month > 12
	if bare {
		month = 7
		if end {
			month = 6
		}
	}
	return y*12 + month - 1, bare
}

// experienceMonths counts the months that the intervals cover, counting
// overlapping jobs once.
func experienceMonths(ivs []interval) int {
	sort.Slice(ivs, func(i, j int) bool { return ivs[i].from < ivs[j].from })
	total, end := 0, -1
	for _, iv := range ivs {
		if iv.from > end {
			total += iv.to - iv.from + 1
			end = iv.to
		} else if iv.to > end {
			total += iv.to - end
			end = iv.to
		}
	}
	return total
}

// shortRangeRe is a range of months with two-digit years, the whole
// duration: "06/13-04/14", as German profiles write it.
var shortRangeRe = regexp.MustCompile(`^\s*(0[1-9]|1[0-2])/(\d\d)\s*[-–—]\s*(0[1-9]|1[0-2])/(\d\d)\s*$`)

// shortYearInterval reads a duration of two-digit years: a year up to
// now's is of this century, a later one of the last ("01/99-06/00" is 1999
// to 2000).
func shortYearInterval(d string, now int) (interval, bool) {
	m := shortRangeRe.FindStringSubmatch(d)
	if m == nil {
		return interval{}, false
	}
	at := func(month, year string) int {
		mo, _ := strconv.Atoi(month)
		y, _ := strconv.Atoi(year)
		if y += 2000; y > now/12 {
			y -= 100
		}
		return y*12 + mo - 1
	}
	from, to := at(m[1], m[2]), min(at(m[3], m[4]), now)
	if to < from {
		return interval{}, false
	}
	return interval{from, to}, true
}
