package parse

// The theme corpus (make eval): web/scripts/make-themes.mjs renders the
// official JSON Resume sample and the yamlresume samples (converted to JSON
// Resume) through community JSON Resume themes nobody here designed, prints
// them with Chromium and writes per theme <cv>.json (pdf.js items),
// <cv>.viewer.txt (pasted out of a PDF viewer) and <cv>.docx (the Word file
// LibreOffice makes of the HTML, read here as the core's parseDocx reads it:
// docx.Read, then Word), and the truth once as
// truth/<cv>.resume.json. TestEvalThemes prints field F1 per theme, per
// field and per language from each of the three renditions, and the
// PDF-minus-pasted difference per theme. It asserts nothing.
//
// The truth is the JSON Resume, read the way a theme shows it: the header is
// name and label; aboutMe the summary; a position, company, institution,
// responsibility (work summary and highlights), skill (the keywords) and
// language ("language|fluency") are the values as written. Themes print
// dates and degrees each their own way, so those two are compared by
// meaning: a duration by its start and end months ("present" when no end),
// at the precision the theme printed (a theme printing years only is
// compared by years); a degree matches when it holds the study type and the
// area. The LinkedIn is the profile's address without scheme and "www.".
// Items the theme does not print are left out of its truth (shown).

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/docx"
)

var themesFlag = flag.String("themes", "", "folder of the theme corpus (make eval writes build/theme-corpus)")

// jsonResume is the part of a JSON Resume the eval reads.
type jsonResume struct {
	Basics struct {
		Name, Label, Email, Phone, Summary string
		Profiles                           []struct{ Network, Username, URL string }
	}
	Work []struct {
		Name, Position, StartDate, EndDate, Summary string
		Highlights                                  []string
	}
	Education []struct {
		Institution, Area, StudyType, StartDate, EndDate string
	}
	Skills    []struct{ Keywords []string }
	Languages []struct{ Language, Fluency string }
}

// themeField is one measured field: its items in the parse and the truth,
// and how an item of each is compared (nil: evalKey equality).
type themeField struct {
	name  string
	got   func(cv.FormattedCV) []string
	want  func(jsonResume) []string
	match func(got, want string) bool
}

var themeFields = []themeField{
	{"header", func(c cv.FormattedCV) []string { return strings.Split(c.ProfessionalHeader, " • ") },
		func(r jsonResume) []string { return []string{r.Basics.Name, r.Basics.Label} }, nil},
	{"aboutMe", func(c cv.FormattedCV) []string { return []string{c.AboutMe} },
		func(r jsonResume) []string { return []string{r.Basics.Summary} }, nil},
	{"experience.position", expField(func(x cv.Experience) []string { return []string{x.Position} }),
		func(r jsonResume) []string {
			return workField(r, func(i int) []string { return []string{r.Work[i].Position} })
		}, nil},
	{"experience.company", expField(func(x cv.Experience) []string { return []string{x.Company} }),
		func(r jsonResume) []string {
			return workField(r, func(i int) []string { return []string{r.Work[i].Name} })
		}, nil},
	{"experience.duration", expField(func(x cv.Experience) []string { return []string{x.Duration} }),
		func(r jsonResume) []string {
			return workField(r, func(i int) []string { return []string{isoSpan(r.Work[i].StartDate, r.Work[i].EndDate)} })
		}, spanMatch},
	{"experience.responsibilities", expField(func(x cv.Experience) []string { return x.Responsibilities }),
		func(r jsonResume) []string {
			return workField(r, func(i int) []string { return append([]string{r.Work[i].Summary}, r.Work[i].Highlights...) })
		}, nil},
	{"education.institution", eduField(func(e cv.Education) string { return e.Institution }),
		func(r jsonResume) []string {
			return eduTruth(r, func(i int) string { return r.Education[i].Institution })
		}, nil},
	{"education.degree", eduField(func(e cv.Education) string { return e.Degree }),
		func(r jsonResume) []string {
			return eduTruth(r, func(i int) string { return r.Education[i].StudyType + "|" + r.Education[i].Area })
		}, degreeMatch},
	{"education.duration", eduField(func(e cv.Education) string { return e.Duration }),
		func(r jsonResume) []string {
			return eduTruth(r, func(i int) string { return isoSpan(r.Education[i].StartDate, r.Education[i].EndDate) })
		}, spanMatch},
	{"skills", func(c cv.FormattedCV) []string {
		return append(append([]string{}, c.CoreSkills...), c.ToolsTechnologies...)
	},
		func(r jsonResume) []string {
			var out []string
			for _, s := range r.Skills {
				out = append(out, s.Keywords...)
			}
			return out
		}, nil},
	{"languages", func(c cv.FormattedCV) []string {
		var out []string
		for _, l := range c.Languages {
			out = append(out, l.Language+"|"+l.ProficiencyLevel)
		}
		return out
	}, func(r jsonResume) []string {
		var out []string
		for _, l := range r.Languages {
			out = append(out, l.Language+"|"+l.Fluency)
		}
		return out
	}, nil},
	{"email", func(c cv.FormattedCV) []string { return []string{c.Email} },
		func(r jsonResume) []string { return []string{r.Basics.Email} }, nil},
	{"phone", func(c cv.FormattedCV) []string { return []string{c.Phone} },
		func(r jsonResume) []string { return []string{r.Basics.Phone} }, nil},
	{"linkedin", func(c cv.FormattedCV) []string { return []string{bareURL(c.LinkedIn)} },
		func(r jsonResume) []string {
			for _, p := range r.Basics.Profiles {
				if strings.EqualFold(p.Network, "linkedin") {
					return []string{bareURL(p.URL)}
				}
			}
			return nil
		}, nil},
}

