package cv_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/parse"
)

// documents are the hand-written CVs of real CVs and the package's sample
// with every section, as editable documents.
func documents(t testing.TB) map[string]*cv.StructuredCV {
	t.Helper()
	files, _ := filepath.Glob("../parse/testdata/expected/*.expected.json")
	files = append(files, "testdata/sample.json")
	out := map[string]*cv.StructuredCV{}
	for _, file := range files {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var f cv.FormattedCV
		if err := json.Unmarshal(b, &f); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		out[strings.TrimSuffix(strings.TrimSuffix(filepath.Base(file), ".json"), ".expected")] = cv.ToStructured(&f)
	}
	return out
}

// TestReadBackTextExport saves every fixture as formatted_cv.txt, reads the
// file back with the parser and compares: everything comes back.
func TestReadBackTextExport(t *testing.T) {
	for name, doc := range documents(t) {
		t.Run(name, func(t *testing.T) {
			text, err := cv.ExportText(doc)
			if err != nil {
				t.Fatal(err)
			}
			r := cv.ReadBack(doc, parse.Text(text))
			if !r.Complete || len(r.Missing) > 0 {
				t.Errorf("%s\nmissing: %q\nfile:\n%s", r.Summary, r.Missing, text)
			}
		})
	}
}

func TestReadBackReport(t *testing.T) {
	doc := documents(t)["sample"]
	text, err := cv.ExportText(doc)
	if err != nil {
		t.Fatal(err)
	}
	back := parse.Text(text)
	full := cv.ReadBack(doc, back)
	want := "Read back: name, email, phone, LinkedIn, website, location, 2 jobs with dates, 1 degree, 5 skills, 2 languages, 1 project, " +
		"1 certification, 1 award, 1 publication, 1 volunteering role, 2 interests, 1 reference, 1 other section"
	if full.Summary != want || !full.Complete {
		t.Errorf("summary %q\nwant    %q", full.Summary, want)
	}

	lost := back
	lost.Phone = ""
	lost.ProfessionalExperience = lost.ProfessionalExperience[1:]
	lost.ToolsTechnologies = lost.ToolsTechnologies[:2]
	lost.Projects = nil
	r := cv.ReadBack(doc, lost)
	wantMissing := []string{"phone", "job: Senior Backend Engineer — Acme Payments GmbH (03/2021 – Present)", "skill: Kubernetes",
		"project: Ledger replay tool — Open source (2022)"}
	if r.Complete || strings.Join(r.Missing, "|") != strings.Join(wantMissing, "|") {
		t.Errorf("missing %q\nwant    %q", r.Missing, wantMissing)
	}
	if !strings.Contains(r.Summary, "1 of 2 jobs with dates") || !strings.Contains(r.Summary, "4 of 5 skills") || strings.Contains(r.Summary, "phone") || strings.Contains(r.Summary, "project") {
		t.Errorf("summary %q", r.Summary)
	}

	moved := back
	moved.ProfessionalExperience = append([]cv.Experience{}, back.ProfessionalExperience...)
	moved.ProfessionalExperience[0].Duration = "2021 – Present"
	if r := cv.ReadBack(doc, moved); r.Complete || len(r.Missing) != 1 || !strings.HasPrefix(r.Missing[0], "job: Senior Backend Engineer") {
		t.Errorf("a job read back with other dates: missing %q", r.Missing)
	}
}

// TestReadBackReadings: what a reader may do to Shortlist's own layout
// without losing a value counts as read back (a job's title and company
// the other way round, an entry's title as its subtitle, a year read out
// of an undated title, a skill the file writes twice read once), and a
// value that is gone is still named.
// TestReadBackNamesKind: an item with ": " in it (a skill "Cloud: AWS", an
// other section "Area: Finance") is named with its kind, as every other.
func TestReadBackNamesKind(t *testing.T) {
	doc := documents(t)["sample"]
	text, err := cv.ExportText(doc)
	if err != nil {
		t.Fatal(err)
	}
	back := parse.Text(text)
	doc.CoreSkills = append(doc.CoreSkills, cv.NamedItem{ID: "skill_99", Name: "Cloud: AWS"})
	if r := cv.ReadBack(doc, back); strings.Join(r.Missing, "|") != "skill: Cloud: AWS" {
		t.Errorf("missing %q, want [skill: Cloud: AWS]", r.Missing)
	}
}

