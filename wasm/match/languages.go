package match

import (
	"regexp"
	"sort"
	"strings"
)

// spokenLanguages maps how the four languages of the parser write a language
// to its English name.
var spokenLanguages = map[string]string{}

func init() {
	for name, forms := range map[string]string{
		"English":    "english englisch inglés ingles anglais",
		"German":     "german deutsch alemán aleman allemand",
		"Spanish":    "spanish spanisch español espanol castellano espagnol",
		"French":     "french französisch franzosisch francés frances français francais",
		"Italian":    "italian italienisch italiano italien",
		"Portuguese": "portuguese portugiesisch portugués portugues português portugais",
		"Dutch":      "dutch niederländisch holländisch neerlandés holandés néerlandais",
		"Polish":     "polish polnisch polaco polonais",
		"Chinese":    "chinese mandarin chinesisch chino chinois",
		"Japanese":   "japanese japanisch japonés japonais",
		"Russian":    "russian russisch ruso russe",
		"Arabic":     "arabic arabisch árabe arabe",
		"Turkish":    "turkish türkisch turco turc",
		"Swedish":    "swedish schwedisch sueco suédois",
		"Hindi":      "hindi",
		"Korean":     "korean koreanisch coreano coréen",
	} {
		for _, f := range strings.Fields(forms) {
			spokenLanguages[f] = name
		}
	}
	levelWords = append(levelWords, afterName("profesional|professionell", 5))
}