func workField(r jsonResume, f func(int) []string) []string {
	var out []string
	for i := range r.Work {
		out = append(out, f(i)...)
	}
	return out
}

func eduTruth(r jsonResume, f func(int) string) []string {
	var out []string
	for i := range r.Education {
		out = append(out, f(i))
	}
	return out
}

func bareURL(s string) string {
	return strings.TrimSuffix(linkedinSchemeRe.ReplaceAllString(s, ""), "/")
}

// isoSpan is the truth's duration as "YYYY-MM..YYYY-MM" ("present" when no
// end), months left empty when the date has none.
func isoSpan(start, end string) string {
	month := func(d string) string {
		if len(d) >= 7 {
			return d[:7]
		}
		return d
	}
	if start == "" {
		return ""
	}
	if end == "" {
		return month(start) + "..present"
	}
	return month(start) + ".." + month(end)
}

var (
	spanDateRe  = regexp.MustCompile(`(?i)(\p{L}+\.?\s*(?:\d{1,2},?\s+)?)?((?:\d{1,2}[./-])?(?:19|20)\d\d(?:[./-]\d{1,2}(?:[./-]\d{1,2})?)?)|(?i)(present|current|now|today|ongoing|heute|aktuell|actualidad|presente|actual|aujourd'hui|aujourd’hui|présent|en cours|pres\.)`)
	spanMonthRe = regexp.MustCompile(`-\d\d`)
	// openDashEndRe is a printed duration that ends with its dash.
	openDashEndRe = regexp.MustCompile(`\d\s*[-‐‑‒–—−]\s*$`)
	numDateRe     = regexp.MustCompile(`^(?:(\d{1,2})[./-])?((?:19|20)\d\d)(?:[./-](\d{1,2}))?`)
)

// monthOf reads a month name in en/de/fr/es by its first letters, 0 when
// the word is no month.
func monthOf(word string) int {
	w := strings.ToLower(strings.Trim(word, ". ,"))
	for _, m := range []struct {
		prefix string
		n      int
	}{{"janv", 1}, {"jan", 1}, {"ene", 1}, {"feb", 2}, {"fév", 2}, {"fev", 2}, {"mär", 3}, {"mar", 3},
		{"apr", 4}, {"avr", 4}, {"abr", 4}, {"may", 5}, {"mai", 5}, {"juil", 7}, {"jun", 6}, {"juin", 6},
		{"jul", 7}, {"aug", 8}, {"aoû", 8}, {"ago", 8}, {"sep", 9}, {"oct", 10}, {"okt", 10}, {"nov", 11},
		{"dec", 12}, {"déc", 12}, {"dez", 12}, {"dic", 12}} {
		if strings.HasPrefix(w, m.prefix) && len(w) >= 3 && len(w) <= 10 {
			return m.n
		}
	}
	return 0
}