func TestReadBackReadings(t *testing.T) {
	f := cv.FormattedCV{
		ProfessionalExperience: []cv.Experience{{Position: "Representante de Ventas", Company: "Grupo Comercial", Duration: "2016 – 2018"}},
		CoreSkills:             []string{"Negotiation", "SQL"},
		ToolsTechnologies:      []string{"SQL"},
		Volunteering:           []cv.Entry{{Title: "Workshop Organizer", Subtitle: "DevOps Community", Duration: "2020 – Present"}},
		Awards:                 []cv.Entry{{Title: "Employee of the Year 2022"}},
	}
	doc := cv.ToStructured(&f)
	back := cv.FormattedCV{
		ProfessionalExperience: []cv.Experience{{Position: "Grupo Comercial", Company: "Representante de Ventas", Duration: "2016 – 2018"}},
		CoreSkills:             []string{"Negotiation", "SQL"},
		Volunteering:           []cv.Entry{{Title: "DevOps Community", Subtitle: "Workshop Organizer", Duration: "2020 – Present"}},
		Awards:                 []cv.Entry{{Title: "Employee of the Year", Duration: "2022"}},
	}
	if r := cv.ReadBack(doc, back); !r.Complete {
		t.Errorf("the values came back: missing %q", r.Missing)
	}
	gone := back
	gone.ProfessionalExperience = []cv.Experience{{Position: "Grupo Comercial", Duration: "2016 – 2018"}}
	gone.CoreSkills = []string{"Negotiation"}
	gone.Volunteering = []cv.Entry{{Subtitle: "Workshop Organizer"}}
	gone.Awards = []cv.Entry{{Title: "Employee of the Year"}}
	want := []string{"job: Representante de Ventas — Grupo Comercial (2016 – 2018)", "skill: SQL",
		"award: Employee of the Year 2022", "volunteering role: Workshop Organizer — DevOps Community (2020 – Present)"}
	if r := cv.ReadBack(doc, gone); strings.Join(r.Missing, "|") != strings.Join(want, "|") {
		t.Errorf("missing %q\nwant    %q", r.Missing, want)
	}
}

// wordText is the Word model as the page's docxText reads the file: one
// paragraph a line, the contact parts joined as the page joins them,
// bullets as "• ", and a blank line where docx.ts sets space before or
// after a paragraph (headings, an entry's first head line, paragraphs and
// the contact line).
func wordText(d cv.WordDoc) string {
	lines := []string{d.Name, d.Title, strings.Join(d.Contact, " | "), ""}
	for _, s := range d.Sections {
		lines = append(lines, "", s.Heading, "")
		for _, b := range s.Blocks {
			switch {
			case b.Kind == cv.BlockBullet:
				lines = append(lines, "• "+b.Text)
			case b.Kind == cv.BlockEntry && !b.Joined:
				lines = append(lines, "", b.Text)
			case b.Kind == cv.BlockParagraph:
				lines = append(lines, b.Text, "")
			default:
				lines = append(lines, b.Text)
			}
		}
	}
	return strings.Join(lines, "\n")
}

// TestReadBackWordModel reads every fixture's Word content back the way
// the page reads a saved Word file's text: everything comes back. Before
// the blank lines of wordText (one paragraph a line and nothing else) five
// items were lost, a lower-case company name after a bullet joining the
// bullet and degrees running together.
func TestReadBackWordModel(t *testing.T) {
	expected, found := 0, 0
	for name, doc := range documents(t) {
		t.Run(name, func(t *testing.T) {
			w, err := cv.ExportWord(doc)
			if err != nil {
				t.Fatal(err)
			}
			text := wordText(w)
			r := cv.ReadBack(doc, parse.Text(text))
			if len(r.Missing) > 0 {
				t.Errorf("%s\nmissing: %q\nfile:\n%s", r.Summary, r.Missing, text)
			}
			for _, f := range r.Fields {
				expected, found = expected+f.Expected, found+f.Found
			}
		})
	}
	t.Logf("Word read back: %d of %d items", found, expected)
}

// BenchmarkReadBack is the core's part of a read-back of a 2-page CV: the
// saved text parsed again and compared with the document.
func BenchmarkReadBack(b *testing.B) {
	doc := documents(b)["OmkarResume"]
	text, err := cv.ExportText(doc)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		cv.ReadBack(doc, parse.Text(text))
	}
}

// TestReadBackHeadWords: a job head a reader cut at another place (the
// dates in the title's brackets read as dates) and a degree the record
// holds only as a description (the file writes that line, a reader takes
// it for the degree) came back; a part taken out of either is still named.
func TestReadBackHeadWords(t *testing.T) {
	f := cv.FormattedCV{
		ProfessionalExperience: []cv.Experience{{Position: "Systems Administrator (2019", Company: "2020)"}},
		Education:              []cv.Education{{Description: "Diploma in Skincare Science"}},
	}
	doc := cv.ToStructured(&f)
	back := cv.FormattedCV{
		ProfessionalExperience: []cv.Experience{{Position: "Systems Administrator", Duration: "2019 — 2020"}},
		Education:              []cv.Education{{Degree: "Diploma in Skincare Science"}},
	}
	if r := cv.ReadBack(doc, back); !r.Complete {
		t.Errorf("the values came back: missing %q", r.Missing)
	}
	tests := []loss{
		{"the dates", func(b *cv.FormattedCV) { b.ProfessionalExperience[0].Duration = "2019" }, "job: Systems Administrator (2019 — 2020)"},
		{"the title", func(b *cv.FormattedCV) { b.ProfessionalExperience[0].Position = "" }, "job: Systems Administrator (2019 — 2020)"},
		{"a word of the degree", func(b *cv.FormattedCV) { b.Education[0].Degree = "Diploma in Skincare" }, "degree: Diploma in Skincare Science"},
		{"the degree", func(b *cv.FormattedCV) { b.Education = nil }, "degree: Diploma in Skincare Science"},
	}
	checkLosses(t, doc, back, tests)
}

