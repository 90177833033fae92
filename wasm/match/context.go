package match

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/lexicon"
)

// What a CV line says around a skill decides whether it shows it: "no
// experience with Java", "would like to learn Rust", "keine Erfahrung mit
// SAP" and a "LinkedIn:" contact line show nothing; "Grundkenntnisse in
// Python" shows a little. The words that show nothing are blanked (same byte
// length, so offsets into the line still hold) before skills and words are
// looked up.

var (
	// negCues open a clause that denies or only wishes for what follows.
	negCues = newCues(phrases(`no_experience no_prior_experience no_knowledge not_familiar unfamiliar_with never_used never_worked
		don't_want do_not_want don't_like not_interested would_like_to_learn want_to_learn wish_to_learn hope_to_learn
		keen_to_learn eager_to_learn plan_to_learn planning_to_learn interested_in_learning looking_forward_to_learning
		currently_learning no_hands-on
		keine_erfahrung keine_kenntnisse keinerlei nicht_vertraut möchte_lernen möchte_ich_lernen würde_gerne möchte_gerne
		will_lernen lernen_möchte nicht_arbeiten
		sin_experiencia no_tengo no_conozco me_gustaría_aprender quiero_aprender
		aucune_expérience pas_d'expérience pas_de_connaissance j'aimerais_apprendre souhaite_apprendre`))
	// basicCues mark a clause whose skills are known only a little.
	basicCues = newCues(phrases(`grundkenntnisse basiskenntnisse erste_erfahrung erste_kenntnisse basic_knowledge basic_understanding
		beginner anfänger conocimientos_básicos nociones notions débutant`))
	// clauseEnd ends the reach of a cue: a sentence end, a semicolon, a bar, "but".
	clauseEnd = regexp.MustCompile(`(?i)[.;|!?](?:\s|$)|\s(?:but|aber|jedoch|pero|mais|however)\s`)
	// contactLineRe is a contact line, whose words name no skill.
	contactLineRe = regexp.MustCompile(`(?i)^(?:linkedin|github|gitlab|xing|twitter|website|web|homepage|portfolio|blog|e-?mail|phone|tel|telefon|mobile|handy|address|adresse|skype)\b\s*[:|]`)
	// addressRe is a URL or an email address: "github.com/jane" names no skill.
	addressRe = regexp.MustCompile(`(?i)(?:https?://|www\.)\S+|\S+@\S+|\b[\w.-]+\.(?:com|io|de|org|net|dev|me|fr|es)/\S*`)
)

// neutral returns line with what shows no skill blanked out, and the byte
// ranges of clauses that show skills only at a basic level.
func neutral(line string) (string, [][2]int) {
	// Cheap checks first: the regexps cost more than the rest of the profile.
	if i := strings.IndexAny(line, ":|"); i > 0 && i < 20 && contactLineRe.MatchString(line) {
		return strings.Repeat(" ", len(line)), nil
	}
	lower := lowerInPlace(line)
	neg, basic := negCues.index(lower) >= 0, basicCues.index(lower) >= 0
	hasAddress := strings.ContainsAny(line, "@/") || strings.Contains(lower, "www.")
	if !neg && !basic && !hasAddress {
		return line, nil
	}
	b := []byte(line)
	if hasAddress {
		for _, loc := range addressRe.FindAllStringIndex(line, -1) {
			blank(b, loc[0], loc[1])
		}
	}
	var basics [][2]int
	for _, cl := range clauses(line) {
		c := lower[cl[0]:cl[1]]
		if at := negCues.index(c); neg && at >= 0 {
			blank(b, cl[0]+at, cl[1])
		} else if at := basicCues.index(c); basic && at >= 0 {
			basics = append(basics, [2]int{cl[0] + at, cl[1]})
		}
	}
	return string(b), basics
}

// withoutDateRanges returns line with its date ranges blanked: "July 2018 -
// Present" shows no presenting, "2019 – heute" nothing (audit class 5, a
// role's date line quoted as the CV's communication).
func withoutDateRanges(line string) string {
	if len(line) <= maxOpenEnd && openEndAloneRe.MatchString(line) {
		return strings.Repeat(" ", len(line))
	}
	if !strings.Contains(line, "19") && !strings.Contains(line, "20") {
		return line
	}
	locs := append(rangeRe.FindAllStringIndex(line, -1), isoRangeRe.FindAllStringIndex(line, -1)...)
	if len(locs) == 0 {
		return line
	}
	b := []byte(line)
	for _, loc := range locs {
		blank(b, loc[0], loc[1])
	}
	return string(b)
}

// isoRangeRe is a range of ISO months or days, "2021-03 TO PRESENT",
// "2019-10-01 - 2021-02-28" (paper), which rangeRe reads no range in: its
// "PRESENT" read as presenting from the PDF, whose line holds the range
// whole, and not pasted, where the range breaks after its start.
var isoRangeRe = regexp.MustCompile(`(?i)\b(?:19|20)\d\d-\d\d(?:-\d\d)?\s*(?:-|–|—|to|bis|hasta|au|à|a)\s*(?:(?:19|20)\d\d-\d\d(?:-\d\d)?\b|(?:` + openEndPat + `)(?:'hui)?)`)

