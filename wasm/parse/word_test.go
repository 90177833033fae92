package parse

import (
	"archive/zip"
	"bytes"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/docx"
)

// wordFile builds a .docx whose body is the given lines: "n|text" is a list
// item at level n, any other line a plain paragraph ("" a blank one).
func wordFile(t *testing.T, lines []string) []byte {
	t.Helper()
	var b strings.Builder
	for _, l := range lines {
		level, text, item := strings.Cut(l, "|")
		if !item {
			text = l
		}
		b.WriteString(`<w:p>`)
		if item {
			b.WriteString(`<w:pPr><w:numPr><w:ilvl w:val="` + level + `"/><w:numId w:val="1"/></w:numPr></w:pPr>`)
		}
		b.WriteString(`<w:r><w:t xml:space="preserve">` + text + `</w:t></w:r></w:p>`)
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.Create("word/document.xml")
	if err != nil {
		t.Fatal(err)
	}
	doc := `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>` +
		b.String() + `</w:body></w:document>`
	if _, err := w.Write([]byte(doc)); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func readWord(t *testing.T, lines []string) cv.FormattedCV {
	t.Helper()
	doc, err := docx.Read(wordFile(t, lines))
	if err != nil {
		t.Fatal(err)
	}
	return Word(doc).CV
}

type wordEntry struct{ position, company, duration, first string }

func entriesOf(f cv.FormattedCV) []wordEntry {
	var out []wordEntry
	for _, x := range f.ProfessionalExperience {
		e := wordEntry{x.Position, x.Company, x.Duration, ""}
		if len(x.Responsibilities) > 0 {
			e.first = x.Responsibilities[0]
		}
		out = append(out, e)
	}
	return out
}

func checkEntries(t *testing.T, got cv.FormattedCV, want []wordEntry) {
	t.Helper()
	g := entriesOf(got)
	if len(g) != len(want) {
		t.Fatalf("got %d entries %+v, want %+v", len(g), g, want)
	}
	for i := range want {
		if g[i] != want[i] {
			t.Errorf("entry %d: got %+v, want %+v", i, g[i], want[i])
		}
	}
}

// TestWordHeadItems: a job set as a list item, its date line after it and
// its points as a nested list, is an entry's head, not the last point of
// the entry before (elegant's Word files).
func TestWordHeadItems(t *testing.T) {
	cases := []struct {
		lang    string
		heading string
		lines   []string
		want    []wordEntry
	}{
		{"en", "Work Experience", []string{
			"0|Data Analyst, Meridian Health Analytics", "Aug 2021 - Present",
			"1|Partner with clinical teams to define KPIs.", "1|Write SQL queries to extract patient data.",
			"0|Junior Data Analyst, BluePeak Retail Group", "Jun 2019 - Jul 2021",
			"1|Built daily sales dashboards in Power BI.", "1|Automated recurring Excel reports.",
		}, []wordEntry{
			{"Data Analyst", "Meridian Health Analytics", "Aug 2021 - Present", "Partner with clinical teams to define KPIs."},
			{"Junior Data Analyst", "BluePeak Retail Group", "Jun 2019 - Jul 2021", "Built daily sales dashboards in Power BI."},
		}},
		{"de", "Berufserfahrung", []string{
			"0|Account Executive, CloudForge GmbH", "Jan 2022 - heute",
			"1|Neukundengewinnung im Mittelstand.", "1|Verhandlung von Rahmenverträgen.",
			"0|Sales Manager, DataPulse AG", "Mai 2019 - Dez 2021",
			"1|Betreuung von Bestandskunden.", "1|Aufbau des Partnernetzes.",
		}, []wordEntry{
			{"Account Executive", "CloudForge GmbH", "Jan 2022 - heute", "Neukundengewinnung im Mittelstand."},
			{"Sales Manager", "DataPulse AG", "Mai 2019 - Dez 2021", "Betreuung von Bestandskunden."},
		}},
		{"fr", "Expérience professionnelle", []string{
			"0|Chef de projet, Société Générale", "janv. 2020 - aujourd'hui",
			"1|Pilotage de projets de migration.", "1|Animation des comités de suivi.",
			"0|Consultant, Capgemini", "sept. 2016 - déc. 2019",
			"1|Conception de solutions de paiement.", "1|Formation des équipes clientes.",
		}, []wordEntry{
			{"Chef de projet", "Société Générale", "janv. 2020 - aujourd'hui", "Pilotage de projets de migration."},
			{"Consultant", "Capgemini", "sept. 2016 - déc. 2019", "Conception de solutions de paiement."},
		}},
		{"es", "Experiencia profesional", []string{
			"0|Ingeniera de datos, Telefónica", "mar. 2021 - actualidad",
			"1|Diseño de flujos de datos en Spark.", "1|Automatización de informes.",
			"0|Analista, BBVA", "ene. 2018 - feb. 2021",
			"1|Modelos de riesgo de crédito.", "1|Cuadros de mando en Tableau.",
		}, []wordEntry{
			{"Ingeniera de datos", "Telefónica", "mar. 2021 - actualidad", "Diseño de flujos de datos en Spark."},
			{"Analista", "BBVA", "ene. 2018 - feb. 2021", "Modelos de riesgo de crédito."},
		}},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			lines := append([]string{"Maya Rodriguez", "maya@example.com", "", c.heading}, c.lines...)
			checkEntries(t, readWord(t, lines), c.want)
		})
	}
}