// TestReadBackPlaceForCompany: a job with no company, written with its
// place after its dates, came back when a reader took the place for the
// company; a document job's company read back as another is still named,
// and so are a lost title or lost dates.
func TestReadBackPlaceForCompany(t *testing.T) {
	f := cv.FormattedCV{ProfessionalExperience: []cv.Experience{
		{Position: "Rollout Manager", Duration: "01/2019 - 07/2019", Location: "Flensburg"},
		{Position: "Test Lead", Company: "Nordwind GmbH", Duration: "2015 - 2018", Location: "Kiel"},
	}}
	doc := cv.ToStructured(&f)
	back := []cv.Experience{
		{Position: "Rollout Manager", Company: "Flensburg", Duration: "01/2019 - 07/2019"},
		{Position: "Test Lead", Company: "Nordwind GmbH", Duration: "2015 - 2018", Location: "Kiel"},
	}
	if r := cv.ReadBack(doc, cv.FormattedCV{ProfessionalExperience: back}); !r.Complete {
		t.Errorf("the jobs came back: missing %q", r.Missing)
	}
	tests := []struct {
		name string
		lose func([]cv.Experience)
		want string
	}{
		{"a company read as the place", func(b []cv.Experience) { b[1].Company = "Kiel"; b[1].Location = "" }, "job: Test Lead — Nordwind GmbH (2015 - 2018)"},
		{"a company lost", func(b []cv.Experience) { b[1].Company = "" }, "job: Test Lead — Nordwind GmbH (2015 - 2018)"},
		{"the dates of a job without company", func(b []cv.Experience) { b[0].Duration = "" }, "job: Rollout Manager (01/2019 - 07/2019)"},
		{"the title of a job without company", func(b []cv.Experience) { b[0].Position = "" }, "job: Rollout Manager (01/2019 - 07/2019)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lost := append([]cv.Experience{}, back...)
			tt.lose(lost)
			if r := cv.ReadBack(doc, cv.FormattedCV{ProfessionalExperience: lost}); strings.Join(r.Missing, "|") != tt.want {
				t.Errorf("missing %q, want %q", r.Missing, tt.want)
			}
		})
	}
}

// TestReadBackPlaceInHead: a degree or job whose head holds a word a
// reader takes for a place ("Doctor of Medicine (MD)", MD being Maryland)
// came back with that word as its place; a head that lost the word, or
// lost its school or company beside the place, is still named.
func TestReadBackPlaceInHead(t *testing.T) {
	f := cv.FormattedCV{
		ProfessionalExperience: []cv.Experience{{Position: "Resident (MD)", Company: "City Hospital", Duration: "2009 - 2012"}},
		Education:              []cv.Education{{Degree: "Doctor of Medicine (MD)", Institution: "University School of Medicine", Duration: "2008"}},
	}
	doc := cv.ToStructured(&f)
	back := cv.FormattedCV{
		ProfessionalExperience: []cv.Experience{{Position: "Resident", Company: "City Hospital", Duration: "2009 - 2012", Location: "MD"}},
		Education:              []cv.Education{{Degree: "Doctor of Medicine", Institution: "University School of Medicine", Duration: "2008", Location: "MD"}},
	}
	if r := cv.ReadBack(doc, back); !r.Complete {
		t.Errorf("the heads came back: missing %q", r.Missing)
	}
	tests := []loss{
		{"the degree's word read as nothing", func(b *cv.FormattedCV) { b.Education[0].Location = "" }, "degree: Doctor of Medicine (MD) — University School of Medicine (2008)"},
		{"the school", func(b *cv.FormattedCV) { b.Education[0].Institution = "" }, "degree: Doctor of Medicine (MD) — University School of Medicine (2008)"},
		{"the job's word read as nothing", func(b *cv.FormattedCV) { b.ProfessionalExperience[0].Location = "" }, "job: Resident (MD) — City Hospital (2009 - 2012)"},
		{"the company", func(b *cv.FormattedCV) { b.ProfessionalExperience[0].Company = "" }, "job: Resident (MD) — City Hospital (2009 - 2012)"},
	}
	checkLosses(t, doc, back, tests)
}

