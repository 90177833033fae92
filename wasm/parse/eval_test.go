package parse

// TestEval measures the parser against the hand-written expected CVs in
// testdata/expected (written from the documents, not from parser output):
// PDFs are fed from their dumped pdf.js items, text files from ../shared.
// It runs only with -eval (make eval) and prints, per field and overall,
// true positives, false positives, false negatives, precision, recall and F1.
// It asserts nothing: the figures are for reading.
//
// Matching: every field is a multiset of items per CV; an item is a value
// with white space folded, case ignored and trailing ".,;:" trimmed; empty
// values are no items. A produced item that equals an expected item still
// unmatched is a true positive, other produced items are false positives,
// unmatched expected items false negatives. The header counts its
// " • "-separated parts; aboutMe, email, phone and linkedin are one item
// each; experience and education fields pool the values of all entries (the
// positions of a CV form one multiset, its responsibilities another); a
// language is "language|proficiency". Overall sums the counts of all fields
// (micro average).

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

var evalFlag = flag.Bool("eval", false, "print the parser's precision, recall and F1 against testdata/expected")

// evalField is one measured field and how to read its items from a CV.
type evalField struct {
	name  string
	items func(cv.FormattedCV) []string
}

// evalFields names the measured fields in print order with their items.
var evalFields = []evalField{
	{"header", func(c cv.FormattedCV) []string { return strings.Split(c.ProfessionalHeader, " • ") }},
	{"aboutMe", func(c cv.FormattedCV) []string { return []string{c.AboutMe} }},
	{"experience.position", expField(func(x cv.Experience) []string { return []string{x.Position} })},
	{"experience.company", expField(func(x cv.Experience) []string { return []string{x.Company} })},
	{"experience.duration", expField(func(x cv.Experience) []string { return []string{x.Duration} })},
	{"experience.location", expField(func(x cv.Experience) []string { return []string{x.Location} })},
	{"experience.responsibilities", expField(func(x cv.Experience) []string { return x.Responsibilities })},
	{"education.institution", eduField(func(e cv.Education) string { return e.Institution })},
	{"education.degree", eduField(func(e cv.Education) string { return e.Degree })},
	{"education.duration", eduField(func(e cv.Education) string { return e.Duration })},
	{"coreSkills", func(c cv.FormattedCV) []string { return c.CoreSkills }},
	{"toolsTechnologies", func(c cv.FormattedCV) []string { return c.ToolsTechnologies }},
	{"languages", func(c cv.FormattedCV) []string {
		var out []string
		for _, l := range c.Languages {
			out = append(out, l.Language+"|"+l.ProficiencyLevel)
		}
		return out
	}},
	{"email", func(c cv.FormattedCV) []string { return []string{c.Email} }},
	{"phone", func(c cv.FormattedCV) []string { return []string{c.Phone} }},
	{"linkedin", func(c cv.FormattedCV) []string { return []string{c.LinkedIn} }},
}

func expField(f func(cv.Experience) []string) func(cv.FormattedCV) []string {
	return func(c cv.FormattedCV) []string {
		var out []string
		for _, x := range c.ProfessionalExperience {
			out = append(out, f(x)...)
		}
		return out
	}
}

func eduField(f func(cv.Education) string) func(cv.FormattedCV) []string {
	return func(c cv.FormattedCV) []string {
		var out []string
		for _, e := range c.Education {
			out = append(out, f(e))
		}
		return out
	}
}

// counts are true positives, false positives and false negatives.
type counts struct{ tp, fp, fn int }

func (c *counts) add(o counts) { c.tp, c.fp, c.fn = c.tp+o.tp, c.fp+o.fp, c.fn+o.fn }

func (c counts) scores() (p, r, f float64) {
	if c.tp+c.fp > 0 {
		p = float64(c.tp) / float64(c.tp+c.fp)
	} else if c.fn == 0 {
		p = 1
	}
	if c.tp+c.fn > 0 {
		r = float64(c.tp) / float64(c.tp+c.fn)
	} else if c.fp == 0 {
		r = 1
	}
	if p+r > 0 {
		f = 2 * p * r / (p + r)
	}
	return p, r, f
}

// evalKey normalises an item for matching.
func evalKey(s string) string {
	return strings.TrimRight(strings.ToLower(fold(s)), ".,;: ")
}

