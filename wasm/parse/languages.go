package parse

import (
	"regexp"
	"strings"

	"github.com/shortlist/shortlist/wasm/cv"
)

// languageNames are spoken languages as English, German, Spanish and French
// CVs write them.
var languageNames = wordSet("english", "german", "french", "spanish", "italian", "portuguese", "dutch", "polish",
	"russian", "ukrainian", "chinese", "mandarin", "cantonese", "japanese", "korean", "hindi", "marathi", "bengali",
	"tamil", "telugu", "urdu", "punjabi", "gujarati", "arabic", "hebrew", "turkish", "greek", "swedish", "norwegian",
	"danish", "finnish", "czech", "slovak", "hungarian", "romanian", "bulgarian", "croatian", "serbian", "persian",
	"farsi", "vietnamese", "thai", "indonesian", "malay", "tagalog", "swahili", "catalan", "basque", "galician", "latin",
	"deutsch", "englisch", "französisch", "spanisch", "italienisch", "portugiesisch", "niederländisch", "polnisch",
	"russisch", "chinesisch", "japanisch", "türkisch", "arabisch", "griechisch", "schwedisch", "koreanisch", "hindi",
	"español", "castellano", "inglés", "alemán", "francés", "italiano", "portugués", "chino", "japonés", "ruso", "árabe",
	"catalán", "neerlandés", "français", "anglais", "allemand", "espagnol", "italien", "portugais", "chinois",
	"japonais", "russe", "arabe", "néerlandais", "polonais", "turc")

// levelRe finds a proficiency: CEFR levels and the usual words in the four
// languages.
var levelRe = regexp.MustCompile(`(?i)(?:\b[ABC][12]\+?\b|native(?: speaker| or bilingual(?: proficiency)?)?|mother tongue|bilingual|fluent(?:ly)?|full professional(?: working)?(?: proficiency)?|(?:professional|limited) working(?: proficiency)?|elementary(?: proficiency)?|proficient|advanced|upper[- ]intermediate|intermediate|conversational|basic(?: knowledge)?|beginner|working knowledge|good|very good|excellent|muttersprache|muttersprachlich|fließend|verhandlungssicher|sehr gut|gut|grundkenntnisse|fortgeschritten|nativo|nativa|lengua materna|fluido|bilingüe|avanzado|intermedio|básico|principiante|langue maternelle|courant|bilingue|avancé|intermédiaire|notions|débutant|natif|native)`)

// language parses one language item: "Deutsch (C2)", "English: fluent",
// "Spanish – native", "Fluent in Spanish", "Englisch C1", "French".
func language(item string) (cv.Language, bool) {
	s := strings.TrimSpace(strings.Trim(strings.TrimSpace(stripBullet(item)), ".;,"))
	if s == "" {
		return cv.Language{}, false
	}
	// "Fluent in Spanish", "Native English"
	if loc := levelRe.FindStringIndex(s); loc != nil && loc[0] == 0 {
		rest := strings.TrimSpace(s[loc[1]:])
		for _, p := range []string{"in ", "en ", "de ", "auf "} {
			rest = strings.TrimPrefix(rest, p)
		}
		if languageNames[strings.ToLower(rest)] {
			return cv.Language{Language: rest, ProficiencyLevel: strings.TrimSpace(s[:loc[1]])}, true
		}
	}
	name, level := s, ""
	if i := strings.IndexAny(s, "(:–—-"); i > 0 {
		name = strings.TrimSpace(s[:i])
		level = strings.TrimSpace(strings.Trim(strings.TrimSpace(s[i:]), "():–—-"))
	} else if f := strings.Fields(s); len(f) > 1 && languageNames[strings.ToLower(f[0])] {
		name, level = f[0], strings.TrimSpace(s[len(f[0]):])
	}
	known := languageNames[strings.ToLower(name)]
	if !known && (level == "" || !levelRe.MatchString(level) || len(strings.Fields(name)) > 2) {
		return cv.Language{}, false
	}
	if level != "" && !levelRe.MatchString(level) && len(strings.Fields(level)) > 4 {
		level = ""
	}
	return cv.Language{Language: name, ProficiencyLevel: level}, true
}

var (
	// motherTongueRe is a mother-tongue label before the languages it lists
	// (Europass and others).
	motherTongueRe = regexp.MustCompile(`(?i)^((?:my )?mother[- ]tongues?(?:\(s\))?|native languages?(?:\(s\))?|muttersprachen?|lenguas?(?:\(s\))? maternas?(?:\(s\))?|langues?(?:\(s\))? maternelles?(?:\(s\))?)\s*:?\s*`)
	// legendRe marks the CEFR legend printed under a language grid:
	// "Levels: A1 and A2: Basic user – B1 and B2: Independent user …".
	legendRe = regexp.MustCompile(`(?i)\b(?:user|utilisateur|usuario|sprachverwendung|common european framework|cadre européen|marco común|referenzrahmen)\b`)
	cefrRe   = regexp.MustCompile(`\b[ABC][12]\b`)
)