// TestReadBackRegrouped: neighbouring jobs a reader cut at other places
// came back (a head without dates and a job of dates only, read as one
// job; a title read as the company of the job before); a word lost or a
// job lost in such a run is still named, with every job of the run that
// no item answers alone.
func TestReadBackRegrouped(t *testing.T) {
	f := cv.FormattedCV{ProfessionalExperience: []cv.Experience{
		{Position: "Role: Android Developer", Company: "Company: ABC Corp."},
		{Duration: "2017 - 2021"},
		{Position: "Hadoop Performance Tester", Company: "PerformancePro Corp.", Duration: "2010 - 2013"},
		{Position: "Application Programmer", Company: "Appzboyz", Duration: "2006 - 2010"},
	}}
	doc := cv.ToStructured(&f)
	back := []cv.Experience{
		{Position: "Role: Android Developer", Company: "Company: ABC Corp.", Duration: "2017 - 2021"},
		{Position: "Hadoop Performance Tester, PerformancePro Corp.", Company: "Application Programmer", Duration: "2010 - 2013", Location: "Austin"},
		{Company: "Appzboyz", Duration: "2006 - 2010"},
	}
	if r := cv.ReadBack(doc, cv.FormattedCV{ProfessionalExperience: back}); !r.Complete {
		t.Errorf("the jobs came back: missing %q", r.Missing)
	}
	first := "job: Role: Android Developer — Company: ABC Corp.|job: (2017 - 2021)"
	second := "job: Hadoop Performance Tester — PerformancePro Corp. (2010 - 2013)|job: Application Programmer — Appzboyz (2006 - 2010)"
	tests := []struct {
		name string
		lose func([]cv.Experience) []cv.Experience
		want string
	}{
		{"the dates of a merged job", func(b []cv.Experience) []cv.Experience { b[0].Duration = "2017"; return b }, first},
		{"a word of a merged job", func(b []cv.Experience) []cv.Experience { b[0].Company = "Company: Corp."; return b }, first},
		{"a title read as the company before, lost", func(b []cv.Experience) []cv.Experience { b[1].Company = ""; return b }, "job: Application Programmer — Appzboyz (2006 - 2010)"},
		{"the last job of a run", func(b []cv.Experience) []cv.Experience { return b[:2] }, second},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lost := tt.lose(append([]cv.Experience{}, back...))
			if r := cv.ReadBack(doc, cv.FormattedCV{ProfessionalExperience: lost}); strings.Join(r.Missing, "|") != tt.want {
				t.Errorf("missing %q, want %q", r.Missing, tt.want)
			}
		})
	}
}

// loss is a read-back with something taken out (lose) and what the
// read-back must then name (want, items joined by "|").
type loss struct {
	name string
	lose func(*cv.FormattedCV)
	want string
}

// checkLosses takes each loss out of a copy of back (its jobs and degrees
// copied, so that a loss changes no other case) and checks what is named.
func checkLosses(t *testing.T, doc *cv.StructuredCV, back cv.FormattedCV, losses []loss) {
	t.Helper()
	for _, tt := range losses {
		t.Run(tt.name, func(t *testing.T) {
			lost := back
			lost.ProfessionalExperience = append([]cv.Experience{}, back.ProfessionalExperience...)
			lost.Education = append([]cv.Education{}, back.Education...)
			tt.lose(&lost)
			if r := cv.ReadBack(doc, lost); strings.Join(r.Missing, "|") != tt.want {
				t.Errorf("missing %q, want %q", r.Missing, tt.want)
			}
		})
	}
}

// TestReadBackHeadSeparator: a job whose title holds the word a reader
// takes for the separator of a head's parts ("Risikocontrolling bei einer
// Landesbank", en/de/fr) came back cut there, without that word; a lost part
// of it is still named.
func TestReadBackHeadSeparator(t *testing.T) {
	f := cv.FormattedCV{ProfessionalExperience: []cv.Experience{
		{Position: "Risikocontrolling bei einer Landesbank", Duration: "06/2007 - 12/2015"},
		{Position: "Product lead at a retail bank", Duration: "2016 - 2018"},
		{Position: "Chef de projet chez un assureur", Duration: "2019 - 2020"},
	}}
	doc := cv.ToStructured(&f)
	back := cv.FormattedCV{ProfessionalExperience: []cv.Experience{
		{Position: "einer Landesbank", Company: "Risikocontrolling", Duration: "06/2007 - 12/2015"},
		{Position: "Product lead", Company: "a retail bank", Duration: "2016 - 2018"},
		{Position: "Chef de projet", Company: "un assureur", Duration: "2019 - 2020"},
	}}
	if r := cv.ReadBack(doc, back); !r.Complete {
		t.Errorf("the jobs came back: missing %q", r.Missing)
	}
	checkLosses(t, doc, back, []loss{
		{"the part after the separator", func(b *cv.FormattedCV) { b.ProfessionalExperience[0].Position = "" },
			"job: Risikocontrolling bei einer Landesbank (06/2007 - 12/2015)"},
		{"the part before the separator", func(b *cv.FormattedCV) { b.ProfessionalExperience[1].Position = "" },
			"job: Product lead at a retail bank (2016 - 2018)"},
	})
}