// printedSpan reads a printed duration into the isoSpan form, and whether
// the printed dates carried months.
func printedSpan(s string) (string, bool) {
	var parts []string
	withMonths := true
	for _, m := range spanDateRe.FindAllStringSubmatch(s, 3) {
		if m[3] != "" {
			parts = append(parts, "present")
			continue
		}
		n := numDateRe.FindStringSubmatch(m[2])
		mon := 0
		switch {
		case n[3] != "":
			mon, _ = strconv.Atoi(n[3])
		case n[1] != "":
			mon, _ = strconv.Atoi(n[1])
		case m[1] != "":
			mon = monthOf(strings.Fields(m[1])[0])
		}
		if mon < 1 || mon > 12 {
			withMonths = false
			parts = append(parts, n[2])
			continue
		}
		parts = append(parts, fmt.Sprintf("%s-%02d", n[2], mon))
	}
	if len(parts) == 0 {
		return "", false
	}
	if len(parts) == 1 && openDashEndRe.MatchString(s) {
		// "2021-08-01 —": a role printed without its end goes on, as
		// the matcher reads it (match.endsOpen).
		parts = append(parts, "present")
	}
	if len(parts) == 1 {
		return parts[0], withMonths
	}
	return parts[0] + ".." + parts[1], withMonths
}

// spanMatch compares a printed duration with the truth's at the precision
// printed; a theme that prints one date (crisp: the end year) is compared
// with that end.
func spanMatch(got, want string) bool {
	g, months := printedSpan(got)
	if g == "" {
		return false
	}
	if !strings.Contains(g, "..") {
		_, end, _ := strings.Cut(want, "..")
		want = end
	}
	if months {
		return g == want
	}
	return g == spanMonthRe.ReplaceAllString(want, "")
}

// degreeMatch holds when the printed degree contains the study type and the
// area of the truth's "studyType|area".
func degreeMatch(got, want string) bool {
	typ, area, _ := strings.Cut(want, "|")
	g := evalKey(got)
	return strings.Contains(g, evalKey(area)) && strings.Contains(g, evalKey(typ))
}

// compareBy matches produced items against expected ones as multisets with
// a field's own comparison.
func compareBy(got, want []string, match func(g, w string) bool) counts {
	if match == nil {
		return compare(got, want)
	}
	var c counts
	used := make([]bool, len(want))
	for i, w := range want {
		if evalKey(w) == "" || evalKey(w) == "|" {
			used[i] = true
			continue
		}
		c.fn++
	}
	for _, g := range got {
		if evalKey(g) == "" {
			continue
		}
		hit := false
		for i, w := range want {
			if !used[i] && match(g, w) {
				used[i], hit = true, true
				break
			}
		}
		if hit {
			c.tp++
			c.fn--
		} else {
			c.fp++
		}
	}
	return c
}

// printedText is what a rendering shows, folded for shown: its
// viewer-pasted text and the PDF's text items in the order drawn, each in
// lower case without spaces and hyphens ("" when there is neither). The
// pasted text alone interleaves the lines of a theme's columns (flat's
// positions beside the employer's website, stackoverflow's schools beside
// the contact lines), so an item printed whole in the PDF was no run of it
// and was left out of the truth; the items keep each column's runs whole.
func printedText(dir, name string) string {
	var parts []string
	if b, err := os.ReadFile(filepath.Join(dir, name+".viewer.txt")); err == nil {
		parts = append(parts, foldShown(string(b)))
	}
	if p := filepath.Join(dir, name+".json"); fileExists(p) {
		var sb strings.Builder
		for _, pg := range loadPagesFile(p) {
			for _, it := range pg.Items {
				sb.WriteString(it.Str)
			}
		}
		parts = append(parts, foldShown(sb.String()))
	}
	// A NUL between the two keeps a run from reaching across them.
	return strings.Join(parts, "\x00")
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

func foldShown(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '-' || r == '\u00ad' || unicode.IsSpace(r) {
			return -1
		}
		return unicode.ToLower(r)
	}, s)
}

