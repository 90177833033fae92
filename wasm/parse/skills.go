package parse

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/lexicon"
)

var (
	// leadInRe matches words that open a skills item without being part
	// of it ("and Excel", "Proficient in Windows").
	leadInRe = regexp.MustCompile(`(?i)^(?:and|or|&|und|oder|y|o|et|ou|(?:highly |very )?(?:proficient|experienced|skilled|expert|fluent|familiar|knowledgeable)(?: in| with)?|knowledge of|experience (?:in|with)|kenntnisse in|conocimientos de|maîtrise de|connaissance de)\s+`)
	labelRe  = regexp.MustCompile(`^([^:,;]{1,40}):\s*(.*)$`)
	// skillLevelRe is a level word that rates a skill group, not a skill.
	skillLevelRe = regexp.MustCompile(`(?i)^(?:expert|advanced|intermediate|beginner|basic|proficient|experienced|experte|fortgeschritten|grundkenntnisse|sehr gut|gut|avancé|intermédiaire|débutant|confirmé|avanzado|intermedio|básico|experto|principiante)$`)
)

// splitList splits a list at commas, semicolons, bars and bullets outside
// parentheses that close (closedOpeners).
func splitList(s string) []string {
	var out []string
	depth, start := 0, 0
	closed := closedOpeners(s)
	flush := func(end int) {
		if t := strings.TrimSpace(s[start:end]); t != "" {
			out = append(out, t)
		}
	}
	for i, r := range s {
		switch {
		case (r == '(' || r == '[') && closed[i]:
			depth++
		case (r == ')' || r == ']') && depth > 0:
			depth--
		case depth == 0 && (r == ',' || r == ';' || r == '|' || r == '•' || r == '·' || r == '\t'):
			flush(i)
			start = i + len(string(r))
		}
	}
	flush(len(s))
	return out
}

// skillItems returns the items of a skills line, dropping "Label:" prefixes
// and lead-in words. A "Languages: …" sub-list goes to langs instead.
func skillItems(l line, langs *[]cv.Language) []string {
	var out []string
	for i, c := range l.cells {
		s := strings.TrimSpace(stripBullet(c.s))
		if i == 0 && groupLabel(l.cells) {
			continue
		}
		if strings.HasSuffix(s, ":") {
			continue
		}
		if rest, ok := ratedGroupItems(s); ok {
			s = rest
		} else if m := labelRe.FindStringSubmatch(s); m != nil && len(strings.Fields(m[1])) <= 4 {
			if k, ok := lookupHeading(m[1]); ok && k == kindLanguages && headingKey(m[1]) != "programming languages" {
				// "Languages: German, English" are spoken; "Languages:
				// Python, Go" are skills.
				for _, it := range splitList(m[2]) {
					if lg, ok := language(it); ok && languageNames[strings.ToLower(lg.Language)] {
						*langs = append(*langs, lg)
					} else {
						out = append(out, cleanSkill(it)...)
					}
				}
				continue
			}
			s = m[2]
		}
		for _, it := range splitList(s) {
			for _, c := range cleanSkill(it) {
				out = append(out, termRun(c)...)
			}
		}
	}
	return out
}

// ratedGroupRe is a skill group named with its level in parentheses
// before its list ("Data Engineering & Tools (Intermediate): dbt, …").
var ratedGroupRe = regexp.MustCompile(`^([^:,;()]{1,60})\(([^()]{1,20})\)\s*:\s*(.*)$`)

// ratedGroupItems returns the list of a skill group rated in parentheses
// before a colon: the level names the group, so its name may be longer
// than a plain label's four words ("Datenbanken und Data Engineering
// (Fortgeschritten): PostgreSQL, dbt").
func ratedGroupItems(s string) (string, bool) {
	m := ratedGroupRe.FindStringSubmatch(s)
	if m == nil || !itemLevel(strings.TrimSpace(m[2])) || len(strings.Fields(m[1])) > 8 {
		return "", false
	}
	return m[3], true
}