// compare matches produced items against expected items as multisets.
func compare(got, want []string) counts {
	left := map[string]int{}
	var c counts
	for _, w := range want {
		if k := evalKey(w); k != "" {
			left[k]++
			c.fn++
		}
	}
	for _, g := range got {
		k := evalKey(g)
		if k == "" {
			continue
		}
		if left[k] > 0 {
			left[k]--
			c.tp++
			c.fn--
		} else {
			c.fp++
		}
	}
	return c
}

func TestEval(t *testing.T) {
	if !*evalFlag {
		t.Skip("run with -eval to measure the parser")
	}
	byName := map[string]fixture{}
	for _, f := range fixtures(t) {
		byName[strings.TrimSuffix(f.name, filepath.Ext(f.name))] = f
	}
	paths, err := filepath.Glob("testdata/expected/*.expected.json")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no expected files: %v", err)
	}
	fields := make([]counts, len(evalFields))
	var overall counts
	fmt.Printf("%-36s %5s %5s %5s %9s %7s %6s\n", "document", "TP", "FP", "FN", "precision", "recall", "F1")
	for _, path := range paths {
		name := strings.TrimSuffix(filepath.Base(path), ".expected.json")
		f, ok := byName[name]
		if !ok {
			t.Logf("%s: no input (is ../shared present?), skipped", name)
			continue
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var want cv.FormattedCV
		if err := json.Unmarshal(b, &want); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		_, result := f.parsed()
		got, ok := result.(cv.FormattedCV)
		if !ok {
			got = result.(PDFResult).CV
		}
		var doc counts
		for i, fl := range evalFields {
			c := compare(fl.items(got), fl.items(want))
			fields[i].add(c)
			doc.add(c)
		}
		overall.add(doc)
		printRow(name, doc)
	}
	fmt.Println()
	fmt.Printf("%-36s %5s %5s %5s %9s %7s %6s\n", "field", "TP", "FP", "FN", "precision", "recall", "F1")
	for i, fl := range evalFields {
		printRow(fl.name, fields[i])
	}
	printRow("overall", overall)
}

func printRow(name string, c counts) {
	p, r, f := c.scores()
	fmt.Printf("%-36s %5d %5d %5d %9.3f %7.3f %6.3f\n", name, c.tp, c.fp, c.fn, p, r, f)
}

// The layout corpus (make eval): web/scripts/make-layouts.mjs renders the
// sample CVs of ../shared/data/yamlresume_samples in many layout families and
// languages and writes each PDF's items beside the Formatted CV it shows;
// it also dumps the LaTeX layouts of ../shared/fixtures/layouts into
// latex-<class>/, whose expected CVs are hand-written in
// testdata/expected-layouts. The figures are printed per family, per
// language and per field, and assert nothing. "Pasted text" is the same
// CV parsed from the text the PDF put in the CV box, as a user who edits or
// pastes it gets.
var layoutsFlag = flag.String("layouts", "", "folder of the generated layout corpus (make eval writes build/layouts)")

// layoutFields are evalFields with the skills pooled (the generated truth
// does not split core skills from tools) and the address added; a LinkedIn
// is compared without its scheme and "www.".
var layoutFields = func() []evalField {
	var out []evalField
	for _, f := range evalFields {
		switch f.name {
		case "coreSkills", "toolsTechnologies":
		case "linkedin":
			out = append(out, evalField{f.name, func(c cv.FormattedCV) []string {
				return []string{strings.TrimSuffix(linkedinSchemeRe.ReplaceAllString(c.LinkedIn, ""), "/")}
			}})
		default:
			out = append(out, f)
		}
	}
	return append(out,
		evalField{"skills", func(c cv.FormattedCV) []string {
			return append(append([]string{}, c.CoreSkills...), c.ToolsTechnologies...)
		}},
		evalField{"address", func(c cv.FormattedCV) []string { return []string{c.Address} }},
	)
}()

var linkedinSchemeRe = regexp.MustCompile(`(?i)^(?:https?://)?(?:www\.)?`)