// afterName is a level word read only right after a language's name
// ("francés profesional", "Englisch: professionell"): Spanish and German
// write it of work too ("asesoría profesional"), where a language a few
// words on is not at that level. Without it, a language at "profesional"
// named a few words after another at "nativo" took that one's native level
// from a PDF's one-line paragraph, and no level from the same words pasted
// over lines. The word alone does not say which of the scale's two
// professional levels it is (proficiencyScale: "full professional" is
// C1), so it reads as the higher: a must-have is not met only when the CV
// clearly says otherwise (invariant f).
func afterName(level string, n int) struct {
	re    *regexp.Regexp
	level int
} {
	names := sortedKeys(spokenLanguages)
	return struct {
		re    *regexp.Regexp
		level int
	}{regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:` + strings.Join(names, "|") + `)[\s:(–-]*(?:` + level + `)\b`), n}
}

// Proficiency words, on the scale 1 (A1) … 6 (C2), 7 (native).
var levelWords = []struct {
	re    *regexp.Regexp
	level int
}{
	{regexp.MustCompile(`(?i)\b([ABC][12])\b`), 0},
	{regexp.MustCompile(`(?i)\b(?:native|mother tongue|bilingual|muttersprach|nativo|nativa|lengua materna|langue maternelle|bilingüe|bilingue)`), 7},
	{regexp.MustCompile(`(?i)\b(?:fluent|fluency|proficient|excellent|verhandlungssicher|fließend|fliessend|sehr gut|fluido|fluida|excelente|avanzado|courant|advanced)`), 5},
	{regexp.MustCompile(`(?i)\b(?:business|professional|very good|good|gute?\b|solide|bueno|buen\b|professionnel|bon\b|intermediate|intermedio|intermédiaire|confident|sicher(?:e[nrs]?)?\b)`), 4},
	{regexp.MustCompile(`(?i)\b(?:basic|elementary|grundkenntnisse|básico|basico|notions|débutant)`), 2},
}

var cefr = map[string]int{"A1": 1, "A2": 2, "B1": 3, "B2": 4, "C1": 5, "C2": 6}

// levelNear returns the proficiency level written for the language at byte
// offset at in s, 0 if s names none. Levels in the language's own clause
// (between separators such as "," or "and") come first, and among them a
// CEFR code before a word, so "Fluent English (C2)" is C2 and in "German
// (C1), fluent English" English is fluent; with none in the clause, the
// nearest level. Only levels a few words away count (closeBy).
func levelNear(s string, at int) int {
	from, to := clauseAround(s, at)
	best, rank, dist := 0, 0, len(s)+1
	for _, lw := range levelWords {
		for _, loc := range lw.re.FindAllStringSubmatchIndex(s, -1) {
			d := loc[0] - at
			if d < 0 {
				d = -d
			}
			r := 0
			if loc[0] >= from && loc[1] <= to {
				r = 1
				if lw.level == 0 {
					r = 2
				}
			}
			if r < rank || (r == rank && d >= dist) || !closeBy(s, at, loc[0]) {
				continue
			}
			level := lw.level
			if level == 0 {
				level = cefr[strings.ToUpper(s[loc[2]:loc[3]])]
			}
			best, rank, dist = level, r, d
		}
	}
	return best
}

// closeBy reports whether a level word is the language's own: at most six
// words away ("German and English, fluent", "Confident command of spoken
// and written English"). A post's lines run together without full stops or
// commas, so a level further off, even in the same clause, belongs to
// another line ("Good knowledge of Java …").
func closeBy(s string, a, b int) bool {
	if a > b {
		a, b = b, a
	}
	return len(words(s[a:b])) <= 6
}

// clauseSeparator ends a language's clause: a list's punctuation or a
// coordinating word in the four languages.
var clauseSeparator = regexp.MustCompile(`(?i)[,;/|•\n]|\s(?:and|or|und|oder|y|o|et|ou|&)\s`)

// clauseAround returns the byte range of the clause of s holding offset at.
func clauseAround(s string, at int) (int, int) {
	from, to := 0, len(s)
	for _, loc := range clauseSeparator.FindAllStringIndex(s, -1) {
		if loc[1] <= at {
			from = loc[1]
		} else if loc[0] > at {
			to = loc[0]
			break
		}
	}
	return from, to
}

// languageCue says a sentence talks about language skills, so "German" in
// it is a language and not a company's nationality.
var (
	languageCues = phrases("language sprach idioma langue speak spoken written kenntnisse nivel level niveau fluent native verhandlungssicher fließend communicat courant parlé écrit hablado escrito dominio")
	cefrRe       = regexp.MustCompile(`\b[ABC][12]\b`)
)

// hasCEFR reports whether text names a CEFR level ("B2" as a word): cefrRe,
// run only where a level's two characters stand together.
func hasCEFR(text string) bool {
	for i := 0; i+1 < len(text); i++ {
		if strings.IndexByte("ABC", text[i]) >= 0 && (text[i+1] == '1' || text[i+1] == '2') {
			return cefrRe.MatchString(text)
		}
	}
	return false
}

// languagesIn finds spoken languages asked for in a segment.
func languagesIn(s segment) []Requirement {
	if !containsAny(s.lower, languageCues) && !hasCEFR(s.text) {
		return nil
	}
	var out []Requirement
	for _, w := range words(s.text) {
		name, ok := spokenLanguages[strings.ToLower(w.Text)]
		if !ok {
			continue
		}
		level := levelNear(s.text, w.Start)
		if level == 0 {
			level = 3
		}
		out = append(out, Requirement{Kind: KindLanguage, Name: name, Importance: s.importance, Text: w.Text,
			Start: s.start + w.Start, End: s.start + w.End, Clause: s.text, Level: level})
	}
	return out
}

// levelName writes a level for people.
func levelName(level int) string {
	switch {
	case level >= 7:
		return "native"
	case level >= 1:
		return []string{"A1", "A2", "B1", "B2", "C1", "C2"}[level-1]
	}
	return ""
}

// spoken is a language a CV shows, with its best level (4, about B2, when
// the CV lists it without one) and the CV words that show it.
type spoken struct {
	level  int
	text   string
	stated bool // the CV gives the level; else it is assumed
}

// cvLanguages collects the languages a CV lists and those its lines name
// with a level.
func cvLanguages(langs []langEntry, lines []string) map[string]spoken {
	out := map[string]spoken{}
	note := func(name string, level int, text string, stated bool) {
		if old, ok := out[name]; !ok || level > old.level || level == old.level && stated && !old.stated {
			out[name] = spoken{level, text, stated}
		}
	}
	for _, l := range langs {
		for _, w := range words(l.name) {
			if name, ok := spokenLanguages[strings.ToLower(w.Text)]; ok {
				level := levelNear(l.level, 0)
				stated := level > 0
				if !stated {
					level = 4
				}
				note(name, level, languageQuote(l, lines), stated)
			}
		}
	}
	for _, ln := range lines {
		for _, w := range words(ln) {
			if name, ok := spokenLanguages[strings.ToLower(w.Text)]; ok {
				if level := levelNear(ln, w.Start); level > 0 {
					note(name, level, clip(ln, w.Start), true)
				}
			}
		}
	}
	return out
}

// langEntry is a CV's language entry.
type langEntry struct{ name, level string }

// sortedKeys returns a map's keys in order.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// writing are the commonest short words of the four languages of the
// parser, which tell which one a text is written in.
var writing = []struct {
	name  string
	words map[string]bool
}{
	{"English", toSet("the and with for of to in on at from")},
	{"German", toSet("und der die das mit für von im zur zum")},
	{"Spanish", toSet("y el la los las con para del en por")},
	{"French", toSet("et le la les des avec pour du en dans")},
}

// writtenIn returns the language a CV is written in, when its words say so
// clearly (at least 20 of that language's common words and twice as many as
// of any other), and its longest line as the words that show it.
func writtenIn(lines []string) (string, string) { return writtenWith(lines, 20) }

// writtenWith is writtenIn with at least least common words.
func writtenWith(lines []string, least int) (string, string) {
	counts := make([]int, len(writing))
	longest := ""
	for _, ln := range lines {
		if len(ln) > len(longest) {
			longest = ln
		}
		for _, w := range words(ln) {
			lw := strings.ToLower(w.Text)
			for i, l := range writing {
				if l.words[lw] {
					counts[i]++
				}
			}
		}
	}
	best, second := 0, 0
	for i, n := range counts {
		if n > counts[best] {
			best = i
		}
	}
	for i, n := range counts {
		if i != best && n > second {
			second = n
		}
	}
	if counts[best] < least || counts[best] < 2*second {
		return "", ""
	}
	return writing[best].name, clip(longest, 0)
}
