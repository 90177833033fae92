package parse

import (
	"slices"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// pl is one line of a made-up PDF page: its boxes at x positions, at
// height y, in a font.
type pl struct {
	y     float64
	font  string
	boxes []box
}

type box struct {
	x    float64
	s    string
	font string // the line's font when empty
}

// makePage lays out made-up lines on an A4 page, 9.5 pt glyphs about 5 pt
// wide, the way pdf.js reports a browser-printed CV.
func makePage(lines ...pl) Page {
	p := Page{Width: 595, Height: 842}
	for _, l := range lines {
		for _, b := range l.boxes {
			font := l.font
			if b.font != "" {
				font = b.font
			}
			p.Items = append(p.Items, Item{Str: b.s, X: b.x, Y: l.y, W: 5 * float64(len([]rune(b.s))), H: 9.5, Font: font})
		}
	}
	return p
}

func at(x float64, s string) box { return box{x: x, s: s} }

// title is a box in the section titles' font.
func title(x float64, s string) box { return box{x: x, s: s, font: "title"} }

func TestEntriesAcrossVerticalGaps(t *testing.T) {
	head := []pl{
		{800, "bold", []box{at(40, "Jane Doe")}},
		{780, "reg", []box{at(40, "Data Analyst")}},
		{750, "bold", []box{at(40, "EXPERIENCE")}},
	}
	tests := []struct {
		name  string
		lines []pl
		want  []cv.Experience
	}{
		{
			name: "a gap between the company and dates line and the position line",
			lines: []pl{
				{730, "bold", []box{at(40, "Nordlicht Analytics GmbH"), at(470, "03/2022 – 2024")}},
				{712, "ital", []box{at(40, "Senior Data Analyst")}},
				{698, "reg", []box{at(50, "Built the reporting pipelines in Python and dbt for finance")}},
				{680, "bold", []box{at(40, "Datenwerk AG"), at(470, "09/2020 – 02/2022")}},
				{662, "ital", []box{at(40, "Junior Data Analyst")}},
				{648, "reg", []box{at(50, "Wrote the weekly sales reports for the controlling team")}},
			},
			want: []cv.Experience{
				{Company: "Nordlicht Analytics GmbH", Position: "Senior Data Analyst", Duration: "03/2022 – 2024", Responsibilities: []string{"Built the reporting pipelines in Python and dbt for finance"}},
				{Company: "Datenwerk AG", Position: "Junior Data Analyst", Duration: "09/2020 – 02/2022", Responsibilities: []string{"Wrote the weekly sales reports for the controlling team"}},
			},
		},
		{
			name: "a short bullet whose glyph is drawn stays in the body",
			lines: []pl{
				{730, "bold", []box{at(40, "Acme Corp"), at(470, "2019 – 2022")}},
				{716, "ital", []box{at(40, "Backend Engineer")}},
				{702, "reg", []box{at(50, "Built the billing service in Go used by every product team")}},
				{689, "reg", []box{at(50, "Automated the releases")}},
				{676, "reg", []box{at(50, "Led the migration of the payment provider to a new API version")}},
			},
			want: []cv.Experience{
				{Company: "Acme Corp", Position: "Backend Engineer", Duration: "2019 – 2022", Responsibilities: []string{
					"Built the billing service in Go used by every product team", "Automated the releases",
					"Led the migration of the payment provider to a new API version"}},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := PDF([]Page{makePage(append(append([]pl{}, head...), tt.lines...)...)}).CV.ProfessionalExperience
			if !equalJSON(t, got, tt.want) {
				t.Errorf("got %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

func TestContactFromLinkAnnotations(t *testing.T) {
	page := makePage(
		pl{800, "bold", []box{at(40, "Jane Doe")}},
		pl{780, "reg", []box{at(40, "Data Analyst")}},
		pl{765, "reg", []box{at(40, "✉"), at(70, "+49 30 1234567"), at(200, "in"), at(215, "jane-doe-data")}},
		pl{740, "bold", []box{at(40, "EXPERIENCE")}},
		pl{720, "bold", []box{at(40, "Acme Corp"), at(470, "2019 – 2022")}},
	)
	tests := []struct {
		name              string
		links             []Link
		email, linkedin   string
		textLinkedIn, why string
	}{
		{name: "icon only: the addresses exist only as links",
			links: []Link{
				{URL: "mailto:jane@example.com", X0: 40, Y0: 763, X1: 48, Y1: 775},
				{URL: "https://www.linkedin.com/in/jane-doe-data", X0: 200, Y0: 763, X1: 280, Y1: 775},
				{URL: "https://github.com/janedoe", X0: 300, Y0: 763, X1: 340, Y1: 775},
			},
			email: "jane@example.com", linkedin: "https://www.linkedin.com/in/jane-doe-data"},
		{name: "a handle with a dot, shown as the bare handle beside an icon",
			links:    []Link{{URL: "http://www.linkedin.com/in/jane.doe.data", X0: 200, Y0: 763, X1: 280, Y1: 775}},
			linkedin: "http://www.linkedin.com/in/jane.doe.data"},
		{name: "no links: nothing invented", email: "", linkedin: ""},
		{name: "a mailto with a subject gives the address only",
			links: []Link{{URL: "mailto:jane@example.com?subject=Hello", X0: 40, Y0: 763, X1: 48, Y1: 775}},
			email: "jane@example.com"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := page
			p.Links = tt.links
			got := PDF([]Page{p}).CV
			if got.Email != tt.email || got.LinkedIn != tt.linkedin {
				t.Errorf("email %q, linkedin %q; want %q, %q", got.Email, got.LinkedIn, tt.email, tt.linkedin)
			}
		})
	}
}

func TestWrappedContactValues(t *testing.T) {
	// A narrow sidebar breaks a long address inside it; the link has it whole.
	page := makePage(
		pl{800, "bold", []box{at(40, "CONTACT")}},
		pl{785, "reg", []box{at(40, "jane@example.com")}},
		pl{773, "reg", []box{at(40, "https://www.linkedin.com/in/jane-")}},
		pl{761, "reg", []box{at(40, "doe-data")}},
		pl{749, "reg", []box{at(40, "github.com/janedoe")}},
	)
	got := PDF([]Page{page}).CV
	if got.LinkedIn != "https://www.linkedin.com/in/jane-doe-data" {
		t.Errorf("linkedin %q", got.LinkedIn)
	}
	if got := joinText("linkedin.com/in/jane-doe", "github.com/janedoe", nil); got != "linkedin.com/in/jane-doe github.com/janedoe" {
		t.Errorf("two addresses on two lines were joined: %q", got)
	}
	if got := joinText("Automatisierung von ETL-", "Prozessen mit Python", nil); got != "Automatisierung von ETL-Prozessen mit Python" {
		t.Errorf("compound: %q", got)
	}
	if got := joinText("carlos.mendoza@ventaspr", "o.es", nil); got != "carlos.mendoza@ventaspro.es" {
		t.Errorf("an email broken in its domain: %q", got)
	}
	if got := joinText("jane@example.com", "https://www.linkedin.com/in/jane", nil); got != "jane@example.com https://www.linkedin.com/in/jane" {
		t.Errorf("an email and an address on two lines were joined: %q", got)
	}
	if got := joinText("https://www.linkedin.com/in/julia-", "becker-csm | https://github.com/jb", nil); got != "https://www.linkedin.com/in/julia-becker-csm | https://github.com/jb" {
		t.Errorf("an address broken after a hyphen: %q", got)
	}
}

func TestPostalAddresses(t *testing.T) {
	tests := []struct{ name, line string }{
		{"US city, state and ZIP", "Austin, Texas 78701"},
		{"US state code", "San Francisco, CA 94105"},
		{"code before the city", "75011 Paris, France"},
		{"German", "10115 Berlin, Germany"},
		{"a city not in any list", "28004 Villaverde del Río, España"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, sep := range []string{" | ", " · ", " • "} {
				got := Text("Jane Doe\nData Analyst\njane@example.com" + sep + "+1 512 555 0147" + sep + tt.line + "\n\nExperience\nAcme Corp\t2019 – 2022\n")
				if got.Address != tt.line {
					t.Errorf("separator %q: address %q, want %q", sep, got.Address, tt.line)
				}
			}
		})
	}
	// In a sidebar's contact section too.
	side := Text("Jane Doe\nData Analyst\n\nContact\njane@example.com\nAustin, Texas 78701\n\nExperience\nAcme Corp\t2019 – 2022\n")
	if side.Address != "Austin, Texas 78701" {
		t.Errorf("contact section address %q", side.Address)
	}
	for _, notAddress := range []string{"Python, SQL 2019", "Team of 12345 Users, Berlin"} {
		if postalPlace(notAddress) {
			t.Errorf("%q read as an address", notAddress)
		}
	}
}

func TestHeaderAfterASidebar(t *testing.T) {
	// The sidebar (left column) is read first; the name heads the main column.
	page := makePage(
		pl{800, "bold", []box{at(40, "CONTACT"), at(220, "Jane Doe")}},
		pl{785, "reg", []box{at(40, "jane@example.com")}},
		pl{780, "reg", []box{at(220, "Senior Data Analyst")}},
		pl{770, "bold", []box{at(40, "LANGUAGES")}},
		pl{755, "reg", []box{at(40, "German")}},
		pl{750, "bold", []box{at(220, "EXPERIENCE")}},
		pl{740, "reg", []box{at(40, "English")}},
		pl{730, "bold", []box{at(220, "Acme Corp"), at(470, "2019 – 2022")}},
		pl{715, "reg", []box{at(220, "Backend Engineer")}},
	)
	for i := range page.Items {
		if page.Items[i].Str == "Jane Doe" {
			page.Items[i].H = 20
		}
	}
	got := PDF([]Page{page}).CV
	if got.ProfessionalHeader != "Jane Doe • Senior Data Analyst" {
		t.Errorf("header %q", got.ProfessionalHeader)
	}
	for _, l := range got.Languages {
		if l.Language == "Jane Doe" || l.Language == "Senior Data Analyst" {
			t.Errorf("the header went into languages: %+v", got.Languages)
		}
	}
}

func TestLanguageLayouts(t *testing.T) {
	tests := []struct {
		name, body string
		want       []cv.Language
	}{
		{"proficiency on the line below", "German\nNative or Bilingual Proficiency\nEnglish\nC1",
			[]cv.Language{{Language: "German", ProficiencyLevel: "Native or Bilingual Proficiency"}, {Language: "English", ProficiencyLevel: "C1"}}},
		{"a level line without a language above is not attached", "English: fluent\nAdvanced",
			[]cv.Language{{Language: "English", ProficiencyLevel: "fluent"}}},
		{"mother tongue (Europass)", "Mother tongue(s): French\nOther language(s):\nEnglish B2",
			[]cv.Language{{Language: "French", ProficiencyLevel: "Mother tongue(s)"}, {Language: "English", ProficiencyLevel: "B2"}}},
		{"French label", "Langue(s) maternelle(s) : français, arabe\nAnglais (C1)",
			[]cv.Language{{Language: "français", ProficiencyLevel: "Langue(s) maternelle(s)"}, {Language: "arabe", ProficiencyLevel: "Langue(s) maternelle(s)"}, {Language: "Anglais", ProficiencyLevel: "C1"}}},
		{"the CEFR legend is no language", "English C1\nLevels: A1 and A2: Basic user - B1 and B2: Independent user - C1 and C2: Proficient user",
			[]cv.Language{{Language: "English", ProficiencyLevel: "C1"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text(cvWith("Languages", tt.body)).Languages
			if !equalJSON(t, got, tt.want) {
				t.Errorf("got %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

func TestGutterTitlesEndTheSectionBefore(t *testing.T) {
	page := makePage(
		pl{800, "big", []box{at(40, "Jane Doe")}},
		pl{785, "reg", []box{at(40, "Data Analyst")}},
		pl{760, "reg", []box{title(40, "SKILLS"), at(150, "Python, SQL, Tableau")}},
		pl{740, "reg", []box{title(40, "LANGUAGES"), at(150, "German — native")}},
		pl{728, "reg", []box{at(150, "English — C1")}},
		pl{708, "reg", []box{title(40, "CERTIFICATIONS"), at(150, "AWS Certified Data Analytics, Amazon (2023)")}},
	)
	got := PDF([]Page{page}).CV
	want := []cv.Language{{Language: "German", ProficiencyLevel: "native"}, {Language: "English", ProficiencyLevel: "C1"}}
	if !equalJSON(t, got.Languages, want) {
		t.Errorf("languages %+v", got.Languages)
	}
	// Pasted, with the titles in capitals in their own boxes.
	pasted := Text("Jane Doe\nData Analyst\n\nSKILLS\tPython, SQL, Tableau\nLANGUAGES\tGerman — native\n\tEnglish — C1\n")
	if !equalJSON(t, pasted.Languages, want) {
		t.Errorf("pasted languages %+v", pasted.Languages)
	}
	for _, s := range append(got.CoreSkills, got.ToolsTechnologies...) {
		if s == "German — native" || s == "LANGUAGES" || s == "AWS Certified Data Analytics" {
			t.Errorf("skills swallowed the next section: %q", s)
		}
	}
}

func TestSkillsPrecision(t *testing.T) {
	t.Run("level words are no skills", func(t *testing.T) {
		got := Text(cvWith("Skills", "Frontend: React, TypeScript\nAdvanced\nBackend: Go, PostgreSQL\nIntermediate"))
		all := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
		if !equalJSON(t, all, []string{"React", "TypeScript", "Go", "PostgreSQL"}) && !equalJSON(t, got.ToolsTechnologies, []string{"React", "TypeScript", "Go", "PostgreSQL"}) {
			t.Errorf("skills %q", all)
		}
		for _, s := range all {
			if s == "Advanced" || s == "Intermediate" || s == "Frontend" {
				t.Errorf("%q read as a skill", s)
			}
		}
	})
	t.Run("a Languages line of programming languages", func(t *testing.T) {
		got := Text(cvWith("Skills", "Languages: Python, Go\nTools: Docker"))
		all := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
		for _, want := range []string{"Python", "Go", "Docker"} {
			if !contains(all, want) {
				t.Errorf("%q dropped from %q", want, all)
			}
		}
		if len(got.Languages) != 0 {
			t.Errorf("programming languages read as spoken: %+v", got.Languages)
		}
	})
	t.Run("a Languages line of spoken languages stays languages", func(t *testing.T) {
		got := Text(cvWith("Skills", "Languages: German (native), English (C1)"))
		if len(got.Languages) != 2 {
			t.Errorf("languages %+v", got.Languages)
		}
	})
	t.Run("pasted: a group rated on the line below is a label", func(t *testing.T) {
		got := Text(cvWith("Skills", "Data Visualisation\nExpert\nTableau\nPower BI\n\nStatistics\nAdvanced\nRegression"))
		all := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
		for _, s := range all {
			if s == "Data Visualisation" || s == "Statistics" {
				t.Errorf("%q read as a skill in %q", s, all)
			}
		}
		for _, want := range []string{"Tableau", "Power BI", "Regression"} {
			if !contains(all, want) {
				t.Errorf("%q dropped from %q", want, all)
			}
		}
	})
	t.Run("group names set above their items in bold", func(t *testing.T) {
		page := makePage(
			pl{800, "big", []box{at(40, "Jane Doe")}},
			pl{785, "reg", []box{at(40, "Data analyst with five years of experience in retail and healthcare analytics")}},
			pl{760, "title", []box{at(40, "SKILLS")}},
			pl{745, "bold", []box{at(40, "Data Visualisation")}},
			pl{733, "reg", []box{at(40, "Expert")}},
			pl{721, "reg", []box{at(40, "Tableau")}},
			pl{709, "reg", []box{at(40, "Power BI")}},
			pl{690, "bold", []box{at(40, "Statistics")}},
			pl{678, "reg", []box{at(40, "Regression")}},
			pl{666, "reg", []box{at(40, "Forecasting")}},
		)
		got := PDF([]Page{page}).CV
		all := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
		for _, s := range all {
			if s == "Data Visualisation" || s == "Statistics" || s == "Expert" {
				t.Errorf("%q read as a skill in %q", s, all)
			}
		}
		for _, want := range []string{"Tableau", "Power BI", "Regression", "Forecasting"} {
			if !contains(all, want) {
				t.Errorf("%q dropped from %q", want, all)
			}
		}
	})
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// long is a line of body text wide enough to set the page's right margin.
const long = "Data analyst with five years of experience in retail and healthcare analytics"

func TestSideBySideEntries(t *testing.T) {
	page := makePage(
		pl{800, "big", []box{at(40, "Jane Doe")}},
		pl{785, "reg", []box{at(40, long)}},
		pl{773, "reg", []box{at(40, long)}},
		pl{761, "reg", []box{at(40, long)}},
		pl{749, "reg", []box{at(40, "and a record of dashboards that teams use every day.")}},
		pl{760 - 30, "title", []box{at(40, "EXPERIENCE")}},
		pl{745 - 30, "bold", []box{at(40, "Acme Corp"), at(200, "2021 – 2024"), at(300, "Initech"), at(460, "2018 – 2021")}},
		pl{733 - 30, "ital", []box{at(40, "Data Analyst"), at(300, "Junior Analyst")}},
		pl{721 - 30, "reg", []box{at(40, "Built the sales dashboards for all stores in"), at(300, "Wrote the weekly sales reports for the")}},
		pl{709 - 30, "reg", []box{at(40, "the region and cut reporting time by half."), at(300, "controlling team and cleaned the CRM data.")}},
		pl{690 - 30, "title", []box{at(40, "EDUCATION")}},
		pl{675 - 30, "bold", []box{at(40, "University of Bonn"), at(200, "2014 – 2018")}},
		pl{663 - 30, "ital", []box{at(40, "B.Sc. Statistics")}},
		pl{640 - 30, "title", []box{at(40, "SKILLS")}},
		pl{628 - 30, "reg", []box{at(40, "Python, SQL, Tableau, Power BI, Looker, dbt, Airflow, Snowflake, Spark, Git")}},
	)
	got := PDF([]Page{page}).CV
	want := []cv.Experience{
		{Company: "Acme Corp", Position: "Data Analyst", Duration: "2021 – 2024", Responsibilities: []string{"Built the sales dashboards for all stores in the region and cut reporting time by half."}},
		{Company: "Initech", Position: "Junior Analyst", Duration: "2018 – 2021", Responsibilities: []string{"Wrote the weekly sales reports for the controlling team and cleaned the CRM data."}},
	}
	if !equalJSON(t, got.ProfessionalExperience, want) {
		t.Errorf("got %+v\nwant %+v", got.ProfessionalExperience, want)
	}
	if len(got.Education) != 1 || got.Education[0].Institution != "University of Bonn" {
		t.Errorf("education %+v", got.Education)
	}
}

func TestSidebarRunsOntoTheNextPage(t *testing.T) {
	first := makePage(
		pl{800, "big", []box{at(220, "Jane Doe")}},
		pl{790, "title", []box{at(40, "SKILLS")}},
		pl{778, "reg", []box{at(40, "Python and pandas for data"), at(220, "Data analyst with five years of experience in retail")}},
		pl{766, "reg", []box{at(40, "SQL and dbt data modelling"), at(220, "and healthcare, building the dashboards teams use.")}},
		pl{754, "reg", []box{at(40, "Tableau and Power BI reports"), at(220, "Known for clear reports and careful numbers.")}},
		pl{730, "title", []box{at(40, "LANGUAGES"), at(220, "EXPERIENCE")}},
		pl{715, "bold", []box{at(220, "Acme Corp"), at(460, "2021 – 2024")}},
		pl{703, "ital", []box{at(220, "Data Analyst")}},
	)
	second := makePage(
		pl{800, "reg", []box{at(40, "German"), at(220, "Built the sales dashboards for every store in the region.")}},
		pl{788, "reg", []box{at(40, "Native or bilingual"), at(220, "Cut the reporting time by half in the first year there.")}},
		pl{776, "reg", []box{at(40, "English"), at(220, "Trained the analysts on the self-service analytics tools.")}},
		pl{764, "reg", []box{at(40, "C1")}},
	)
	got := PDF([]Page{first, second}).CV
	want := []cv.Language{{Language: "German", ProficiencyLevel: "Native or bilingual"}, {Language: "English", ProficiencyLevel: "C1"}}
	if !equalJSON(t, got.Languages, want) {
		t.Errorf("languages %+v", got.Languages)
	}
	if len(got.ProfessionalExperience) != 1 || len(got.ProfessionalExperience[0].Responsibilities) != 3 {
		t.Errorf("experience %+v", got.ProfessionalExperience)
	}
}

func TestPastedDateRangeOnTwoLines(t *testing.T) {
	tests := []struct{ name, body, want string }{
		{"own line", "Acme Corp\nData Analyst\nJune 2022 –\nPresent\n- Built the sales dashboards", "June 2022 – Present"},
		{"after the title", "Data Analyst, Acme Corp\tJune 2022 –\nPresent\n- Built the sales dashboards", "June 2022 – Present"},
		{"German", "Acme GmbH\nDatenanalystin\n03/2021 –\nheute\n- Baute die Dashboards", "03/2021 – heute"},
		{"end month on the next line", "Acme Corp\nData Analyst\nJan 2019 –\nMay 2022\n- Built the sales dashboards", "Jan 2019 – May 2022"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text(cvWith("Experience", tt.body)).ProfessionalExperience
			if len(got) != 1 || got[0].Duration != tt.want {
				t.Errorf("got %+v, want one entry lasting %q", got, tt.want)
			}
		})
	}
}

// The same CV pasted as its PDF's text and read from the PDF gives the same
// parse: the upload page's result does not depend on the way in.
func TestPastedTextParsesLikeItsPDF(t *testing.T) {
	for _, f := range fixtures(t) {
		if !f.isPDF() || strings.HasPrefix(f.name, "job_desc") || f.name == "servicenow_job1" {
			continue
		}
		t.Run(f.name, func(t *testing.T) {
			r := PDF(f.pages)
			pasted := Text(r.Text)
			for _, fl := range evalFields {
				if fl.name == "linkedin" {
					continue // the PDF also reads link annotations
				}
				if c := compare(fl.items(pasted), fl.items(r.CV)); c.fp+c.fn > 0 {
					t.Errorf("%s differs: pasted %q, PDF %q", fl.name, fl.items(pasted), fl.items(r.CV))
				}
			}
		})
	}
}

func TestEuropassStyle(t *testing.T) {
	const europass = "Jean Dupont\nNationalité : Française\nDate de naissance : 12/03/1990\n" +
		"Téléphone : (+33) 6 12 34 56 78\nAdresse e-mail : jean.dupont@example.fr\n\n" +
		"EXPÉRIENCE PROFESSIONNELLE\n[ 03/2019 – 06/2021 ]\nDéveloppeur Java\nSociété Générale\nLocalité : Paris | Pays : France\n" +
		"Tâches :\n- Développement de microservices Spring Boot pour les paiements\n- Revue de code et accompagnement des développeurs juniors\n" +
		"Environnement technique : Java, Spring, Kafka\n\n" +
		"[ 09/2016 – 02/2019 ]\nDéveloppeur Web\nCapgemini\nLocalité : Lyon | Pays : France\n" +
		"- Développement d'applications Angular pour des clients bancaires\n"
	got := Text(europass)
	t.Run("label lines are no title and no phone", func(t *testing.T) {
		if got.ProfessionalHeader != "Jean Dupont" || got.Phone != "(+33) 6 12 34 56 78" || got.Email != "jean.dupont@example.fr" {
			t.Errorf("header %q, phone %q, email %q", got.ProfessionalHeader, got.Phone, got.Email)
		}
	})
	t.Run("bracketed dates, place labels and nested list headings", func(t *testing.T) {
		want := []cv.Experience{
			{Company: "Société Générale", Position: "Développeur Java", Duration: "03/2019 – 06/2021", Location: "Paris",
				Responsibilities: []string{"Développement de microservices Spring Boot pour les paiements",
					"Revue de code et accompagnement des développeurs juniors", "Java, Spring, Kafka"}},
			{Company: "Capgemini", Position: "Développeur Web", Duration: "09/2016 – 02/2019", Location: "Lyon",
				Responsibilities: []string{"Développement d'applications Angular pour des clients bancaires"}},
		}
		if !equalJSON(t, got.ProfessionalExperience, want) {
			t.Errorf("got %+v\nwant %+v", got.ProfessionalExperience, want)
		}
	})
	t.Run("a birth date is no phone", func(t *testing.T) {
		if p, _, _ := findPhone("12/03/1990"); p != "" {
			t.Errorf("phone %q", p)
		}
	})
}

func TestHeadlineWithBars(t *testing.T) {
	tests := []struct{ name, top, want string }{
		{"a headline in parts is one title", "Jane Doe\nData Analyst | Turning Raw Data into Strategic Decisions", "Jane Doe • Data Analyst | Turning Raw Data into Strategic Decisions"},
		{"name and title on one line", "Jane Doe | Software Engineer", "Jane Doe • Software Engineer"},
		{"title and place on one line", "Jane Doe\nSoftware Engineer | Berlin, Germany", "Jane Doe • Software Engineer"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text(tt.top + "\njane@example.com\n\nExperience\nAcme Corp\t2019 – 2022\n").ProfessionalHeader
			if got != tt.want {
				t.Errorf("header %q, want %q", got, tt.want)
			}
		})
	}
}

func TestGridRowsReadInTurn(t *testing.T) {
	// The grid fills the page, so the page itself has a gutter; the second
	// row has one entry, and the next section has a grid again.
	lines := []pl{
		{800, "big", []box{at(40, "Jane Doe")}},
		{780, "title", []box{at(40, "EXPERIENCE")}},
		{765, "bold", []box{at(40, "Acme Corp"), at(200, "2021 – 2024"), at(300, "Initech"), at(460, "2018 – 2021")}},
		{753, "ital", []box{at(40, "Data Analyst"), at(300, "Junior Analyst")}},
	}
	y := 741.0
	for i := 0; i < 4; i++ {
		lines = append(lines, pl{y, "reg", []box{at(40, "Built the sales dashboards for all the stores"), at(300, "Wrote the weekly sales reports for them")}})
		y -= 12
	}
	lines = append(lines, pl{y - 10, "bold", []box{at(40, "Globex"), at(200, "2015 – 2018")}})
	y -= 22
	lines = append(lines, pl{y, "ital", []box{at(40, "Intern")}})
	for i := 0; i < 3; i++ {
		y -= 12
		lines = append(lines, pl{y, "reg", []box{at(40, "Cleaned the data of the stores in the region")}})
	}
	y -= 22
	lines = append(lines,
		pl{y, "title", []box{at(40, "EDUCATION")}},
		pl{y - 15, "bold", []box{at(40, "University of Bonn"), at(200, "2014 – 2018"), at(300, "University of Cologne"), at(460, "2012 – 2014")}},
		pl{y - 27, "ital", []box{at(40, "B.Sc. Statistics"), at(300, "B.A. Economics")}},
	)
	got := PDF([]Page{makePage(lines...)}).CV
	var companies []string
	for _, x := range got.ProfessionalExperience {
		companies = append(companies, x.Company)
	}
	if !equalJSON(t, companies, []string{"Acme Corp", "Initech", "Globex"}) {
		t.Errorf("companies %q", companies)
	}
	if len(got.Education) != 2 {
		t.Errorf("education %+v", got.Education)
	}
}

func TestHeadWrappedBesideItsDate(t *testing.T) {
	page := makePage(
		pl{800, "big", []box{at(40, "Jane Doe")}},
		pl{785, "reg", []box{at(40, long)}},
		pl{760, "title", []box{at(40, "EDUCATION")}},
		pl{745, "bold", []box{at(40, "Universidad Nacional de Educación a"), at(225, "2015 – 2019")}},
		pl{733, "bold", []box{at(40, "Distancia")}},
		pl{718, "ital", []box{at(40, "Grado en Ingeniería Informática")}},
	)
	got := PDF([]Page{page}).CV.Education
	if len(got) != 1 || got[0].Institution != "Universidad Nacional de Educación a Distancia" || got[0].Duration != "2015 – 2019" {
		t.Errorf("education %+v", got)
	}
}

func TestHeadlineUnderTheName(t *testing.T) {
	const profile = "\n\nPROFILE\nSeven years of building data products for retail and logistics.\n"
	tests := []struct {
		name, text, header, about string
	}{
		{
			name:   "a longer headline beside a profile section is the title",
			text:   "Jane Doe\nData Scientist Specializing in Machine Learning and Predictive Analytics\njane@doe.org" + profile,
			header: "Jane Doe • Data Scientist Specializing in Machine Learning and Predictive Analytics",
		},
		{
			name:   "in sentence case and German",
			text:   "Julia Becker\nCustomer Success Manager mit Fokus auf Kundenbindung und SaaS-Wachstum\njulia@becker.de" + profile,
			header: "Julia Becker • Customer Success Manager mit Fokus auf Kundenbindung und SaaS-Wachstum",
		},
		{
			name:   "without a summary section it is the summary",
			text:   "John Doe\nSoftware engineer obsessed with building exceptional products that people love\njohn@doe.org\n\nSKILLS\nGo, SQL\n",
			header: "John Doe",
			about:  "Software engineer obsessed with building exceptional products that people love",
		},
		{
			name:   "a sentence under the name is never the title",
			text:   "Jane Doe\nI build data products for retail and logistics teams across Europe.\njane@doe.org" + profile,
			header: "Jane Doe",
		},
		{
			name:   "a Spanish title with its seniority is not split as a name",
			text:   "Lucía García\nEjecutivo de Cuentas Senior | Ventas B2B SaaS\nlucia@garcia.es" + profile,
			header: "Lucía García • Ejecutivo de Cuentas Senior | Ventas B2B SaaS",
		},
		{
			name:   "a title may hold digits, not a date and time",
			text:   "Jane Doe\t5/10/24, 11:52 AM\nAccount Executive | B2B SaaS\njane@doe.org" + profile,
			header: "Jane Doe • Account Executive | B2B SaaS",
		},
		{
			name:   "an icon glyph is no title",
			text:   "Jane Doe\n✉\tjane@doe.org\t☎ +1 415 555 0100" + profile,
			header: "Jane Doe",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text(tt.text)
			if got.ProfessionalHeader != tt.header {
				t.Errorf("header %q, want %q", got.ProfessionalHeader, tt.header)
			}
			if tt.about != "" && got.AboutMe != tt.about {
				t.Errorf("about %q, want %q", got.AboutMe, tt.about)
			}
		})
	}
}

func TestGridBeforeFullWidthSection(t *testing.T) {
	// The last grid row ends the two sides together; the next section's
	// title stands on the left alone and its list runs across the page.
	lines := []pl{
		{800, "big", []box{at(40, "Jane Doe")}},
		{705, "title", []box{at(40, "EDUCATION")}},
		{690, "bold", []box{at(40, "University of Bonn"), at(200, "2014 – 2018"), at(300, "University of Cologne"), at(460, "2012 – 2014")}},
		{678, "ital", []box{at(40, "B.Sc. Statistics"), at(300, "B.A. Economics")}},
		{666, "reg", []box{at(40, "Thesis on the sampling of store data"), at(300, "Thesis on regional retail prices")}},
		{642, "title", []box{at(40, "SKILLS")}},
		{627, "reg", []box{at(40, "Data: Python, SQL, Tableau, Power BI, dbt, Looker, Excel, statistics in R and Stata")}},
		{615, "reg", []box{at(40, "Office: Word, PowerPoint, Outlook, SharePoint, Teams, Confluence, Jira and Trello")}},
	}
	r := PDF([]Page{makePage(lines...)})
	var schools []string
	for _, e := range r.CV.Education {
		schools = append(schools, e.Institution)
	}
	if !equalJSON(t, schools, []string{"University of Bonn", "University of Cologne"}) {
		t.Errorf("schools %q in\n%s", schools, r.Text)
	}
	if i, j := strings.Index(r.Text, "regional retail prices"), strings.Index(r.Text, "SKILLS"); i < 0 || j < i {
		t.Errorf("SKILLS read before the grid's right side:\n%s", r.Text)
	}
}

func TestPhoneInAFooterOfContacts(t *testing.T) {
	body := []pl{
		{800, "big", []box{at(40, "John Doe")}},
		{780, "reg", []box{at(40, "Data Analyst")}},
		{750, "title", []box{at(40, "EXPERIENCE")}},
		{735, "bold", []box{at(40, "Acme Corp"), at(480, "2021 – 2024")}},
		{723, "reg", []box{at(40, "Answered 120 calls a day on the line 0800 123 4567 for the stores")}},
	}
	tests := []struct {
		name, phone string
		footer      []pl
	}{
		{"a footer of phone numbers", "+1 (234) 567 890", []pl{{60, "reg", []box{at(40, "+1 (234) 567 890 • +2 (345) 678 901 • john@doe.org")}}}},
		{"no contact line: a number in the text is no phone", "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := PDF([]Page{makePage(append(append([]pl{}, body...), tt.footer...)...)}).CV
			if got.Phone != tt.phone {
				t.Errorf("phone %q, want %q", got.Phone, tt.phone)
			}
		})
	}
}

func TestAddressBesideIconsAndLinks(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"an icon glyph before the address", "Jane Doe\nData Analyst\n✉ jane@doe.org   ☎ +49 30 1234567   ⌂ 10115 Berlin, Germany\n\nPROFILE\nAnalyst.\n", "10115 Berlin, Germany"},
		{"a US address after its icon", "Jane Doe\nData Analyst\n⌂ San Francisco, California 94105\n\nPROFILE\nAnalyst.\n", "San Francisco, California 94105"},
		{"a contact section line of an address and links", "Jane Doe\nData Analyst\n\nCONTACT\njane@doe.org +49 30 1234567\n10115 Berlin, Germany https://www.linkedin.com/in/jane-doe https://github.com/jane\n\nSKILLS\nSQL\n", "10115 Berlin, Germany"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Text(tt.text).Address; got != tt.want {
				t.Errorf("address %q, want %q", got, tt.want)
			}
		})
	}
}

func TestHeadWrappedBesideADateInAnotherFont(t *testing.T) {
	// The date is set lighter and runs longer than the head: the line's
	// font is the date's, the wrapped word's the head's.
	page := makePage(
		pl{800, "big", []box{at(40, "Jane Doe")}},
		pl{785, "reg", []box{at(40, long)}},
		pl{760, "title", []box{at(40, "EDUCATION")}},
		pl{745, "bold", []box{at(40, "Université Paris-"), {x: 150, s: "septembre 2017 – juillet 2019", font: "reg"}}},
		pl{733, "bold", []box{at(40, "Dauphine")}},
		pl{718, "ital", []box{at(40, "Master en Management Commercial")}},
	)
	got := PDF([]Page{page}).CV.Education
	if len(got) != 1 || got[0].Institution != "Université Paris-Dauphine" || got[0].Duration != "septembre 2017 – juillet 2019" {
		t.Errorf("education %+v", got)
	}
}

func TestShortBulletsBeforeAGapAndTheNextEntry(t *testing.T) {
	// Bullets whose glyphs are drawn, short enough to read like head
	// lines, end an entry; the next entry's dated line follows a gap.
	page := makePage(
		pl{800, "big", []box{at(40, "Jane Doe")}},
		pl{785, "reg", []box{at(40, long)}},
		pl{760, "title", []box{at(40, "EXPERIENCE")}},
		pl{745, "bold", []box{at(40, "DataPulse AG"), at(480, "03/2019 – 12/2021")}},
		pl{733, "ital", []box{at(40, "Account Executive")}},
		pl{721, "reg", []box{at(50, "Betreuung eines Portfolios von 80+ Bestandskunden im Bereich Datenanalyse-Software")}},
		pl{709, "reg", []box{at(50, "Erstellung von Angeboten und Forecasts in Salesforce")}},
		pl{697, "reg", []box{at(50, "Aktive Mitgestaltung von Vertriebsprozessen")}},
		pl{675, "bold", []box{at(40, "SoftwareHaus GmbH"), at(480, "08/2017 – 02/2019")}},
		pl{663, "ital", []box{at(40, "Sales Development Representative")}},
		pl{651, "reg", []box{at(50, "Pflege und Aktualisierung des CRM-Systems sowie Erstellung von Vertriebsreports")}},
	)
	got := PDF([]Page{page}).CV.ProfessionalExperience
	var companies []string
	for _, e := range got {
		companies = append(companies, e.Company)
	}
	if !equalJSON(t, companies, []string{"DataPulse AG", "SoftwareHaus GmbH"}) || len(got[0].Responsibilities) != 3 {
		t.Errorf("experience %+v", got)
	}
}

func TestLeftSidebarAfterTheNameInTheText(t *testing.T) {
	// A sidebar on the left; the main column opens with the name. The CV
	// box text starts with the name, so the pasted text parses alike.
	var lines []pl
	side := []string{"CONTACT", "jane@doe.org", "+49 30 1234567", "", "SKILLS", "Python", "SQL", "Tableau", "Statistics and regression", "", "LANGUAGES", "German — native", "English — C1"}
	y := 800.0
	for _, s := range side {
		if s != "" {
			lines = append(lines, pl{y, "reg", []box{at(40, s)}})
		}
		y -= 14
	}
	main := []pl{
		{800, "big", []box{{x: 200, s: "Jane Doe", font: "big"}}},
		{780, "reg", []box{at(200, "Data Analyst")}},
		{750, "title", []box{at(200, "EXPERIENCE")}},
		{735, "bold", []box{at(200, "Acme Corp"), at(480, "2021 – 2024")}},
		{723, "reg", []box{at(200, "Built the sales dashboards for all the stores")}},
		{711, "reg", []box{at(200, "Cleaned the data of the stores in the region")}},
		{699, "reg", []box{at(200, "Wrote the weekly sales reports for them")}},
	}
	page := makePage(append(lines, main...)...)
	for i := range page.Items {
		if page.Items[i].Str == "Jane Doe" {
			page.Items[i].H = 20
		}
	}
	r := PDF([]Page{page})
	if !strings.HasPrefix(r.Text, "Jane Doe") {
		t.Errorf("text starts %q", r.Text[:min(len(r.Text), 40)])

	}
	for name, got := range map[string]cv.FormattedCV{"PDF": r.CV, "pasted": Text(r.Text)} {
		if got.ProfessionalHeader != "Jane Doe • Data Analyst" || got.Email != "jane@doe.org" || len(got.Languages) != 2 {
			t.Errorf("%s: header %q, email %q, languages %+v", name, got.ProfessionalHeader, got.Email, got.Languages)
		}
	}
}

func TestSidebarRunsOnWhereItsWidestLineIsShorter(t *testing.T) {
	// Page 2 keeps page 1's columns, though its sidebar's widest line, and
	// with it the gap found between the columns, ends further left.
	sidebar := func(items ...string) []pl {
		var out []pl
		for i, s := range items {
			out = append(out, pl{800 - 14*float64(i), "reg", []box{at(40, s)}})
		}
		return out
	}
	job := func(y float64, company, dates string) []pl {
		return []pl{
			{y, "bold", []box{at(200, company), at(480, dates)}},
			{y - 12, "reg", []box{at(200, "• Built the sales dashboards for all the stores")}},
			{y - 24, "reg", []box{at(200, "• Cleaned the data of the stores in the region")}},
			{y - 36, "reg", []box{at(200, "• Wrote the weekly sales reports for them")}},
		}
	}
	p1 := append(sidebar("CONTACT", "jane@doe.org", "SKILLS", "Python", "Statistics and regression"),
		append([]pl{{800, "big", []box{at(200, "Jane Doe")}}, {780, "reg", []box{at(200, "Data Analyst")}}, {750, "title", []box{at(200, "EXPERIENCE")}}},
			job(735, "Acme Corp", "2021 – 2024")...)...)
	p2 := append(sidebar("LANGUAGES", "German", "Native", "English", "Full working proficiency"), job(800, "Initech", "2018 – 2021")...)
	r := PDF([]Page{makePage(p1...), makePage(p2...)})
	var companies []string
	for _, e := range r.CV.ProfessionalExperience {
		companies = append(companies, e.Company)
	}
	if !equalJSON(t, companies, []string{"Acme Corp", "Initech"}) {
		t.Errorf("companies %q in\n%s", companies, r.Text)
	}
}

func TestSentenceEndingInAYearIsNoHead(t *testing.T) {
	got := Text("Camille Laurent\nAccount Executive\n\nEXPÉRIENCE\nLeaflow\tjanvier 2023 – aujourd'hui\nAccount Executive\n" +
		"Gestion d'un portefeuille de 80 comptes PME/ETI avec un quota annuel de 1,2 M€.\n\n" +
		"Dépassement du quota à 150 % en 2023 et 120 % en 2024.\n\n" +
		"Datavance\tmars 2020 – décembre 2022\nAccount Executive\nVente de solutions de data intelligence auprès de grands comptes.\n").ProfessionalExperience
	var companies []string
	for _, e := range got {
		companies = append(companies, e.Company)
	}
	if !equalJSON(t, companies, []string{"Leaflow", "Datavance"}) || !slices.Contains(got[0].Responsibilities, "Dépassement du quota à 150 % en 2023 et 120 % en 2024.") {
		t.Errorf("experience %+v", got)
	}
}

func TestSchoolNameWithAt(t *testing.T) {
	tests := []struct{ name, head, institution, degree string }{
		{"a school's own 'at'", "The University of Texas at Austin\t2014 – 2018\nB.S. in Statistics", "The University of Texas at Austin", "B.S. in Statistics"},
		{"a degree at a school", "B.Sc. Statistics at University of Bonn\t2014 – 2018", "University of Bonn", "B.Sc. Statistics"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text("Jane Doe\nData Analyst\n\nEDUCATION\n" + tt.head + "\n").Education
			if len(got) != 1 || got[0].Institution != tt.institution || got[0].Degree != tt.degree {
				t.Errorf("education %+v", got)
			}
		})
	}
}

func TestSkillGroupAfterAFullLine(t *testing.T) {
	// The line before reaches the right margin and the next group's first
	// word would not fit there, yet "Label: …" opens a group of its own.
	page := makePage(
		pl{800, "big", []box{at(40, "Jane Doe")}},
		pl{785, "reg", []box{at(40, long)}},
		pl{760, "title", []box{at(40, "SKILLS")}},
		pl{745, "reg", []box{at(40, "Tools: Salesforce, HubSpot, Pipedrive, LinkedIn Sales Navigator, Gong, Outreach, Excel")}},
		pl{733, "reg", []box{at(40, "Kommunikation: Präsentation, Verhandlung")}},
	)
	got := PDF([]Page{page}).CV
	skills := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
	if !slices.Contains(skills, "Excel") || !slices.Contains(skills, "Präsentation") {
		t.Errorf("skills %q", skills)
	}
}

func TestStrengthsSectionIsSkills(t *testing.T) {
	got := Text("Jane Doe\nData Analyst\n\nSTRENGTHS\nHard-working\tEye for detail\nMotivator & Leader\n")
	skills := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
	for _, want := range []string{"Hard-working", "Eye for detail", "Motivator & Leader"} {
		if !slices.Contains(skills, want) {
			t.Errorf("skills %q lack %q", skills, want)
		}
	}
}

func TestGroupWithItsLevelOnOneLine(t *testing.T) {
	tests := []struct {
		name, list string
		want, not  []string
	}{
		{"a group rated on its own line, then unrated items", "Communication & Leadership Expert\nTeam Mentoring\nStrategic Planning\n",
			[]string{"Team Mentoring", "Strategic Planning"}, []string{"Communication & Leadership Expert", "Communication & Leadership"}},
		{"rated items stay skills", "Python Advanced\nSQL Expert\nTableau Intermediate\n", []string{"Python Advanced", "SQL Expert"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text("Jane Doe\nData Analyst\n\nSKILLS\n" + tt.list)
			skills := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
			for _, w := range tt.want {
				if !slices.Contains(skills, w) {
					t.Errorf("skills %q lack %q", skills, w)
				}
			}
			for _, n := range tt.not {
				if slices.Contains(skills, n) {
					t.Errorf("skills %q hold the group %q", skills, n)
				}
			}
		})
	}
}

func TestGutterTitleBrokenOverTwoLines(t *testing.T) {
	tests := []struct{ name, first, second string }{
		{"inside a word", "BERUFSERFAHR", "UNG"},
		{"between words", "WORK", "EXPERIENCE"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			page := makePage(
				pl{800, "big", []box{at(40, "Lukas Weber")}},
				pl{785, "reg", []box{at(40, long)}},
				pl{760, "title", []box{title(40, tt.first), {x: 150, s: "CloudForge GmbH", font: "bold"}, at(480, "01/2022 – heute")}},
				pl{748, "title", []box{title(40, tt.second)}},
				pl{736, "ital", []box{at(150, "Senior Account Executive")}},
				pl{724, "reg", []box{at(150, "• Verantwortung für den gesamten Vertriebszyklus im Enterprise-Segment")}},
			)
			got := PDF([]Page{page}).CV.ProfessionalExperience
			if len(got) != 1 || got[0].Company != "CloudForge GmbH" || got[0].Position != "Senior Account Executive" {
				t.Errorf("experience %+v", got)
			}
		})
	}
}

func TestPastedShortItemsBeforeTheNextEntry(t *testing.T) {
	tests := []struct {
		name, body string
		companies  []string
		last       int // responsibilities of the first entry
	}{
		{"short items up to the blank line stay in their entry",
			"DataPulse AG\t03/2019 – 12/2021\nAccount Executive\nBetreuung eines Portfolios von 80+ Bestandskunden im Bereich Datenanalyse-Software\n" +
				"Erstellung von Angeboten und Forecasts in Salesforce\nAktive Mitgestaltung von Vertriebsprozessen\n\n" +
				"SoftwareHaus GmbH\t08/2017 – 02/2019\nSales Development Representative\nPflege und Aktualisierung des CRM-Systems sowie Erstellung von Vertriebsreports\n",
			[]string{"DataPulse AG", "SoftwareHaus GmbH"}, 3},
		{"an undated head followed by its bullets is a head",
			"Acme Corp\t2021 – 2024\nData Analyst\n- Built the sales dashboards for all the stores\nGlobex\nJunior Analyst\n- Cleaned the data of the stores in the region\n",
			[]string{"Acme Corp", "Globex"}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text("Jane Doe\nData Analyst\n\nEXPERIENCE\n" + tt.body).ProfessionalExperience
			var companies []string
			for _, e := range got {
				companies = append(companies, e.Company)
			}
			if !equalJSON(t, companies, tt.companies) || len(got[0].Responsibilities) != tt.last {
				t.Errorf("experience %+v", got)
			}
		})
	}
}

func TestListLeadInEndingInAHeadingWordStaysInTheEntry(t *testing.T) {
	want := []cv.Experience{
		{Company: "Acme Corp", Position: "Backend Engineer", Duration: "2019 – 2022", Responsibilities: []string{
			"Built the billing service in Go used by every product team", "Moved the payments to the new provider API"}},
		{Company: "Initech", Position: "Developer", Duration: "2016 – 2019", Responsibilities: []string{
			"Maintained the reporting tools for the sales team every week"}},
	}
	pdf := PDF([]Page{makePage(
		pl{800, "bold", []box{at(40, "Jane Doe")}},
		pl{780, "reg", []box{at(40, "Backend Engineer")}},
		pl{750, "title", []box{at(40, "Experience")}},
		pl{730, "bold", []box{at(40, "Acme Corp"), at(470, "2019 – 2022")}},
		pl{716, "ital", []box{at(40, "Backend Engineer")}},
		pl{702, "reg", []box{at(40, "Built the billing service in Go used by every product team")}},
		// Read by its last word, "achievements" would be a section title; the
		// item under it is indented by its bullet glyph, drawn, not written.
		pl{689, "reg", []box{at(40, "Selected achievements:")}},
		pl{676, "reg", []box{at(51, "Moved the payments to the new provider API")}},
		pl{655, "bold", []box{at(40, "Initech"), at(470, "2016 – 2019")}},
		pl{641, "ital", []box{at(40, "Developer")}},
		pl{627, "reg", []box{at(40, "Maintained the reporting tools for the sales team every week")}},
		pl{600, "title", []box{at(40, "Education")}},
		pl{580, "bold", []box{at(40, "University of Leeds"), at(470, "2012 – 2016")}},
	)}).CV
	pasted := Text("Jane Doe\nBackend Engineer\n\nExperience\nAcme Corp\t2019 – 2022\nBackend Engineer\n" +
		"• Built the billing service in Go used by every product team\nSelected achievements:\n" +
		"• Moved the payments to the new provider API\n\nInitech\t2016 – 2019\nDeveloper\n" +
		"• Maintained the reporting tools for the sales team every week\n\nEducation\nUniversity of Leeds\t2012 – 2016\n")
	for name, got := range map[string]cv.FormattedCV{"from the PDF, in the body's font, its list indented by a drawn glyph": pdf, "pasted, ending with a colon": pasted} {
		t.Run(name, func(t *testing.T) {
			if !equalJSON(t, got.ProfessionalExperience, want) {
				t.Errorf("got %+v\nwant %+v", got.ProfessionalExperience, want)
			}
			if len(got.Education) != 1 {
				t.Errorf("education %+v: the real title after the entries must still open its section", got.Education)
			}
		})
	}
}

func TestEducationOneCommaLineWithTheGradeLast(t *testing.T) {
	tests := []struct {
		name, head string
		want       cv.Education
	}{
		{name: "degree, school, city, grade",
			head: "MSc Physics, Technische Universität Berlin, Berlin, Grade: 1.3.",
			want: cv.Education{Degree: "MSc Physics", Institution: "Technische Universität Berlin", Location: "Berlin", Duration: "2014 – 2018", Description: "Grade: 1.3."}},
		{name: "a grade alone on its part stays the whole description",
			head: "GPA 3.8",
			want: cv.Education{Duration: "2014 – 2018", Description: "GPA 3.8"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text("Jane Doe\nPhysicist\n\nEducation\n2014 – 2018\t" + tt.head + "\n").Education
			if !equalJSON(t, got, []cv.Education{tt.want}) {
				t.Errorf("got %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

func TestSubheadingThatReadsAsATitleKeepsTheSectionOpen(t *testing.T) {
	page := makePage(
		pl{800, "bold", []box{at(40, "Jane Doe")}},
		pl{780, "reg", []box{at(40, "Backend Engineer")}},
		pl{750, "title", []box{at(40, "Experience")}},
		pl{730, "bold", []box{at(40, "Acme Corp"), at(470, "2019 – 2022")}},
		pl{716, "ital", []box{at(40, "Backend Engineer")}},
		pl{702, "reg", []box{at(40, "Built the billing service in Go used by every product team")}},
		pl{660, "bold", []box{at(40, "Initech"), at(470, "2017 – 2018")}},
		pl{646, "ital", []box{at(40, "Developer Intern")}},
		pl{632, "reg", []box{at(40, "Maintained the reporting tools for the sales team every week")}},
		pl{600, "title", []box{at(40, "Education")}},
		pl{580, "bold", []box{at(40, "University of Leeds"), at(470, "2014 – 2018")}},
	)
	// "Freelance projects", in the titles' font but smaller, groups the entries
	// after it; as a title it would open a section of projects.
	page.Items = append(page.Items, Item{Str: "Freelance projects", X: 40, Y: 680, W: 80, H: 8, Font: "title"})
	got := PDF([]Page{page}).CV
	var companies []string
	for _, x := range got.ProfessionalExperience {
		companies = append(companies, x.Company)
	}
	if !slices.Equal(companies, []string{"Acme Corp", "Initech"}) {
		t.Errorf("companies %q, want Acme Corp and Initech", companies)
	}
	if len(got.Education) != 1 {
		t.Errorf("education %+v", got.Education)
	}
}

func TestSkillGroupNameInAGutterIsNoSkill(t *testing.T) {
	tests := []struct {
		name string
		rows string
		want []string
	}{
		{name: "a label beside each list", rows: "Frontend\tReact, Vue\nData stores\tPostgreSQL, Redis\n",
			want: []string{"React", "Vue", "PostgreSQL", "Redis"}},
		{name: "skills side by side, no list: every box a skill", rows: "Go\tPython\tSQL\n",
			want: []string{"Go", "Python", "SQL"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text("Jane Doe\nBackend Engineer\n\nSkills\n" + tt.rows)
			all := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
			slices.Sort(all)
			want := slices.Sorted(slices.Values(tt.want))
			if !slices.Equal(all, want) {
				t.Errorf("skills %q, want %q", all, want)
			}
		})
	}
}

func TestLanguageAndLevelInTwoBoxesOfOneLine(t *testing.T) {
	want := []cv.Language{{Language: "English", ProficiencyLevel: "Native"}, {Language: "German", ProficiencyLevel: "B2"}, {Language: "Spanish", ProficiencyLevel: ""}}
	pdf := PDF([]Page{makePage(
		pl{800, "bold", []box{at(40, "Jane Doe")}},
		pl{780, "reg", []box{at(40, "Backend Engineer")}},
		pl{750, "title", []box{at(40, "Languages")}},
		pl{730, "reg", []box{at(40, "English"), at(140, "Native")}},
		pl{716, "reg", []box{at(40, "German"), at(140, "B2")}},
		// A box that is no level beside a language rates nothing.
		pl{702, "reg", []box{at(40, "Spanish"), at(140, "Travelled in Peru")}},
	)}).CV
	pasted := Text("Jane Doe\nBackend Engineer\n\nLanguages\nEnglish\tNative\nGerman\tB2\nSpanish\tTravelled in Peru\n")
	for name, got := range map[string]cv.FormattedCV{"from the PDF": pdf, "pasted": pasted} {
		t.Run(name, func(t *testing.T) {
			if !equalJSON(t, got.Languages, want) {
				t.Errorf("got %+v\nwant %+v", got.Languages, want)
			}
		})
	}
}

func TestGutterDatedEntriesHeadOnOneLineBodyInItsOwnFont(t *testing.T) {
	want := []cv.Experience{
		{Company: "Acme Corp", Position: "Backend Engineer", Duration: "2019 – 2022", Location: "Berlin", Responsibilities: []string{
			"Built the billing service in Go.", "Ran the on-call rota"}},
		{Company: "Initech", Position: "Developer", Duration: "2016 – 2019", Location: "Hamburg", Responsibilities: []string{
			"Maintained the billing reports", "Wrote the release scripts"}},
	}
	// The date in a left gutter, the whole head on one line beside it, the
	// description below in its own smaller font: no head line is set in it.
	page := makePage(
		pl{800, "bold", []box{at(40, "Jane Doe")}},
		pl{780, "reg", []box{at(40, "Backend Engineer")}},
		pl{765, "reg", []box{at(40, "jane@example.com | +49 30 1234567 | Berlin, Germany | linkedin.com/in/jane-doe")}},
		pl{740, "title", []box{at(120, "Experience")}},
		pl{730, "head", []box{{x: 40, s: "2019 – 2022", font: "gutter"}, at(120, "Backend Engineer, Acme Corp, Berlin.")}},
		pl{716, "desc", []box{at(120, "Built the billing service in Go.")}},
		// Short, and right before the next date: still the last item.
		pl{703, "desc", []box{at(120, "Ran the on-call rota")}},
		pl{680, "head", []box{{x: 40, s: "2016 – 2019", font: "gutter"}, at(120, "Developer, Initech, Hamburg.")}},
		// Right after the head, short: the font says it is description.
		pl{666, "desc", []box{at(120, "Maintained the billing reports")}},
		pl{653, "desc", []box{at(120, "Wrote the release scripts")}},
	)
	for i, it := range page.Items {
		if it.Font == "desc" || it.Font == "gutter" {
			page.Items[i].H, page.Items[i].W = 8.5, it.W*0.9
		}
	}
	got := PDF([]Page{page}).CV.ProfessionalExperience
	if !equalJSON(t, got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
}

func TestEmployerBesideTheTitleOnTheDatedLine(t *testing.T) {
	tests := []struct {
		name, entry       string
		company, position string
	}{
		{name: "a group line above the dated 'title, employer, place' line",
			entry:   "Freelance\n2016 – 2019\tBackend Engineer, Acme Corp, Berlin.\n",
			company: "Acme Corp", position: "Backend Engineer"},
		{name: "a dated employer line above 'title, team': the team is no employer",
			entry:   "Acme Corp\t2016 – 2019\nBackend Engineer, Payments team\n",
			company: "Acme Corp", position: "Backend Engineer"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text("Jane Doe\nBackend Engineer\n\nExperience\n" + tt.entry + "• Built the billing service in Go\n").ProfessionalExperience
			if len(got) != 1 || got[0].Company != tt.company || got[0].Position != tt.position {
				t.Errorf("got %+v, want company %q, position %q", got, tt.company, tt.position)
			}
		})
	}
}

func TestTitleUnderTheNameWhenContactsBesideItStartHigher(t *testing.T) {
	page := makePage(
		pl{800, "reg", []box{at(380, "Open to relocation within Europe")}},
		pl{788, "reg", []box{at(380, "+49 30 1234567")}},
		pl{776, "reg", []box{at(380, "jane@example.com")}},
		pl{770, "name", []box{at(40, "Jane Doe")}},
		pl{764, "reg", []box{at(380, "github.com/janedoe")}},
		pl{750, "reg", []box{at(40, "Data Analyst")}},
		pl{720, "title", []box{at(40, "Experience")}},
		pl{700, "bold", []box{at(40, "Acme Corp"), at(470, "2019 – 2022")}},
	)
	for i, it := range page.Items {
		if it.Font == "name" {
			page.Items[i].H, page.Items[i].W = 24, it.W*2.5
		}
	}
	if got := PDF([]Page{page}).CV.ProfessionalHeader; got != "Jane Doe • Data Analyst" {
		t.Errorf("header %q, want the title under the name", got)
	}
}