// TestReadBackDegreeRegrouped: a degree whose note came back as its degree
// (and its degree as the institution), or cut into two items, came back:
// all its words, notes with them, in the same place; so did a degree of
// notes alone read back as the notes of the degree before it. A word
// lost, or the degree taken out, is still named.
func TestReadBackDegreeRegrouped(t *testing.T) {
	f := cv.FormattedCV{Education: []cv.Education{
		{Degree: "Certificate in Cloud Basics", Duration: "2018", Description: "Online course, passed with merit"},
		{Degree: "Diplom-Kauffrau", Institution: "Studium der Betriebswirtschaft in Musterstadt", Duration: "10/01-07/06", Description: "Note 1,7"},
		{Degree: "Licence d'économie", Institution: "Université de Villeneuve", Duration: "2012 - 2015"},
		{Description: "Formación continua: gestión de proyectos, Scrum"},
	}}
	doc := cv.ToStructured(&f)
	back := cv.FormattedCV{Education: []cv.Education{
		{Degree: "Online course, passed with merit", Institution: "Certificate in Cloud Basics", Duration: "2018"},
		{Degree: "Diplom-Kauffrau", Description: "Studium der Betriebswirtschaft in Musterstadt"},
		{Duration: "10/01-07/06", Description: "Note 1,7"},
		{Degree: "Licence d'économie", Institution: "Université de Villeneuve", Duration: "2012 - 2015", Description: "Formación continua: gestión de proyectos, Scrum"},
	}}
	if r := cv.ReadBack(doc, back); !r.Complete {
		t.Errorf("the values came back: missing %q", r.Missing)
	}
	tests := []loss{
		{"a word of the note", func(b *cv.FormattedCV) { b.Education[0].Degree = "Online course, passed" }, "degree: Certificate in Cloud Basics (2018)"},
		{"the note of a cut degree", func(b *cv.FormattedCV) { b.Education[2].Description = "" }, "degree: Diplom-Kauffrau — Studium der Betriebswirtschaft in Musterstadt (10/01-07/06)"},
		{"the degree", func(b *cv.FormattedCV) { b.Education = b.Education[1:] }, "degree: Certificate in Cloud Basics (2018)"},
		{"the notes read into the degree before", func(b *cv.FormattedCV) { b.Education[3].Description = "" }, "degree: Formación continua: gestión de proyectos, Scrum"},
	}
	checkLosses(t, doc, back, tests)
}

// TestReadBackItemInDescription: undated items named by sentences, each set
// apart after an item's description (en/de/fr/es), came back read as more
// of that description; so did one whose head has a subtitle ("Tasks —
// …"). An item taken out is named, and so is one whose words came back
// only inside a sentence of another.
func TestReadBackItemInDescription(t *testing.T) {
	f := cv.FormattedCV{Projects: []cv.Entry{
		{Title: "Freelance developer", Duration: "2019 - 2020", Description: "Tasks: firmware, mobile apps and simulations."},
		{Title: "Line-following robot in C."},
		{Title: "Wetterstation mit Funkmodul (Python)."},
		{Title: "Refonte de l'interface d'une application mobile."},
		{Title: "Simulación de un brazo robótico."},
		{Title: "Quality engineer"},
		{Title: "Tasks", Subtitle: "Test planning and test design."},
	}}
	doc := cv.ToStructured(&f)
	back := cv.FormattedCV{Projects: []cv.Entry{
		{Title: "Freelance developer", Duration: "2019 - 2020", Description: "Tasks: firmware, mobile apps and simulations. Line-following robot in C. Wetterstation mit Funkmodul (Python). Refonte de l’interface d’une application mobile. Simulación de un brazo robótico."},
		{Title: "Quality engineer", Description: "Tasks — Test planning and test design."},
	}}
	if r := cv.ReadBack(doc, back); !r.Complete {
		t.Errorf("the items came back: missing %q", r.Missing)
	}
	with := func(first, second string) func(*cv.FormattedCV) {
		return func(b *cv.FormattedCV) {
			b.Projects = []cv.Entry{
				{Title: "Freelance developer", Duration: "2019 - 2020", Description: first},
				{Title: "Quality engineer", Description: second},
			}
		}
	}
	tests := []loss{
		{"a sentence item", with("Tasks: firmware, mobile apps and simulations. Wetterstation mit Funkmodul (Python). Refonte de l'interface d'une application mobile. Simulación de un brazo robótico.", back.Projects[1].Description), "project: Line-following robot in C."},
		{"an item with a subtitle", with(back.Projects[0].Description, "Test planning and test design."), "project: Tasks — Test planning and test design."},
		{"the words inside a sentence", with("Tasks: firmware, a line-following robot in C. Wetterstation mit Funkmodul (Python). Refonte de l'interface d'une application mobile. Simulación de un brazo robótico.", back.Projects[1].Description), "project: Line-following robot in C."},
	}
	checkLosses(t, doc, back, tests)
}