func TestEvalLayouts(t *testing.T) {
	if *layoutsFlag == "" {
		t.Skip("run with -layouts <dir> to measure the parser on the layout corpus")
	}
	dirs, err := filepath.Glob(filepath.Join(*layoutsFlag, "*"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no layout corpus in %s (make eval generates it): %v", *layoutsFlag, err)
	}
	sort.Strings(dirs)
	byFamily, byLang, byPasted, byViewer := map[string]*counts{}, map[string]*counts{}, map[string]*counts{}, map[string]*counts{}
	var families, langs, pastedOrder, viewerOrder []string
	fields, viewerFields := make([]counts, len(layoutFields)), make([]counts, len(layoutFields))
	var overall, viewerOverall counts
	var pairs []layoutPair
	add := func(m map[string]*counts, order *[]string, k string, c counts) {
		if m[k] == nil {
			m[k] = &counts{}
			*order = append(*order, k)
		}
		m[k].add(c)
	}
	for _, dir := range dirs {
		family := filepath.Base(dir)
		paths, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		for _, p := range paths {
			if strings.HasSuffix(p, ".expected.json") {
				continue
			}
			name := strings.TrimSuffix(filepath.Base(p), ".json")
			want, ok := layoutExpected(t, dir, name)
			if !ok {
				t.Logf("%s/%s: no expected CV, skipped", family, name)
				continue
			}
			r := PDF(loadPages(t, p))
			got := r.CV
			var doc, pastedDoc counts
			for i, fl := range layoutFields {
				c := compare(fl.items(got), fl.items(want))
				fields[i].add(c)
				doc.add(c)
			}
			// The same CV pasted as the text the PDF gave the CV box.
			pastedCV := Text(r.Text)
			for _, fl := range layoutFields {
				pastedDoc.add(compare(fl.items(pastedCV), fl.items(want)))
			}
			add(byPasted, &pastedOrder, family, pastedDoc)
			overall.add(doc)
			add(byFamily, &families, family, doc)
			add(byLang, &langs, layoutLang(name), doc)
			// The same CV copied out of a PDF viewer and pasted.
			if b, err := os.ReadFile(filepath.Join(dir, name+".viewer.txt")); err == nil {
				var viewerDoc counts
				viewerCV := Text(string(b))
				for i, fl := range layoutFields {
					c := compare(fl.items(viewerCV), fl.items(want))
					viewerFields[i].add(c)
					viewerDoc.add(c)
				}
				add(byViewer, &viewerOrder, family, viewerDoc)
				if !strings.HasPrefix(family, "latex-") {
					viewerOverall.add(viewerDoc)
				}
				pairs = append(pairs, layoutPair{family + "/" + name, f1(doc), f1(viewerDoc)})
			}
			if family == "latex-moderncv" {
				doc, pastedDoc := filledModerncv(t, dir, name, loadPages(t, p))
				add(byFamily, &families, family+", filled", doc)
				add(byPasted, &pastedOrder, family+", filled", pastedDoc)
			}
		}
	}
	header := func(first string) {
		fmt.Printf("\n%-36s %5s %5s %5s %9s %7s %6s\n", first, "TP", "FP", "FN", "precision", "recall", "F1")
	}
	header("layout family")
	for _, f := range families {
		printRow(f, *byFamily[f])
	}
	header("layout family, CV-box text pasted")
	for _, f := range pastedOrder {
		printRow(f, *byPasted[f])
	}
	header("layout family, pasted from a viewer")
	for _, f := range viewerOrder {
		printRow(f, *byViewer[f])
	}
	printRow("overall, viewer (generated)", viewerOverall)
	header("language")
	sort.Strings(langs)
	for _, l := range langs {
		printRow(l, *byLang[l])
	}
	header("field (layouts)")
	for i, fl := range layoutFields {
		printRow(fl.name, fields[i])
	}
	printRow("overall (layouts)", overall)
	header("field (layouts, pasted from a viewer)")
	for i, fl := range layoutFields {
		printRow(fl.name, viewerFields[i])
	}
	printPairs(pairs)
}

// layoutPair is one layout's field F1 from its PDF and from its text pasted
// out of a viewer.
type layoutPair struct {
	name        string
	pdf, viewer float64
}

func f1(c counts) float64 {
	_, _, f := c.scores()
	return f
}

// printPairs prints the pasted-versus-PDF difference of every layout in F1
// points (100 × F1): per family the largest and the number over 2, then
// every pair over 2 points, largest first.
func printPairs(pairs []layoutPair) {
	diff := func(p layoutPair) float64 { return 100 * (p.pdf - p.viewer) }
	type fam struct {
		n, over int
		worst   float64
	}
	byFam := map[string]*fam{}
	var order []string
	for _, p := range pairs {
		f, _, _ := strings.Cut(p.name, "/")
		if byFam[f] == nil {
			byFam[f] = &fam{}
			order = append(order, f)
		}
		d := diff(p)
		byFam[f].n++
		if d > 2 || d < -2 {
			byFam[f].over++
		}
		byFam[f].worst = max(byFam[f].worst, d)
	}
	fmt.Printf("\n%-36s %5s %9s %9s\n", "PDF minus viewer-pasted (F1 points)", "pairs", "over 2", "largest")
	for _, f := range order {
		fmt.Printf("%-36s %5d %9d %9.1f\n", f, byFam[f].n, byFam[f].over, byFam[f].worst)
	}
	sort.SliceStable(pairs, func(i, j int) bool { return diff(pairs[i]) > diff(pairs[j]) })
	fmt.Printf("\n%-44s %6s %6s %6s\n", "pair over 2 points", "PDF", "viewer", "diff")
	for _, p := range pairs {
		if d := diff(p); d > 2 || d < -2 {
			fmt.Printf("%-44s %6.1f %6.1f %6.1f\n", p.name, 100*p.pdf, 100*p.viewer, d)
		}
	}
}

// layoutExpected reads the truth written beside a generated layout, or the
// hand-written one of a LaTeX layout.
func layoutExpected(t *testing.T, dir, name string) (cv.FormattedCV, bool) {
	var want cv.FormattedCV
	b, ok := layoutExpectedJSON(dir, name)
	if !ok {
		return want, false
	}
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatalf("%s/%s: %v", dir, name, err)
	}
	return want, true
}