// shown keeps the truth's items that the theme prints: themes leave out
// parts of a JSON Resume (crisp prints no languages, some no summary), and
// no parser can read what is not there. A language is looked for by its
// name, a degree by its area, a duration by the year of its start or end
// (themes print dates each their own way; actual prints no school's
// dates); the LinkedIn (often a link only) is kept as it is.
func shown(field string, want []string, printed string) []string {
	if printed == "" || field == "linkedin" {
		return want
	}
	var out []string
	for _, w := range want {
		if field == "experience.duration" || field == "education.duration" {
			if spanYearPrinted(w, printed) {
				out = append(out, w)
			}
			continue
		}
		needle := w
		switch field {
		case "languages":
			needle, _, _ = strings.Cut(w, "|")
		case "education.degree":
			_, needle, _ = strings.Cut(w, "|")
		}
		if strings.Contains(printed, foldShown(needle)) || longAndAllWordsIn(needle, printed) {
			out = append(out, w)
		}
	}
	return out
}

// spanYearPrinted reports whether the year of a truth duration's start or
// end ("2014-09..2018-06") stands in the printed text; an empty one is
// kept (compareBy skips it).
func spanYearPrinted(span, printed string) bool {
	start, end, _ := strings.Cut(span, "..")
	if start == "" {
		return true
	}
	for _, d := range []string{start, end} {
		if len(d) >= 4 && strings.Contains(printed, d[:4]) {
			return true
		}
	}
	return false
}

// longAndAllWordsIn reports whether an item of eight words or more has
// each of its words in the printed text: a theme in two columns (kendall)
// prints a long item whole, but its text pasted interleaves the columns'
// lines, so the item is no run of the pasted text.
func longAndAllWordsIn(item, printed string) bool {
	words := strings.Fields(item)
	if len(words) < 8 {
		return false
	}
	for _, w := range words {
		if !strings.Contains(printed, foldShown(strings.Trim(w, ".,;:()"))) {
			return false
		}
	}
	return true
}

// themeRendition is one way the corpus reads a rendered CV.
type themeRendition struct {
	name  string
	parse func(dir, cvName string) (cv.FormattedCV, bool)
}

var themeRenditions = []themeRendition{
	{"PDF", func(dir, name string) (cv.FormattedCV, bool) {
		p := filepath.Join(dir, name+".json")
		if _, err := os.Stat(p); err != nil {
			return cv.FormattedCV{}, false
		}
		return PDF(loadPagesFile(p)).CV, true
	}},
	{"pasted", textRendition(".viewer.txt")},
	{"Word", func(dir, name string) (cv.FormattedCV, bool) {
		b, err := os.ReadFile(filepath.Join(dir, name+".docx"))
		if err != nil {
			return cv.FormattedCV{}, false
		}
		doc, err := docx.Read(b)
		if err != nil {
			fmt.Printf("%s/%s.docx: %v\n", filepath.Base(dir), name, err)
			return cv.FormattedCV{}, false
		}
		return Word(doc).CV, true
	}},
}

func textRendition(ext string) func(dir, name string) (cv.FormattedCV, bool) {
	return func(dir, name string) (cv.FormattedCV, bool) {
		b, err := os.ReadFile(filepath.Join(dir, name+ext))
		if err != nil {
			return cv.FormattedCV{}, false
		}
		return Text(string(b)), true
	}
}

// loadPagesFile reads a dumped pdf.js items file.
func loadPagesFile(path string) []Page {
	b, err := os.ReadFile(path)
	if err != nil {
		panic(err)
	}
	var doc struct{ Pages []Page }
	if err := json.Unmarshal(b, &doc); err != nil {
		panic(err)
	}
	return doc.Pages
}

// tally keeps counts under keys in first-seen order.
type tally struct {
	order []string
	m     map[string]*counts
}

func (t *tally) add(k string, c counts) {
	if t.m == nil {
		t.m = map[string]*counts{}
	}
	if t.m[k] == nil {
		t.m[k] = &counts{}
		t.order = append(t.order, k)
	}
	t.m[k].add(c)
}

func (t *tally) get(k string) counts {
	if c := t.m[k]; c != nil {
		return *c
	}
	return counts{}
}

