package parse

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// entryOf parses one experience entry under its heading and returns it.
func entryOf(t *testing.T, heading, body string) cv.Experience {
	t.Helper()
	got := Text(cvWith(heading, body)).ProfessionalExperience
	if len(got) != 1 {
		t.Fatalf("got %d entries %+v, want 1", len(got), got)
	}
	return got[0]
}

// TestSoftHyphens: LaTeX PDFs give every printed hyphen as U+00AD; a
// document with several and no more plain hyphens reads them as hyphens,
// inside words and between dates (issue 34).
func TestSoftHyphens(t *testing.T) {
	tests := []struct {
		name, heading, body, duration, item string
	}{
		{"en", "Experience", "Data Analyst, Acme Corp\tSep. 2023 \u00ad Mar. 2024\n• Built high\u00adimpact dashboards on real\u00adtime data",
			"Sep. 2023 - Mar. 2024", "Built high-impact dashboards on real-time data"},
		{"de", "Berufserfahrung", "Datenanalystin, Nordlicht GmbH\t09/2023 \u00ad 03/2024\n• Aufbau von ETL\u00adStrecken für das Controlling\u00adTeam",
			"09/2023 - 03/2024", "Aufbau von ETL-Strecken für das Controlling-Team"},
		{"fr", "Expérience professionnelle", "Analyste de données, Datalys\tsept. 2023 \u00ad mars 2024\n• Tableaux de bord pour la banque\u00adassurance et le e\u00adcommerce",
			"sept. 2023 - mars 2024", "Tableaux de bord pour la banque-assurance et le e-commerce"},
		{"es", "Experiencia profesional", "Analista de datos, Ventas SL\tsep. 2023 \u00ad mar. 2024\n• Análisis de ventas business\u00adto\u00adbusiness",
			"sep. 2023 - mar. 2024", "Análisis de ventas business-to-business"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			x := entryOf(t, tt.heading, tt.body)
			if x.Duration != tt.duration || len(x.Responsibilities) != 1 || x.Responsibilities[0] != tt.item {
				t.Errorf("got duration %q, items %q; want %q, %q", x.Duration, x.Responsibilities, tt.duration, tt.item)
			}
		})
	}
	// One soft hyphen among plain ones is a break point a word processor
	// kept: dropped inside a word, a dash between dates.
	if got := normalise("Main\u00adtained the API, 2019 \u00ad 2021, state-of-the-art"); got != "Maintained the API, 2019 - 2021, state-of-the-art" {
		t.Errorf("break point: %q", got)
	}
}

// TestSoftHyphensInPDF: the PDF's items decide together how their soft
// hyphens read.
func TestSoftHyphensInPDF(t *testing.T) {
	page := makePage(
		pl{800, "bold", []box{at(40, "Jane Doe")}},
		pl{780, "reg", []box{at(40, "Data Analyst")}},
		pl{750, "bold", []box{at(40, "EXPERIENCE")}},
		pl{730, "bold", []box{at(40, "Acme Corp"), at(430, "Sep. 2023 \u00ad Mar. 2024")}},
		pl{716, "ital", []box{at(40, "Data Analyst")}},
		pl{702, "reg", []box{at(50, "• Built high\u00adimpact dashboards on real\u00adtime data")}},
	)
	got := PDF([]Page{page}).CV.ProfessionalExperience
	if len(got) != 1 || got[0].Duration != "Sep. 2023 - Mar. 2024" || len(got[0].Responsibilities) != 1 ||
		got[0].Responsibilities[0] != "Built high-impact dashboards on real-time data" {
		t.Errorf("got %+v", got)
	}
}

// TestYearMonthDates: academic CVs write year.month and shorten "present"
// ("2018.02–pres."), themes print ISO dates and a comma between month and
// year ("Aug, 2021"); the open ends of the four languages read too, and a
// range of years stays one.
func TestYearMonthDates(t *testing.T) {
	tests := []struct{ name, heading, head, duration string }{
		{"en", "Experience", "Research Assistant, University of Münster\t2018.02–pres.", "2018.02–pres."},
		{"de", "Berufserfahrung", "Wissenschaftliche Mitarbeiterin, Universität Münster\t2018.02 – heute", "2018.02 – heute"},
		{"fr", "Expérience professionnelle", "Chargée de recherche, Université de Lyon\t2019.10 – aujourd'hui", "2019.10 – aujourd'hui"},
		{"es", "Experiencia profesional", "Investigadora, Universidad de Sevilla\t2016.09 – 2018.01", "2016.09 – 2018.01"},
		// ISO dates, as JSON Resume themes print them.
		{"en, ISO", "Work", "Data Analyst, Meridian Health\t2021-08-01 - Present", "2021-08-01 - Present"},
		{"de, ISO", "Berufserfahrung", "Datenanalystin, Nordlicht GmbH\t2019-06 – heute", "2019-06 – heute"},
		{"fr, ISO", "Expérience", "Analyste, Datalys\t2017-09-01 - 2019-07-31", "2017-09-01 - 2019-07-31"},
		{"es, years", "Experiencia", "Analista, Ventas SL\t2016-2019", "2016-2019"},
		// A comma between month and year, as elegant prints them.
		{"en, month comma year", "Work Experience", "Data Analyst, Meridian Health\tAug, 2021 - Present", "Aug, 2021 - Present"},
		{"de, month comma year", "Berufserfahrung", "Datenanalystin, Nordlicht GmbH\tMärz, 2019 - Dez, 2021", "März, 2019 - Dez, 2021"},
		{"fr, month comma year", "Expérience", "Analyste, Datalys\tjanv., 2017 - juil., 2019", "janv., 2017 - juil., 2019"},
		{"es, month comma year", "Experiencia", "Analista, Ventas SL\tago, 2016 - actualidad", "ago, 2016 - actualidad"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			x := entryOf(t, tt.heading, tt.head+"\n• Ran the fluorescence polarization assays of the lab")
			if x.Duration != tt.duration {
				t.Errorf("duration %q, want %q (entry %+v)", x.Duration, tt.duration, x)
			}
		})
	}
	// A dotted number after a year is no month ("2018.13", "2019.5").
	for _, s := range []string{"Version 2018.13 released", "Grew revenue by 2019.5 %"} {
		if a, b, ok := findDate(s); ok && b-a != 4 {
			t.Errorf("%q: date %q", s, s[a:b])
		}
	}
}