// itemLevel reports whether a skill group's item or parenthesis is its
// level: a level word, or "Master" where it stands beside the group (alone
// on a line it may be a degree: "Prix du meilleur mémoire de / Master").
func itemLevel(s string) bool {
	return skillLevelRe.MatchString(s) || strings.EqualFold(s, "master")
}

// groupLabel reports whether a line's first box names the group of the list
// beside it, as a label in a gutter does without a colon ("Frontend ⇥ React,
// Vue"): a short name with no list of its own before boxes that are lists.
func groupLabel(cells []cell) bool {
	if len(cells) < 2 {
		return false
	}
	first := strings.TrimSpace(stripBullet(cells[0].s))
	if n := len(strings.Fields(first)); n == 0 || n > 3 || strings.ContainsAny(first, ",;:|•") {
		return false
	}
	for _, c := range cells[1:] {
		if !strings.ContainsAny(c.s, ",;") {
			return false
		}
	}
	return true
}

// cleanSkill trims an item and splits "Windows and Mac OS" in two when both
// sides are short names.
func cleanSkill(it string) []string {
	for {
		t := leadInRe.ReplaceAllString(it, "")
		if t == it {
			break
		}
		it = t
	}
	it = strings.TrimSpace(strings.TrimRight(it, ".:"))
	if it == "" || len(strings.Fields(it)) > 6 || itemLevel(it) || dateOrAddress(it) {
		return nil
	}
	if a, b, ok := strings.Cut(it, " and "); ok && shortName(a) && shortName(b) {
		return []string{a, b}
	}
	return []string{it}
}

func shortName(s string) bool {
	ws := strings.Fields(s)
	if len(ws) == 0 || len(ws) > 3 {
		return false
	}
	_, known := lexicon.Lookup(s)
	return known || unicode.IsUpper([]rune(ws[0])[0])
}

// isTool reports whether a skills item names a technology (a language,
// framework, platform or piece of software) rather than an ability: the
// lexicon decides, by the item itself or by a tool named inside it.
func isTool(item string) bool {
	if t, ok := lexicon.Lookup(item); ok {
		return t.Kind == lexicon.Tool
	}
	for _, m := range lexicon.Find(item) {
		if m.Term.Kind == lexicon.Tool {
			return true
		}
	}
	return false
}

// skills fills coreSkills, toolsTechnologies and languages from a skills
// section, keeping the CV's wording and the first of duplicates.
func skills(lines []line, f *cv.FormattedCV) {
	seen := map[string]bool{}
	label := groupLabels(lines)
	items, size := itemsBox(lines)
	for i, l := range lines {
		if l = withoutGroupTitles(lines, i, items, size); label[i] || len(l.cells) == 0 {
			continue
		}
		for _, it := range skillItems(l, &f.Languages) {
			k := strings.ToLower(it)
			if seen[k] {
				continue
			}
			seen[k] = true
			if isTool(it) {
				f.ToolsTechnologies = append(f.ToolsTechnologies, it)
			} else {
				f.CoreSkills = append(f.CoreSkills, it)
			}
		}
	}
}

// endsWithLevel reports whether a line's last word is a level word.
func endsWithLevel(s string) bool {
	f := strings.Fields(s)
	return len(f) > 0 && skillLevelRe.MatchString(f[len(f)-1])
}

// groupLabels marks the group names of a skills list set one item a line:
// a line with a level word on the line below it, and in a PDF a line in a
// font other than the items' ("Data Visualisation" in bold above
// "Tableau", "Power BI"), without a list of its own, followed by a line in
// the items' font. Each case is one of labelRules.
func groupLabels(lines []line) map[int]bool {
	items, fonts := itemsFont(lines)
	out := map[int]bool{}
	for i := 0; i+1 < len(lines); i++ {
		for _, r := range labelRules {
			if r.is(lines, i) {
				out[i] = true
			}
		}
		if fonts >= 2 && inOtherFontAbove(lines, i, items) {
			out[i] = true
		}
	}
	return out
}