func TestEvalThemes(t *testing.T) {
	if *themesFlag == "" {
		t.Skip("run with -themes <dir> to measure the parser on the theme corpus")
	}
	truths, _ := filepath.Glob(filepath.Join(*themesFlag, "truth", "*.resume.json"))
	dirs, _ := filepath.Glob(filepath.Join(*themesFlag, "*"))
	if len(truths) == 0 {
		t.Fatalf("no theme corpus in %s (make eval generates it)", *themesFlag)
	}
	sort.Strings(dirs)
	// by[rendition] tallies per theme, per language, per field and
	// theme×language (overall and responsibilities).
	type tallies struct{ theme, lang, field, themeLang, themeLangResp tally }
	by := make([]tallies, len(themeRenditions))
	var pairs []layoutPair
	for _, dir := range dirs {
		theme := filepath.Base(dir)
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() || theme == "truth" || strings.HasPrefix(theme, ".") {
			continue
		}
		for _, tp := range truths {
			name := strings.TrimSuffix(filepath.Base(tp), ".resume.json")
			var want jsonResume
			b, err := os.ReadFile(tp)
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(b, &want); err != nil {
				t.Fatalf("%s: %v", tp, err)
			}
			lang := layoutLang(name)
			printed := printedText(dir, name)
			docF1 := make([]float64, len(themeRenditions))
			seen := make([]bool, len(themeRenditions))
			for ri, r := range themeRenditions {
				got, ok := r.parse(dir, name)
				if !ok {
					continue
				}
				seen[ri] = true
				var doc counts
				for _, fl := range themeFields {
					c := compareBy(fl.got(got), shown(fl.name, fl.want(want), printed), fl.match)
					doc.add(c)
					by[ri].field.add(fl.name, c)
					if fl.name == "experience.responsibilities" {
						by[ri].themeLangResp.add(theme+" "+lang, c)
					}
				}
				by[ri].theme.add(theme, doc)
				by[ri].lang.add(lang, doc)
				by[ri].themeLang.add(theme+" "+lang, doc)
				by[ri].field.add("overall", doc)
				docF1[ri] = f1(doc)
			}
			if seen[0] && seen[1] {
				pairs = append(pairs, layoutPair{theme + "/" + name, docF1[0], docF1[1]})
			}
		}
	}
	header := func(first string, cols ...string) {
		fmt.Printf("\n%-36s", first)
		for _, c := range cols {
			fmt.Printf(" %8s", c)
		}
		fmt.Println()
	}
	names := []string{}
	for _, r := range themeRenditions {
		names = append(names, r.name)
	}
	row := func(k string, get func(ri int) counts) {
		fmt.Printf("%-36s", k)
		for ri := range themeRenditions {
			if c := get(ri); c.tp+c.fp+c.fn > 0 {
				fmt.Printf(" %8.3f", f1(c))
			} else {
				fmt.Printf(" %8s", "-")
			}
		}
		fmt.Println()
	}
	header("theme (field F1)", names...)
	for _, k := range by[0].theme.order {
		row(k, func(ri int) counts { return by[ri].theme.get(k) })
	}
	row("overall", func(ri int) counts { return by[ri].field.get("overall") })
	header("language", names...)
	langs := append([]string{}, by[0].lang.order...)
	sort.Strings(langs)
	for _, k := range langs {
		row(k, func(ri int) counts { return by[ri].lang.get(k) })
	}
	header("field", names...)
	for _, k := range by[0].field.order {
		row(k, func(ri int) counts { return by[ri].field.get(k) })
	}
	header("theme × language, from the PDF", "F1", "resp.")
	for _, k := range by[0].themeLang.order {
		fmt.Printf("%-36s %8.3f %8.3f\n", k, f1(by[0].themeLang.get(k)), f1(by[0].themeLangResp.get(k)))
	}
	printPairs(pairs)
	printWordGap(by[0].theme, by[2].theme)
}

// printWordGap prints Word minus PDF field F1 per theme, marking a theme
// below issue 34's target (Word ≥ the PDF − 0.02).
func printWordGap(pdf, word tally) {
	fmt.Printf("\n%-36s %8s %8s %8s\n", "Word − PDF per theme", "PDF", "Word", "Word−PDF")
	for _, k := range pdf.order {
		w := word.get(k)
		if w.tp+w.fp+w.fn == 0 {
			fmt.Printf("%-36s %8.3f %8s\n", k, f1(pdf.get(k)), "-")
			continue
		}
		d := f1(w) - f1(pdf.get(k))
		mark := ""
		if d < -0.02 {
			mark = "  below the target"
		}
		fmt.Printf("%-36s %8.3f %8.3f %+8.3f%s\n", k, f1(pdf.get(k)), f1(w), d, mark)
	}
}