// TestReadBackJobAbsorbed: a job no head answered came back inside the job
// before it (en/de/fr/es): a company in capitals alone over bullets, read
// back as that job's company with its bullets; an undated head set apart
// as the section's last line, read back as that job's item. Every word
// came back in the one job. Taken out, each is named; so is one whose
// bullets went elsewhere.
func TestReadBackJobAbsorbed(t *testing.T) {
	f := cv.FormattedCV{ProfessionalExperience: []cv.Experience{
		{Position: "Frontend Developer", Duration: "2010 - 2014"},
		{Company: "PRINCIPLES", Responsibilities: []string{"Ship small things often", "Ask early"}},
		{Position: "Entwickler", Company: "Beispiel AG", Duration: "2015 - 2018"},
		{Position: "Freier Berater für Versicherer in Musterstadt — Schadenprozesse"},
		{Position: "Chef de projet", Company: "Société Exemple", Duration: "2019 - 2020", Responsibilities: []string{"Pilotage du budget"}},
		{Position: "Consultor independiente para clientes del sector bancario y de seguros"},
	}}
	doc := cv.ToStructured(&f)
	back := cv.FormattedCV{ProfessionalExperience: []cv.Experience{
		{Position: "Frontend Developer", Company: "PRINCIPLES", Duration: "2010 - 2014", Responsibilities: []string{"Ship small things often", "Ask early"}},
		{Position: "Entwickler", Company: "Beispiel AG", Duration: "2015 - 2018", Responsibilities: []string{"Freier Berater für Versicherer in Musterstadt — Schadenprozesse"}},
		{Position: "Chef de projet", Company: "Société Exemple", Duration: "2019 - 2020", Responsibilities: []string{"Pilotage du budget", "Consultor independiente para clientes del sector bancario y de seguros"}},
	}}
	if r := cv.ReadBack(doc, back); !r.Complete {
		t.Errorf("the jobs came back: missing %q", r.Missing)
	}
	tests := []loss{
		{"the company alone", func(b *cv.FormattedCV) { b.ProfessionalExperience[0].Company = "" }, "job: PRINCIPLES"},
		{"its bullets", func(b *cv.FormattedCV) { b.ProfessionalExperience[0].Responsibilities = nil }, "job: PRINCIPLES"},
		{"the undated head", func(b *cv.FormattedCV) { b.ProfessionalExperience[1].Responsibilities = nil }, "job: Freier Berater für Versicherer in Musterstadt — Schadenprozesse"},
		{"a word of it", func(b *cv.FormattedCV) {
			b.ProfessionalExperience[2].Responsibilities = []string{"Pilotage du budget", "Consultor independiente para clientes del sector bancario"}
		}, "job: Consultor independiente para clientes del sector bancario y de seguros"},
		{"the job before", func(b *cv.FormattedCV) { b.ProfessionalExperience = b.ProfessionalExperience[1:] }, "job: Frontend Developer (2010 - 2014)|job: PRINCIPLES"},
	}
	checkLosses(t, doc, back, tests)
}

// TestReadBackEntryAbsorbed: an undated item of an extra section with a
// subtitle or notes, its head set apart after the item before, came back as
// more of that item's description (en/de/fr/es: a publication, a reference,
// a project, an award). Every word came back in the one item. Taken out,
// each is named; so is one whose title or a word of its head was lost.
func TestReadBackEntryAbsorbed(t *testing.T) {
	f := cv.FormattedCV{
		Publications: []cv.Entry{
			{Title: "Notes on caching", Duration: "2019"},
			{Title: "Field guide", Subtitle: "small teams, large systems", Description: "a short handbook for on-call rotas"},
		},
		References: []cv.Entry{
			{Title: "Kontakt 1", Subtitle: "Teamleitung, Beispiel AG"},
			{Title: "Kontakt 2", Subtitle: "Kontakt 1 und Kontakt 3", Description: "auf Anfrage erhältlich."},
		},
		Projects: []cv.Entry{
			{Title: "Refonte du site", Duration: "2020", Description: "Migration vers un générateur statique."},
			{Title: "Outil interne", Subtitle: "tableau de bord", Description: "suivi des tickets"},
		},
		Awards: []cv.Entry{
			{Title: "Premio al mejor proyecto", Duration: "2021"},
			{Title: "Mención especial", Subtitle: "jurado del concurso", Description: "por el trabajo en equipo"},
		},
	}
	doc := cv.ToStructured(&f)
	back := cv.FormattedCV{
		Publications: []cv.Entry{{Title: "Notes on caching", Duration: "2019", Description: "Field guide — small teams, large systems a short handbook for on-call rotas"}},
		References:   []cv.Entry{{Title: "Kontakt 1", Subtitle: "Teamleitung, Beispiel AG", Description: "Kontakt 2 — Kontakt 1 und Kontakt 3 auf Anfrage erhältlich."}},
		Projects:     []cv.Entry{{Title: "Refonte du site", Duration: "2020", Description: "Migration vers un générateur statique. Outil interne — tableau de bord suivi des tickets"}},
		Awards:       []cv.Entry{{Title: "Premio al mejor proyecto", Duration: "2021", Description: "Mención especial — jurado del concurso por el trabajo en equipo"}},
	}
	if r := cv.ReadBack(doc, back); !r.Complete {
		t.Errorf("the items came back: missing %q", r.Missing)
	}
	tests := []loss{
		{"the item", func(b *cv.FormattedCV) { b.Publications = []cv.Entry{{Title: "Notes on caching", Duration: "2019"}} }, "publication: Field guide — small teams, large systems"},
		{"its title", func(b *cv.FormattedCV) {
			b.References = []cv.Entry{{Title: "Kontakt 1", Subtitle: "Teamleitung, Beispiel AG", Description: "Kontakt 1 und Kontakt 3 auf Anfrage erhältlich."}}
		}, "reference: Kontakt 2 — Kontakt 1 und Kontakt 3"},
		{"a word of its subtitle", func(b *cv.FormattedCV) {
			b.Projects = []cv.Entry{{Title: "Refonte du site", Duration: "2020", Description: "Migration vers un générateur statique. Outil interne — tableau suivi des tickets"}}
		}, "project: Outil interne — tableau de bord"},
		{"the item before", func(b *cv.FormattedCV) { b.Awards = nil }, "award: Premio al mejor proyecto (2021)|award: Mención especial — jurado del concurso"},
	}
	checkLosses(t, doc, back, tests)
}