// itemsFont returns the font that sets most of the text (the items') and
// how many fonts there are; pasted text has none.
func itemsFont(lines []line) (string, int) {
	weight := map[string]int{}
	for _, l := range lines {
		if l.style != "" {
			weight[l.style] += len(l.flat())
		}
	}
	items := ""
	for st, w := range weight {
		if w > weight[items] || w == weight[items] && st < items {
			items = st
		}
	}
	return items, len(weight)
}

// labelRules each report whether line i (not the last) is a group's name.
var labelRules = []struct {
	name string
	is   func(lines []line, i int) bool
}{
	{"rated below", ratedBelow},
	{"rated below side by side", ratedBelowSideBySide},
	{"level joined", levelJoined},
	{"level beside", levelBeside},
	{"name above its list", nameAboveList},
	{"caps name over its list", capsNameOverList},
	{"name over its tags", nameOverTags},
	{"names before lists", namesBeforeLists},
	{"paired name", pairedName},
}

// ratedBelow: a group rated by a level on the line below ("Data
// Visualisation", "Advanced"): pasted, the font that marks it is gone.
func ratedBelow(lines []line, i int) bool {
	return len(lines[i].cells) == 1 && skillLevelRe.MatchString(strings.TrimSpace(lines[i+1].flat())) &&
		!strings.ContainsAny(lines[i].flat(), ",;|•")
}

// ratedBelowSideBySide: groups set side by side, their names on one line
// and their levels on the next, box under box ("Enterprise Sales ⇥ Sales
// Tools & CRM" over "Expert ⇥ Advanced"; stackoverflow).
func ratedBelowSideBySide(lines []line, i int) bool {
	cs, next := lines[i].cells, lines[i+1].cells
	if len(cs) < 2 || len(next) != len(cs) {
		return false
	}
	for k := range cs {
		if !isSkillLevel(next[k].s) || isSkillLevel(cs[k].s) || strings.ContainsAny(cs[k].s, ",;|•·") {
			return false
		}
	}
	return true
}

// levelJoined: the level joined to its group's line when the text was laid
// out ("Communication & Leadership Expert"), above unrated items; a list of
// rated items ("Python Advanced", "SQL Expert") goes on with levels.
func levelJoined(lines []line, i int) bool {
	t := lines[i].flat()
	return len(lines[i].cells) == 1 && endsWithLevel(t) && !endsWithLevel(lines[i+1].flat()) &&
		len(strings.Fields(t)) >= 2 && !strings.ContainsAny(t, ",;:|•")
}

// levelBeside: a group's name with its level in a box beside it
// ("Enterprise Sales ⇥ Expert"; kendall), above items whose last box is
// no level; rated items ("Python ⇥ Advanced", "SQL ⇥ Expert") go on with
// levels.
func levelBeside(lines []line, i int) bool {
	cs, next := lines[i].cells, lines[i+1].cells
	return len(cs) == 2 && isSkillLevel(cs[1].s) && !isSkillLevel(cs[0].s) && !isSkillLevel(next[len(next)-1].s) &&
		!strings.ContainsAny(cs[0].s, ",;:|•")
}

// nameAboveList: a group's name alone on its line above its comma list
// ("Data Engineering & Tools", then "dbt, Airflow, Git"), as a PDF viewer
// pastes it with the bold gone (class 5 of issue 27). An item cut from the
// list above ends that list's line with a comma.
func nameAboveList(lines []line, i int) bool {
	t := lines[i].flat()
	if len(lines[i].cells) != 1 || len(strings.Fields(t)) > 5 || strings.ContainsAny(t, ",;:|•") {
		return false
	}
	return strings.Count(lines[i+1].flat(), ",") >= 2 && !lines[i+1].gap &&
		(i == 0 || !strings.HasSuffix(strings.TrimSpace(lines[i-1].flat()), ","))
}

// inOtherFontAbove: in a PDF, a line of one box without a list of its own,
// in a font other than the items', above a line in the items' font.
func inOtherFontAbove(lines []line, i int, items string) bool {
	l := lines[i]
	return l.style != items && lines[i+1].style == items && len(l.cells) == 1 && !strings.ContainsAny(l.flat(), ",;:|•")
}