// TestLineEndHyphens: a word broken at a line end is joined ("Fluore-"
// "scent"); a compound whose first part stands before hyphens keeps its
// hyphen, in the four languages.
func TestLineEndHyphens(t *testing.T) {
	tests := []struct{ a, b, want string }{
		{"Ran the Fluore-", "scent polarization assay", "Ran the Fluorescent polarization assay"},
		{"Experienced partnering with cross-", "functional stakeholders", "Experienced partnering with cross-functional stakeholders"},
		{"Betreuung von Self-", "Service-Portalen", "Betreuung von Self-Service-Portalen"},
		{"Aufbau der Daten-", "plattform", "Aufbau der Datenplattform"},
		{"Lancement d'une offre e-", "commerce", "Lancement d'une offre e-commerce"},
		{"Gestión de equipos multi-", "disciplinares", "Gestión de equipos multi-disciplinares"},
		{"Desarrollo de la aplica-", "ción móvil", "Desarrollo de la aplicación móvil"},
	}
	for _, tt := range tests {
		if got := joinText(tt.a, tt.b, nil); got != tt.want {
			t.Errorf("joinText(%q, %q) = %q, want %q", tt.a, tt.b, got, tt.want)
		}
	}
}

// TestLanguagesAsThemesPrintThem: language names and levels written in the
// CV's own language, as JSON Resume themes print them: "·" between
// language and level (actual), one line of bracketed levels in capitals
// (caffeine), a level wrapped onto a line of its own, and the forms of
// issue 34 ("anglais C2", "Englisch (C1)", "inglés nativo").
func TestLanguagesAsThemesPrintThem(t *testing.T) {
	tests := []struct {
		name, heading, body string
		want                []cv.Language
	}{
		{"en, middle dot and a wrapped level", "Languages", "English · Native or Bilingual\nProficiency\nSpanish · Limited Working\nProficiency",
			langs("English", "Native or Bilingual Proficiency", "Spanish", "Limited Working Proficiency")},
		{"de, bracketed levels on one line", "Sprachen", "DEUTSCH (MUTTERSPRACHE) ENGLISCH (C1)",
			langs("DEUTSCH", "MUTTERSPRACHE", "ENGLISCH", "C1")},
		{"de, as the issue writes it", "Sprachen", "Englisch (C1)\nFranzösisch · B2",
			langs("Englisch", "C1", "Französisch", "B2")},
		{"fr", "Langues", "anglais C2\nespagnol · notions", langs("anglais", "C2", "espagnol", "notions")},
		{"es", "Idiomas", "inglés nativo\nFRANCÉS (B1) ALEMÁN (A2)", langs("inglés", "nativo", "FRANCÉS", "B1", "ALEMÁN", "A2")},
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

// TestSummaryBeforeContacts: contact lines printed under the summary with
// no heading of their own are no part of About Me, and the e-mail is
// still read.
func TestSummaryBeforeContacts(t *testing.T) {
	tests := []struct{ name, heading, summary, contacts string }{
		{"en", "Summary", "Data analyst with five years of experience in retail and healthcare.",
			"Phone: +1 512 555 0147\nEmail: maya@example.com\nLinkedIn GitHub\nmayarodriguez maya-r-data"},
		{"de", "Profil", "Datenanalystin mit vier Jahren Erfahrung in der Analyse von Umsatzdaten.",
			"Telefon: +49 30 12345678\nE-Mail: lena@example.de"},
		{"fr", "Profil", "Analyste de données avec quatre ans d'expérience dans la banque.",
			"Téléphone : +33 6 12 34 56 78\nclaire@example.fr"},
		{"es", "Perfil", "Analista de datos con cinco años de experiencia en comercio electrónico.",
			"Teléfono: +34 612 345 678\nEmail: carlos@example.es"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text("Jane Doe\nData Analyst\n\n" + tt.heading + "\n" + tt.summary + "\n" + tt.contacts + "\n")
			if got.AboutMe != tt.summary || got.Email == "" {
				t.Errorf("about %q, email %q", got.AboutMe, got.Email)
			}
		})
	}
	if contactLine("Built the reporting pipelines in Python for finance") {
		t.Errorf("a sentence read as contacts")
	}
}

// TestWorkHeading: JSON Resume themes title the experience "Work", after
// the schema's section name.
func TestWorkHeading(t *testing.T) {
	x := entryOf(t, "Work", entryBody)
	if x.Company != "Acme GmbH" && x.Position != "Senior Engineer" {
		t.Errorf("got %+v", x)
	}
}

// langs builds the languages a test expects from name, level pairs.
func langs(pairs ...string) []cv.Language {
	var out []cv.Language
	for i := 0; i < len(pairs); i += 2 {
		out = append(out, cv.Language{Language: pairs[i], ProficiencyLevel: pairs[i+1]})
	}
	return out
}