// layoutExpectedJSON is the expected CV of a layout as written. The styles
// of one LaTeX source share its expected CV (template_casual_orange →
// template) unless the style prints other text: moderncv's banking style
// writes TeX's "--" and "'" as typed ("year--year", "don't") and its
// casual style joins the address lines with " – ", so each has its own
// file, as every value must be a span of what the PDF shows.
func layoutExpectedJSON(dir, name string) ([]byte, bool) {
	paths := []string{filepath.Join(dir, name+".expected.json")}
	if strings.HasPrefix(filepath.Base(dir), "latex-") {
		source, _, _ := strings.Cut(name, "_")
		paths = []string{
			filepath.Join("testdata/expected-layouts", name+".expected.json"),
			filepath.Join("testdata/expected-layouts", source+".expected.json"),
		}
	}
	for _, p := range paths {
		if b, err := os.ReadFile(p); err == nil {
			return b, true
		}
	}
	return nil, false
}

// layoutLang is the language a layout's name ends with ("-de"), English
// when none.
func layoutLang(name string) string {
	if i := strings.LastIndexByte(name, '-'); i >= 0 {
		switch l := name[i+1:]; l {
		case "en", "de", "fr", "es":
			return l
		}
	}
	return "en"
}

// moderncvFill replaces the placeholders of moderncv's sample CVs by
// ordinary values, the same in the PDF's text and in the expected CV. With
// "year--year" in the gutter no parser can tell an entry's date from any
// other gutter label ("hobby 1"), nor "Job title" from a company or
// "Language 1" from a language, so the family as typeset measures the
// placeholders more than the layout. The filled rows measure the layout:
// its geometry and fonts are untouched, only the strings change. They are
// printed beside the family and kept out of the overall figures. The values
// were fixed before any parser change was measured against them.
var moderncvFill = strings.NewReplacer(
	"year–year", "2016–2019", "year--year", "2016--2019", "año–año", "2016–2019",
	"Job title", "Software Engineer", "título del puesto", "ingeniero de software",
	"Employer", "Acme Corp", "Empleador", "Acme Corp",
	"City", "Berlin", "Ciudad", "Madrid",
	"Degree", "MSc Computer Science", "Grado", "Máster en Informática",
	"Institution", "University of Leeds", "Institución", "Universidad de Sevilla",
	"Language 1", "English", "Language 2", "German", "Language 3", "French",
	"Idioma 1", "Inglés", "Idioma 2", "Alemán", "Idioma 3", "Francés",
	"Skill level", "Fluent", "nivel", "Avanzado",
)

// filledModerncv measures one moderncv layout with its placeholders filled,
// from the PDF and pasted.
func filledModerncv(t *testing.T, dir, name string, pages []Page) (doc, pasted counts) {
	b, _ := layoutExpectedJSON(dir, name)
	var want cv.FormattedCV
	if err := json.Unmarshal([]byte(moderncvFill.Replace(string(b))), &want); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	for i := range pages {
		for j := range pages[i].Items {
			pages[i].Items[j].Str = moderncvFill.Replace(pages[i].Items[j].Str)
		}
	}
	r := PDF(pages)
	pastedCV := Text(r.Text)
	for _, fl := range layoutFields {
		doc.add(compare(fl.items(r.CV), fl.items(want)))
		pasted.add(compare(fl.items(pastedCV), fl.items(want)))
	}
	return doc, pasted
}