// TestReadBackEntryWithOwnEmail: an item holding the CV's own email address
// (a sender's block read as publications or references, en/de/fr/es) came
// back without it: the reader takes the address for the contact it has
// read. Taken out, the item is named; so is one holding another address.
func TestReadBackEntryWithOwnEmail(t *testing.T) {
	f := cv.FormattedCV{
		Email:        "alex@example.org",
		Publications: []cv.Entry{{Title: "alex@example.org •", Subtitle: "alex.moreau •, amoreau"}},
		References: []cv.Entry{
			{Title: "Kontakt: alex@example.org", Subtitle: "Musterstraße 1"},
			{Title: "Jane Roe", Subtitle: "jane@example.com"},
		},
		Projects: []cv.Entry{{Title: "Contact alex@example.org", Subtitle: "site personnel"}},
		Awards:   []cv.Entry{{Title: "alex@example.org — Premio", Duration: "2021"}},
	}
	doc := cv.ToStructured(&f)
	back := cv.FormattedCV{
		Email:        "alex@example.org",
		Publications: []cv.Entry{{Title: "— alex.moreau •, amoreau"}},
		References:   []cv.Entry{{Title: "Kontakt:", Subtitle: "Musterstraße 1"}, {Title: "Jane Roe", Subtitle: "jane@example.com"}},
		Projects:     []cv.Entry{{Title: "Contact", Description: "site personnel"}},
		Awards:       []cv.Entry{{Title: "— Premio", Duration: "2021"}},
	}
	if r := cv.ReadBack(doc, back); !r.Complete {
		t.Errorf("the items came back: missing %q", r.Missing)
	}
	tests := []loss{
		{"the item", func(b *cv.FormattedCV) { b.Publications = nil }, "publication: alex@example.org • — alex.moreau •, amoreau"},
		{"a word besides the address", func(b *cv.FormattedCV) { b.Awards = []cv.Entry{{Title: "—", Duration: "2021"}} }, "award: alex@example.org — Premio (2021)"},
		{"another address", func(b *cv.FormattedCV) { b.References = b.References[:1] }, "reference: Jane Roe — jane@example.com"},
	}
	checkLosses(t, doc, back, tests)
}

// TestReadBackSkillWithGroupLabel: a skill holding a group label ("Wiki
// Verfahren: Kanban", en/de/fr/es, made-up) came back as the skills around
// the label, which the reader took for a group's and left out; a label
// of two words or at the skill's start too. A part lost, or one that came
// back only inside another skill, is still named.
func TestReadBackSkillWithGroupLabel(t *testing.T) {
	f := cv.FormattedCV{
		CoreSkills:        []string{"Wiki Verfahren: Kanban", "Kanban", "Release planning Quality Focus: Test automation", "Entornos: Visual Studio Code"},
		ToolsTechnologies: []string{"Contrôle qualité Outils: Git", "ERP: FI"},
	}
	doc := cv.ToStructured(&f)
	back := cv.FormattedCV{
		CoreSkills:        []string{"Wiki", "Kanban", "Release planning", "Test automation", "Visual Studio Code"},
		ToolsTechnologies: []string{"Contrôle qualité", "Git", "FI"},
	}
	if r := cv.ReadBack(doc, back); !r.Complete {
		t.Errorf("the skills came back: missing %q", r.Missing)
	}
	checkLosses(t, doc, back, []loss{
		{"the part before the label", func(b *cv.FormattedCV) { b.ToolsTechnologies = []string{"Git", "FI"} }, "skill: Contrôle qualité Outils: Git"},
		{"the part after the label", func(b *cv.FormattedCV) { b.ToolsTechnologies = []string{"Contrôle qualité", "FI"} }, "skill: Contrôle qualité Outils: Git"},
		{"a word before the label", func(b *cv.FormattedCV) {
			b.CoreSkills = []string{"Wiki", "Kanban", "Release", "Test automation", "Visual Studio Code"}
		},
			"skill: Release planning Quality Focus: Test automation"},
		{"the part after, inside another skill", func(b *cv.FormattedCV) {
			b.CoreSkills = []string{"Wiki", "Kanban", "Release planning", "Test automation", "Visual Studio Code Server"}
		},
			"skill: Entornos: Visual Studio Code"},
	})
}