// openEndAloneRe is a range's open end alone on its line ("— Present",
// "bis heute", "à aujourd'hui"): pasted from a page that sets its dates in
// a column, a range breaks after its start, and the end left alone read
// as presenting, a communication skill the PDF's line does not show.
var openEndAloneRe = regexp.MustCompile(`(?i)^\s*(?:[-–—]\s*|(?:to|bis|hasta|à|a|au|jusqu'à)\s+)?(?:` + openEndPat + `)(?:'hui)?\s*$`)

// maxOpenEnd bounds the lines openEndAloneRe is tried on.
const maxOpenEnd = 24

// lowerInPlace is strings.ToLower but for the letters whose lower case has
// another length in UTF-8 ("İ", "ẞ", the Kelvin sign), kept as written, so
// that an offset in the result is the same offset in s.
func lowerInPlace(s string) string {
	ascii := true
	for i := 0; i < len(s) && ascii; i++ {
		ascii = s[i] < utf8.RuneSelf
	}
	if ascii {
		return strings.ToLower(s)
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if l := unicode.ToLower(r); r != utf8.RuneError && utf8.RuneLen(l) == n {
			b = utf8.AppendRune(b, l)
		} else {
			b = append(b, s[i:i+n]...)
		}
		i += n
	}
	return string(b)
}

// blank turns bytes [from, to) into spaces.
func blank(b []byte, from, to int) {
	for i := from; i < to; i++ {
		b[i] = ' '
	}
}

// clauses splits a line at clauseEnd into byte ranges.
func clauses(line string) [][2]int {
	var out [][2]int
	from := 0
	for _, loc := range clauseEnd.FindAllStringIndex(line, -1) {
		out = append(out, [2]int{from, loc[0]})
		from = loc[1]
	}
	return append(out, [2]int{from, len(line)})
}

// ambiguous are short names that are also ordinary letters, company names
// or abbreviations of something else, with the words (lower case) one of
// which must be in the text for the name to mean the term; a name in a list
// of other terms ("C, C++ and Python") needs none.
var ambiguous = map[string][]string{
	"C":                                 phrases("programming embedded firmware kernel microcontroller compiler c++ c# posix"),
	"R":                                 phrases("statistic rstudio ggplot tidyverse cran data_analysis data_science programming"),
	"Oracle Real Application Cluster":   phrases("oracle database cluster dba"),
	"Agile Product Lifecyle Management": phrases("product_lifecycle lifecycle_management teamcenter windchill enovia siemens ptc oracle_agile"),
}

// The lexicon keeps Apple's iOS and Cisco's IOS under one term (the names
// fold to one key); written "iOS" it is Apple's, and "IOS" is Cisco's only
// among network words, the commoner sense winning otherwise.
var (
	iOS         = lexicon.Term{Name: "iOS", Kind: lexicon.Tool}
	networkCues = phrases("cisco router routing switches network juniper ccna ccnp bgp ospf")
	mobileCues  = phrases("mobile iphone ipad swift objective-c xcode android app_store apple")
)

// findTerms is lexicon.Find with ambiguous short names resolved by the
// text around them; lower is the whole text (CV or job) in lower case.
func findTerms(text, lower string) []lexicon.Match {
	ms := withGerman(text, lexicon.Find(text))
	out := make([]lexicon.Match, 0, len(ms))
	for i, m := range ms {
		if inOtherSense(text, m) {
			continue
		}
		if m.Term.Name == "Cisco IOS" {
			if m.Text == "IOS" && containsAny(lower, networkCues) && !containsAny(lower, mobileCues) || strings.EqualFold(m.Text, "Cisco IOS") {
				out = append(out, m)
				continue
			}
			m.Term = iOS
			out = append(out, m)
			continue
		}
		cues, ok := ambiguous[m.Term.Name]
		if !ok || len(m.Text) > 3 || containsAny(lower, cues) || inList(text, ms, i) {
			out = append(out, m)
		}
	}
	return out
}

// listSep is what separates the items of a list of skills.
var listSep = regexp.MustCompile(`(?i)^\s*(?:[,/&|+]|and|or|und|oder|y|o|et|ou)\s*$`)

// inList reports whether match i of ms has a neighbour term joined to it as
// in a list: "C, C++", "Python and R".
func inList(text string, ms []lexicon.Match, i int) bool {
	if i > 0 && listSep.MatchString(text[ms[i-1].End:ms[i].Start]) {
		return true
	}
	return i+1 < len(ms) && listSep.MatchString(text[ms[i].End:ms[i+1].Start])
}

// cueSet finds phrases at word starts, looking up each word's first three
// bytes instead of scanning the text once per phrase: the CV's lines and the
// job's sentences are checked against long lists.
type cueSet map[string][]string

// newCues indexes phrases (lower case, at least three bytes) by their start.
func newCues(list []string) cueSet {
	c := cueSet{}
	for _, p := range list {
		c[p[:3]] = append(c[p[:3]], p)
	}
	return c
}

// index returns where the first cue starts in lower, at a word start; -1 if
// none does.
func (c cueSet) index(lower string) int {
	for i := 0; i+3 <= len(lower); i++ {
		if i > 0 && wordByte(lower[i-1]) {
			continue
		}
		for _, p := range c[lower[i:i+3]] {
			if strings.HasPrefix(lower[i:], p) {
				return i
			}
		}
	}
	return -1
}

// wordByte reports whether b is part of a word: a letter, a digit or a byte
// of a multi-byte letter.
func wordByte(b byte) bool {
	return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9' || b >= 0x80 || b == '\''
}
