package parse

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// cvWith builds a small pasted CV around one section heading and its body.
func cvWith(heading, body string) string {
	return "Jane Doe\nBackend Engineer\njane@example.com\n\n" + heading + "\n" + body + "\n"
}

const entryBody = "Senior Engineer, Acme GmbH, Berlin\t03/2020 – now\n• Built the billing service in Go\n• Led a team of four"

func TestExperienceHeadings(t *testing.T) {
	tests := []struct{ name, heading string }{
		{"english", "Experience"},
		{"json resume themes", "Work"},
		{"capitals", "PROFESSIONAL EXPERIENCE"},
		{"letter-spaced", "E X P E R I E N C E"},
		{"colon", "Work experience:"},
		{"markdown", "## Employment History"},
		{"german", "Berufserfahrung"},
		{"spanish", "Experiencia laboral"},
		{"french", "Expérience professionnelle"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text(cvWith(tt.heading, entryBody)).ProfessionalExperience
			want := []cv.Experience{{
				Company: "Acme GmbH", Position: "Senior Engineer", Duration: "03/2020 – now", Location: "Berlin",
				Responsibilities: []string{"Built the billing service in Go", "Led a team of four"},
			}}
			if !equalJSON(t, got, want) {
				t.Errorf("heading %q: got %+v, want %+v", tt.heading, got, want)
			}
		})
	}
}

func TestHeadingWithContentOnTheSameLine(t *testing.T) {
	got := Text(cvWith("Skills: Go, Kubernetes, Leadership", ""))
	if !equalJSON(t, got.ToolsTechnologies, []string{"Go", "Kubernetes"}) || !equalJSON(t, got.CoreSkills, []string{"Leadership"}) {
		t.Errorf("got tools %q, skills %q", got.ToolsTechnologies, got.CoreSkills)
	}
}

func TestNoHeadings(t *testing.T) {
	got := Text("Jane Doe\njane@example.com\n\nBackend Engineer at Initech, Munich\tMar 2017 - Feb 2020\n- Wrote the profile service\n\nB.Sc. Computer Science, University of Bonn\t2013–2017\n")
	if len(got.ProfessionalExperience) != 1 || got.ProfessionalExperience[0].Company != "Initech" {
		t.Errorf("experience: got %+v", got.ProfessionalExperience)
	}
	if len(got.Education) != 1 || got.Education[0].Institution != "University of Bonn" {
		t.Errorf("education: got %+v", got.Education)
	}
}

func TestDurations(t *testing.T) {
	tests := []struct{ name, date string }{
		{"numeric open", "03/2020 – now"},
		{"month names", "Mar 2020 - Present"},
		{"years", "2019–2021"},
		{"german since", "seit 2020"},
		{"german months", "Jan. 2018 – Dez. 2019"},
		{"spanish", "enero 2019 - actualidad"},
		{"french", "sept. 2017 – juin 2019"},
		{"dotted", "10.2015 - 09.2017"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text(cvWith("Experience", "Analyst, Initech\t"+tt.date+"\n• Did things"))
			if len(got.ProfessionalExperience) != 1 || got.ProfessionalExperience[0].Duration != tt.date {
				t.Errorf("got %+v, want duration %q", got.ProfessionalExperience, tt.date)
			}
		})
	}
}