// TestWordHeadItemsKeepPoints: items of one level stay points, and so does
// a point with sub-points among points of its own level, first or not.
func TestWordHeadItemsKeepPoints(t *testing.T) {
	for _, lines := range [][]docx.Line{{
		{Text: "Data Analyst, Meridian", Level: -1},
		{Text: "Aug 2021 - Present", Level: -1},
		{Text: "Built dashboards.", Level: 0},
		{Text: "Led the reporting project:", Level: 0},
		{Text: "cut reporting time by 40%", Level: 1},
		{Text: "Wrote SQL.", Level: 0},
	}, {
		{Text: "Jan 2021 – Present\tSenior Data Analyst, Nordlicht Energie GmbH", Level: -1},
		{Text: "Built the forecasting model that cut balancing costs by 12%", Level: 0},
		{Text: "Python, scikit-learn, Airflow", Level: 1},
		{Text: "Led a team of three analysts", Level: 0},
	}} {
		got := headItems(lines)
		for i := range lines {
			if got[i].Level != lines[i].Level {
				t.Errorf("line %d %q: level %d, want %d", i, lines[i].Text, got[i].Level, lines[i].Level)
			}
		}
	}
}

// TestWordSideDates: a side column of dates that the document's flow puts
// after the entry's points ("August 2021" / "— Present" / "5 years";
// eloquent's Word files) gives the entry its range, in each language.
func TestWordSideDates(t *testing.T) {
	cases := []struct {
		lang, heading, present string
	}{
		{"en", "Experience", "Present"},
		{"de", "Berufserfahrung", "heute"},
		{"fr", "Expérience", "aujourd'hui"},
		{"es", "Experiencia", "actualidad"},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			lines := []string{"Maya Rodriguez", "maya@example.com", "", c.heading,
				"3|Data Analyst,  Meridian Health Analytics",
				"1|Partner with clinical teams to define KPIs.", "1|Write SQL queries to extract patient data.",
				"August 2021", "—\u00a0 " + c.present, "5 years",
				"3|Junior Data Analyst,  BluePeak Retail Group",
				"1|Built daily sales dashboards in Power BI.", "1|Automated recurring Excel reports.",
				"June 2019", "—", "July 2021", "2 years",
			}
			checkEntries(t, readWord(t, lines), []wordEntry{
				{"Data Analyst", "Meridian Health Analytics", "August 2021 — " + c.present, "Partner with clinical teams to define KPIs."},
				{"Junior Data Analyst", "BluePeak Retail Group", "June 2019 — July 2021", "Built daily sales dashboards in Power BI."},
			})
		})
	}
}

// TestWordGluedDurations: a duration Word wrote against the range's last
// year ("Jul, 20212 years 1 month"; elegant) is dropped and the range read.
func TestWordGluedDurations(t *testing.T) {
	cases := []struct{ lang, heading, dates, want string }{
		{"en", "Work Experience", "Jun, 2019 - Jul, 20212 years 1 month", "Jun, 2019 - Jul, 2021"},
		{"de", "Berufserfahrung", "Jun. 2019 - Jul. 20212 Jahre", "Jun. 2019 - Jul. 2021"},
		{"fr", "Expérience", "juin 2019 - juil. 20212 ans", "juin 2019 - juil. 2021"},
		{"es", "Experiencia", "jun. 2019 - jul. 202124 meses", "jun. 2019 - jul. 2021"},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			got := readWord(t, []string{"Maya Rodriguez", "maya@example.com", "", c.heading,
				"0|Data Analyst, Meridian Health Analytics", c.dates,
				"1|Partner with clinical teams to define KPIs.", "1|Write SQL queries to extract patient data."})
			checkEntries(t, got, []wordEntry{{"Data Analyst", "Meridian Health Analytics", c.want, "Partner with clinical teams to define KPIs."}})
		})
	}
	// A year followed by digits that are no duration stays as it is.
	kept := gluedDurations([]docx.Line{{Text: "Class of 20192020 intake", Level: -1}})
	if kept[0].Text != "Class of 20192020 intake" {
		t.Errorf("got %q", kept[0].Text)
	}
}

// TestWordDateItems: a list item that is a date alone opens its entry
// ("• 2017 2019" then the school; kendall's timeline), two years apart
// read as a range, in each language.
func TestWordDateItems(t *testing.T) {
	cases := []struct{ lang, heading, school, degree string }{
		{"en", "Education", "University of Washington", "Bachelor"},
		{"de", "Ausbildung", "Humboldt-Universität zu Berlin", "Master"},
		{"fr", "Formation", "Université Paris-Dauphine", "Master"},
		{"es", "Educación", "Universidad Complutense de Madrid", "Grado"},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			got := readWord(t, []string{"Maya Rodriguez", "maya@example.com", "", c.heading,
				"0|2017 2019", c.school, c.degree, "Economics"})
			if len(got.Education) != 1 || got.Education[0].Duration != "2017 – 2019" || got.Education[0].Institution != c.school {
				t.Errorf("got %+v", got.Education)
			}
		})
	}
	kept := dateItems([]docx.Line{{Text: "Grew revenue 2019 2020", Level: 0}, {Text: "2020 2019", Level: 0}})
	if kept[0].Level != 0 || kept[1].Level != 0 {
		t.Errorf("got %+v, want both kept as items", kept)
	}
}

// wordSkills reads a Word file of a short CV whose skills section, under
// heading, is lines ("N|text" for a list item at level N), and returns its
// skills and tools.
func wordSkills(t *testing.T, heading string, lines []string) []string {
	t.Helper()
	all := append([]string{"Maya Rodriguez", "maya@example.com", "", heading}, lines...)
	all = append(all, "", "Education", "BSc Statistics, University of Leeds", "2012 - 2015")
	f := readWord(t, all)
	return append(append([]string{}, f.CoreSkills...), f.ToolsTechnologies...)
}