// TestReadBackRunAbsorbed: a run of up to three undated jobs, each a head
// of fragments set apart one after another (en/de/fr/es, made-up), came
// back together inside the job above, as its bullets. Every word came
// back in the one job. A job of the run taken out, or a word of it lost,
// is named; a run of four is not answered.
func TestReadBackRunAbsorbed(t *testing.T) {
	f := cv.FormattedCV{ProfessionalExperience: []cv.Experience{
		{Position: "Mobile developer", Company: "Example Labs", Duration: "2018 - 2019", Responsibilities: []string{"Built a sensor dashboard"}},
		{Position: "Eigene Entwicklung mit Kotlin", Company: "Meine Aufgabe war", Responsibilities: []string{"das Design der App"}},
		{Position: "quelques bibliothèques comme", Company: "langages de programmation"},
		{Position: "Desarrollé un modelo de brazo", Company: "Sistemas inteligentes", Responsibilities: []string{"con C++"}},
	}}
	doc := cv.ToStructured(&f)
	bullets := []string{"Built a sensor dashboard", "Eigene Entwicklung mit Kotlin — Meine Aufgabe war", "das Design der App",
		"quelques bibliothèques comme — langages de programmation", "Desarrollé un modelo de brazo — Sistemas inteligentes", "con C++"}
	back := cv.FormattedCV{ProfessionalExperience: []cv.Experience{
		{Position: "Mobile developer", Company: "Example Labs", Duration: "2018 - 2019", Responsibilities: bullets},
	}}
	if r := cv.ReadBack(doc, back); !r.Complete {
		t.Errorf("the jobs came back: missing %q", r.Missing)
	}
	without := func(i int) func(*cv.FormattedCV) {
		return func(b *cv.FormattedCV) {
			b.ProfessionalExperience[0].Responsibilities = slices.Delete(slices.Clone(bullets), i, i+1)
		}
	}
	all := "job: Eigene Entwicklung mit Kotlin — Meine Aufgabe war|job: quelques bibliothèques comme — langages de programmation|job: Desarrollé un modelo de brazo — Sistemas inteligentes"
	checkLosses(t, doc, back, []loss{
		{"a job of the run", without(3), all},
		{"an item of a job of the run", without(5), all},
	})
	four := f
	four.ProfessionalExperience = append(slices.Clone(f.ProfessionalExperience), cv.Experience{Position: "Weitere Projekte", Company: "auf Anfrage"})
	fourBack := back
	fourBack.ProfessionalExperience = []cv.Experience{{Position: "Mobile developer", Company: "Example Labs", Duration: "2018 - 2019",
		Responsibilities: append(slices.Clone(bullets), "Weitere Projekte — auf Anfrage")}}
	if r := cv.ReadBack(cv.ToStructured(&four), fourBack); r.Complete {
		t.Errorf("a run of four came back complete, want it named")
	}
}

// TestReadBackListNumbers: jobs written with a list's numbers in their
// heads, two in one record ("2. Gardener (2012" and "2014) 3. Baker
// II", made-up, a record cut at the wrong places) came back as the
// reader cuts them, the numbers taken for a list's marks and dropped; a
// lost part of them is still named.
func TestReadBackListNumbers(t *testing.T) {
	f := cv.FormattedCV{ProfessionalExperience: []cv.Experience{
		{Position: "1. Tester", Company: "Nordwind Labs", Duration: "2014 - 2018"},
		{Position: "2. Gardener (2012", Company: "2014) 3. Baker II", Duration: "2010 - 2013"},
	}}
	doc := cv.ToStructured(&f)
	back := cv.FormattedCV{ProfessionalExperience: []cv.Experience{
		{Position: "Tester", Company: "Nordwind Labs", Duration: "2014 - 2018"},
		{Position: "Gardener", Duration: "2012 — 2014"},
		{Position: "3. Baker II", Duration: "2010 - 2013"},
	}}
	if r := cv.ReadBack(doc, back); !r.Complete {
		t.Errorf("the jobs came back: missing %q", r.Missing)
	}
	checkLosses(t, doc, back, []loss{
		{"a numbered title", func(b *cv.FormattedCV) { b.ProfessionalExperience[0].Position = "" },
			"job: 1. Tester — Nordwind Labs (2014 - 2018)"},
		{"the second role of a record", func(b *cv.FormattedCV) { b.ProfessionalExperience[2].Position = "3." },
			"job: 2. Gardener (2012 — 2014) 3. Baker II (2010 - 2013)"},
	})
}