// spokenWrittenRe is what a level may add about where it holds: "in Wort
// und Schrift", "in speech and writing", "à l'écrit et à l'oral", "oral y
// escrito".
var spokenWrittenRe = regexp.MustCompile(`(?i)[\s,]*(?:in wort und schrift|in schrift und wort|(?:in )?(?:speech|speaking) and writing|(?:in )?writing and (?:speech|speaking)|(?:written|spoken) and (?:written|spoken)|à l['’](?:écrit|oral) et à l['’](?:écrit|oral)|(?:oral|escrito|hablado) y (?:oral|escrito|hablado))$`)

// levelOnly reports whether s is a proficiency and nothing else, as on the
// line below its language in a sidebar: the level word first, four words
// at most besides what it says of speech and writing ("fließend in Wort
// und Schrift", class 21 of the audit).
func levelOnly(s string) bool {
	s = strings.TrimSpace(strings.Trim(strings.TrimSpace(s), "().;,:–—-"))
	loc := levelRe.FindStringIndex(s)
	if loc == nil || loc[0] != 0 || languageNames[strings.ToLower(s)] {
		return false
	}
	return loc[1] == len(s) || len(strings.Fields(spokenWrittenRe.ReplaceAllString(s, ""))) <= 4
}

// languages parses a languages section: items split at commas, semicolons,
// bars, bullets and text boxes. A line that is only a proficiency belongs to
// the language on the line above; a mother-tongue line lists languages with
// that label as their level; the CEFR legend is no language.
func languages(lines []line) []cv.Language {
	out := []cv.Language{}
	open := -1 // index in out of a language from the line above without a level
	for _, l := range namesThenLevels(lines) {
		text := strings.TrimSpace(stripBullet(l.flat()))
		if len(cefrRe.FindAllString(text, -1)) >= 2 && legendRe.MatchString(text) {
			open = -1
			continue
		}
		if open >= 0 && len(l.cells) == 1 && levelOnly(text) {
			out[open].ProficiencyLevel = strings.TrimSpace(strings.Trim(text, "().;,:–—-"))
			open = -1
			continue
		}
		if n := len(out); n > 0 && open < 0 && len(l.cells) == 1 && levelRest(out[n-1].ProficiencyLevel, text) {
			// "German (Native or Bilingual" "Proficiency)": the bracket closes here.
			out[n-1].ProficiencyLevel += " " + strings.TrimRight(text, ")")
			continue
		}
		open = -1
		if m := motherTongueRe.FindStringSubmatch(text); m != nil && len(m[0]) < len(text) {
			for _, it := range splitList(text[len(m[0]):]) {
				if name := strings.TrimSpace(it); languageNames[strings.ToLower(name)] {
					out = append(out, cv.Language{Language: name, ProficiencyLevel: m[1]})
				}
			}
			continue
		}
		for i, c := range l.cells {
			// "English ⇥ Fluent": a box that is only a level rates the
			// language in the box before it.
			if n := len(out); i > 0 && n > 0 && out[n-1].ProficiencyLevel == "" &&
				strings.EqualFold(out[n-1].Language, strings.TrimSpace(stripBullet(l.cells[i-1].s))) && levelOnly(c.s) {
				out[n-1].ProficiencyLevel = strings.TrimSpace(strings.Trim(strings.TrimSpace(c.s), "().;,:–—-"))
				continue
			}
			out = languageItems(out, c.s)
		}
		if n := len(out); n > 0 && out[n-1].ProficiencyLevel == "" && len(l.cells) == 1 && languageNames[strings.ToLower(text)] {
			open = n - 1
		}
	}
	return out
}

// languageItems appends the languages of one text box: items split as
// lists are ("French · Native or Bilingual"), a bracketed level closing one
// language before the next ("FRENCH (NATIVE) ENGLISH (FLUENT)"), and an
// item that is only a level rating the language just before it.
func languageItems(out []cv.Language, box string) []cv.Language {
	fresh := len(out)
	for _, it := range splitList(closingBrackets(stripBullet(box))) {
		if n := len(out); n > fresh && out[n-1].ProficiencyLevel == "" && levelOnly(it) {
			out[n-1].ProficiencyLevel = strings.TrimSpace(strings.Trim(strings.TrimSpace(it), "().;,:–—-"))
			continue
		}
		if lg, ok := language(it); ok {
			out = append(out, lg)
		}
	}
	return out
}

// closingBracketRe is a closing bracket with text after it.
var closingBracketRe = regexp.MustCompile(`\)\s+(\p{L})`)

// closingBrackets puts a list separator after a closing bracket that text
// follows, so that "French (native) English (C1)" is two items.
func closingBrackets(s string) string {
	return closingBracketRe.ReplaceAllString(s, "); $1")
}

// levelRestWords end a proficiency that wrapped onto a line of its own
// ("Native or Bilingual" "Proficiency").
var levelRestWords = wordSet("proficiency", "proficient", "speaker", "level", "user", "knowledge", "kenntnisse",
	"niveau", "nivel", "maternelle", "materna", "muttersprache")

// levelRest reports whether text, a line of its own, is the wrapped end of
// the level before it: one or two words, the last of them a levelRestWords.
func levelRest(level, text string) bool {
	f := strings.Fields(strings.ToLower(text))
	return level != "" && len(f) >= 1 && len(f) <= 2 && levelRestWords[strings.Trim(f[len(f)-1], ".,;:)")] &&
		!languageNames[f[0]]
}