func TestLanguages(t *testing.T) {
	tests := []struct {
		name, heading, body string
		want                []cv.Language
	}{
		{"cefr in parentheses", "Sprachen", "Deutsch (C2), Englisch (C1)",
			[]cv.Language{{Language: "Deutsch", ProficiencyLevel: "C2"}, {Language: "Englisch", ProficiencyLevel: "C1"}}},
		{"english words", "Languages", "English – native\nSpanish: fluent",
			[]cv.Language{{Language: "English", ProficiencyLevel: "native"}, {Language: "Spanish", ProficiencyLevel: "fluent"}}},
		{"spanish", "Idiomas", "Español: nativo; Inglés B2",
			[]cv.Language{{Language: "Español", ProficiencyLevel: "nativo"}, {Language: "Inglés", ProficiencyLevel: "B2"}}},
		{"french", "Langues", "Français : langue maternelle\nAnglais courant",
			[]cv.Language{{Language: "Français", ProficiencyLevel: "langue maternelle"}, {Language: "Anglais", ProficiencyLevel: "courant"}}},
		// A level on the line under its language, with what it says of
		// speech and writing (class 21 of the audit).
		{"german, level below with speech and writing", "Sprachkenntnisse", "Deutsch\nMuttersprache\nEnglisch\nfließend in Wort und Schrift",
			[]cv.Language{{Language: "Deutsch", ProficiencyLevel: "Muttersprache"}, {Language: "Englisch", ProficiencyLevel: "fließend in Wort und Schrift"}}},
		{"english, level below with speech and writing", "Languages", "Spanish\nfluent in speech and writing",
			[]cv.Language{{Language: "Spanish", ProficiencyLevel: "fluent in speech and writing"}}},
		{"french, level below with speech and writing", "Langues", "Anglais\ncourant à l'écrit et à l'oral",
			[]cv.Language{{Language: "Anglais", ProficiencyLevel: "courant à l'écrit et à l'oral"}}},
		{"spanish, level below with speech and writing", "Idiomas", "Inglés\navanzado en lo oral y escrito",
			[]cv.Language{{Language: "Inglés", ProficiencyLevel: "avanzado en lo oral y escrito"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text(cvWith(tt.heading, tt.body)).Languages
			if !equalJSON(t, got, tt.want) {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestContacts(t *testing.T) {
	got := Text("Jane Doe\nBackend Engineer\njane.doe@example.com | +49 170 1234567 | linkedin.com/in/janedoe\n\nExperience\n" + entryBody)
	if got.Email != "jane.doe@example.com" || got.Phone != "+49 170 1234567" || got.LinkedIn != "linkedin.com/in/janedoe" {
		t.Errorf("got email %q, phone %q, linkedin %q", got.Email, got.Phone, got.LinkedIn)
	}
	if got.ProfessionalHeader != "Jane Doe • Backend Engineer" {
		t.Errorf("got header %q", got.ProfessionalHeader)
	}
}

func TestRepairs(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"nul for fi ligature", "Pro\x00cient in Go", "Proficient in Go"},
		{"ligature glyph", "Oﬃce automation", "Office automation"},
		{"icon glyph dropped", "\ue0b0 Built the API", "Built the API"},
		{"soft hyphen", "Main\u00adtained the API", "Maintained the API"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text(cvWith("Experience", "Engineer, Initech\t2019–2021\n• "+tt.in)).ProfessionalExperience
			if len(got) != 1 || !equalJSON(t, got[0].Responsibilities, []string{tt.want}) {
				t.Errorf("got %+v, want responsibility %q", got, tt.want)
			}
		})
	}
}

func TestPDFLayoutRules(t *testing.T) {
	item := func(s string, x, y float64) Item {
		return Item{Str: s, X: x, Y: y, W: float64(len(s)) * 5, H: 10, Font: "f1"}
	}
	page := func(n string, items ...Item) Page {
		footer := item("Jane Doe – Page "+n, 250, 30)
		return Page{Width: 600, Height: 800, Items: append(items, footer)}
	}
	pages := []Page{
		page("1",
			Item{Str: "Jane Doe", X: 72, Y: 740, W: 90, H: 20, Font: "f2"},
			item("Experience", 72, 700),
			item("Engineer, Initech", 72, 680), item("2019 – 2021", 450, 680),
			Item{Str: "•", X: 72, Y: 665, W: 4, H: 10, Font: "f3"},
			// A wrapped line fills the column to its right margin.
			Item{Str: "Designed the event pipeline for the pay-", X: 82, Y: 665, W: 421, H: 10, Font: "f1"},
			item("ment team", 82, 652),
		),
		page("2", item("Education", 72, 740), item("B.Sc., University of Bonn", 72, 720), item("2015 – 2019", 450, 720)),
	}
	r := PDF(pages)
	if strings.Contains(r.Text, "Page 1") || strings.Contains(r.Text, "Page 2") {
		t.Errorf("page footer kept in the text:\n%s", r.Text)
	}
	exp := r.CV.ProfessionalExperience
	if len(exp) != 1 || !equalJSON(t, exp[0].Responsibilities, []string{"Designed the event pipeline for the payment team"}) {
		t.Errorf("experience: got %+v\n%s", exp, r.Text)
	}
	if len(r.CV.Education) != 1 || r.CV.Education[0].Institution != "University of Bonn" {
		t.Errorf("education: got %+v", r.CV.Education)
	}
}

// equalJSON compares values by their JSON encoding, as the page sees them.
func equalJSON(t *testing.T, got, want any) bool {
	t.Helper()
	g, err1 := json.Marshal(got)
	w, err2 := json.Marshal(want)
	if err1 != nil || err2 != nil {
		t.Fatalf("encode: %v %v", err1, err2)
	}
	return string(g) == string(w)
}

func TestCompanyIsNotItsWebsiteOrCity(t *testing.T) {
	tests := []struct{ name, head string }{
		{"website after the company", "Data Analyst, Initech, www.initech.com\t2019–2021"},
		{"city on its own line", "Data Analyst\t2019–2021\nInitech\nMunich, Germany"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text(cvWith("Experience", tt.head+"\n• Built dashboards")).ProfessionalExperience
			if len(got) != 1 || got[0].Company != "Initech" || got[0].Position != "Data Analyst" {
				t.Errorf("got %+v, want company Initech, position Data Analyst", got)
			}
		})
	}
}

func TestHeadingSetApartOnlyByFont(t *testing.T) {
	h := func(s string, y float64) Item { return Item{Str: s, X: 72, Y: y, W: 80, H: 12, Font: "bold"} }
	b := func(s string, x, y float64) Item {
		return Item{Str: s, X: x, Y: y, W: float64(len(s)) * 5, H: 10, Font: "regular"}
	}
	pages := []Page{{Width: 600, Height: 800, Items: []Item{
		{Str: "Jane Doe", X: 72, Y: 740, W: 90, H: 20, Font: "name"},
		h("Experience", 700), b("Engineer, Initech", 72, 680), b("2019 – 2021", 450, 680), b("• Built the API", 72, 665),
		h("Education", 630), b("B.Sc., University of Bonn", 72, 610), b("2015 – 2019", 450, 610),
		// A heading no word list knows, in the headings' font: it must end
		// the education section rather than join it.
		h("Side Quests", 570), b("Coach, Youth Football Club", 72, 550), b("2012 – 2015", 450, 550),
	}}}
	got := PDF(pages).CV
	if len(got.Education) != 1 || got.Education[0].Institution != "University of Bonn" {
		t.Errorf("education: got %+v", got.Education)
	}
	if len(got.ProfessionalExperience) != 1 {
		t.Errorf("experience: got %+v", got.ProfessionalExperience)
	}
}
