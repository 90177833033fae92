package parse

import (
	"slices"
	"testing"
)

// viewerCV is a CV as a PDF viewer's copy pastes it (issue 27, class 9): a
// left sidebar first, then the main column; a line break wherever a printed
// line ended (about 70 characters here); no bullet glyphs.
const viewerCV = `CONTACT
jonas.weber@example.de
+49 30 1234567

KENNTNISSE
Terraform, Kubernetes, Go

Jonas Weber
Senior Plattformingenieur

PROFIL
Plattformingenieur mit acht Jahren Erfahrung in Betrieb und Aufbau von
Cloud-Plattformen für Banken und Versicherungen.

BERUFSERFAHRUNG
Fernwerk Systeme GmbH
01/2021 – heute
Plattformingenieur
Aufbau einer internen Entwicklerplattform auf Kubernetes mit Self-Service
für zwölf Produktteams
Einführung von Terraform-Modulen und Richtlinien als Code in
allen Umgebungen der Bank
Betreuung der Bereitschaft für kritische Zahlungsdienste
Nordhafen Logistik AG
03/2017 – 12/2020
Systemadministrator
Migration von vierzig virtuellen Maschinen in die Cloud des Anbieters,
ohne Ausfall der Lagerverwaltung
Automatisierung der Patchzyklen mit Ansible und nächtlichen Berichten an
die Leitung
`

func TestViewerPastedText(t *testing.T) {
	f := Text(viewerCV)
	if f.ProfessionalHeader != "Jonas Weber • Senior Plattformingenieur" {
		t.Errorf("header %q, want the name after the sidebar and its title", f.ProfessionalHeader)
	}
	want := [][]string{
		{
			"Aufbau einer internen Entwicklerplattform auf Kubernetes mit Self-Service für zwölf Produktteams",
			"Einführung von Terraform-Modulen und Richtlinien als Code in allen Umgebungen der Bank",
			"Betreuung der Bereitschaft für kritische Zahlungsdienste",
		},
		{
			"Migration von vierzig virtuellen Maschinen in die Cloud des Anbieters, ohne Ausfall der Lagerverwaltung",
			"Automatisierung der Patchzyklen mit Ansible und nächtlichen Berichten an die Leitung",
		},
	}
	if len(f.ProfessionalExperience) != len(want) {
		t.Fatalf("%d entries, want %d: %+v", len(f.ProfessionalExperience), len(want), f.ProfessionalExperience)
	}
	for i, x := range f.ProfessionalExperience {
		if !slices.Equal(x.Responsibilities, want[i]) {
			t.Errorf("entry %d: responsibilities\n%q\nwant\n%q", i, x.Responsibilities, want[i])
		}
	}
	if got := f.AboutMe; got != "Plattformingenieur mit acht Jahren Erfahrung in Betrieb und Aufbau von Cloud-Plattformen für Banken und Versicherungen." {
		t.Errorf("aboutMe %q", got)
	}
}

// TestWrapWidthsOnlyForHardWrappedText: text typed or exported with one
// paragraph a line is never re-wrapped, however its lines end.
func TestWrapWidthsOnlyForHardWrappedText(t *testing.T) {
	typed := `Jane Doe
Engineer
EXPERIENCE
Acme Corp, 2019 – 2021
- Built the billing service in Go for four markets and ran it on Kubernetes with a small team of
- engineers and analysts
Led the migration of the data warehouse to BigQuery, cutting the nightly load from six hours to one and
saving the team a day of work each week on the monthly close with finance and the controllers
Shorter line for
contrast`
	if w := wrapWidths(textLines(typed)); w != nil {
		t.Errorf("typed text read as hard-wrapped: %v", w)
	}
	if w := wrapWidths(textLines(viewerCV)); w == nil {
		t.Error("viewer text not read as hard-wrapped")
	}
}

// TestGapBeforeBullets: class 2 of issue 27 (own example, pasted): a gap
// with the company's website in it between an entry's head and its
// bullets keeps the bullets in that entry, and the next entry's title and
// company, which follow the last item without a gap, go back to its head.
func TestGapBeforeBullets(t *testing.T) {
	f := Text(`Priya Natarajan
Site Reliability Engineer

EXPERIENCE
Site Reliability Engineer
Kestrel Payments

Mar 2021 – Present

https://www.kestrelpay.example
Cut paging noise by half by rewriting the alert rules of 40 services.
Ran the move of the card ledger to a second region without downtime.
Linux Administrator
Lumen Freight

Jan 2017 – Feb 2021

https://www.lumenfreight.example
Automated the patching of 300 Linux hosts with Ansible.`)
	type head struct{ position, company, duration string }
	want := []head{{"Site Reliability Engineer", "Kestrel Payments", "Mar 2021 – Present"}, {"Linux Administrator", "Lumen Freight", "Jan 2017 – Feb 2021"}}
	items := []int{2, 1}
	if len(f.ProfessionalExperience) != len(want) {
		t.Fatalf("%d entries, want %d: %+v", len(f.ProfessionalExperience), len(want), f.ProfessionalExperience)
	}
	for i, x := range f.ProfessionalExperience {
		if got := (head{x.Position, x.Company, x.Duration}); got != want[i] || len(x.Responsibilities) != items[i] {
			t.Errorf("entry %d: %+v with %q, want %+v with %d items", i, got, x.Responsibilities, want[i], items[i])
		}
	}
}

// TestSummaryWithoutHeading: class 7 of issue 27 (own example): after a
// sidebar, the main column opens with the name, a headline of nine words
// and the summary with no heading above it; the headline is the title and
// the summary's lines are one text.
func TestSummaryWithoutHeading(t *testing.T) {
	f := Text(`CONTACT
ines.moreno@example.es

Inés Moreno
Ingeniera de datos especializada en plataformas de streaming y calidad
Ingeniera de datos con siete años de experiencia en banca y seguros.
Diseño de canalizaciones en tiempo real con Kafka y Flink.

EXPERIENCIA
Banco Levante, 2019 – actualidad
- Diseño de la plataforma de eventos`)
	if want := "Inés Moreno • Ingeniera de datos especializada en plataformas de streaming y calidad"; f.ProfessionalHeader != want {
		t.Errorf("header %q, want %q", f.ProfessionalHeader, want)
	}
	if want := "Ingeniera de datos con siete años de experiencia en banca y seguros. Diseño de canalizaciones en tiempo real con Kafka y Flink."; f.AboutMe != want {
		t.Errorf("aboutMe %q, want %q", f.AboutMe, want)
	}
}

// TestProfileAddressBrokenInASidebar: class 9 (own example): a narrow
// sidebar pasted from a viewer breaks a LinkedIn address; the line of its
// rest is joined back, a skill in lower case after a heading is not.
func TestProfileAddressBrokenInASidebar(t *testing.T) {
	f := Text(`Maya Rodriguez
Data Analyst | Turning Raw Data into Strategic Decisions for Retail Teams
maya@example.io · (512) 555-0147 · Austin, Texas 78701

CONTACT
https://www.linkedin.com/in/maya
rodriguez-data
https://github.com/maya-r

SKILLS
dbt`)
	if f.LinkedIn != "https://www.linkedin.com/in/mayarodriguez-data" {
		t.Errorf("linkedin %q", f.LinkedIn)
	}
	if got := append(f.CoreSkills, f.ToolsTechnologies...); len(got) != 1 || got[0] != "dbt" {
		t.Errorf("skills %q, want dbt", got)
	}
}

// TestGutterTitlesStacked: class 4 of issue 27 pasted from a viewer (own
// example): the titles of a left gutter come first, stacked, then the
// profile's text and the first job; the text goes to the profile.
func TestGutterTitlesStacked(t *testing.T) {
	f := Text(`Tomás Herrera
Ingeniero de plataformas

PERFIL

EXPERIENCIA

Ingeniero de plataformas con seis años de experiencia en sistemas de pago y en la
operación de clústeres de Kubernetes para equipos de producto.
Pagos Andinos SA

ene. 2020 – actualidad

Ingeniero de plataformas
Diseño de la plataforma de despliegue continuo para treinta servicios de pago.`)
	if want := "Ingeniero de plataformas con seis años de experiencia en sistemas de pago y en la operación de clústeres de Kubernetes para equipos de producto."; f.AboutMe != want {
		t.Errorf("aboutMe %q, want %q", f.AboutMe, want)
	}
	if len(f.ProfessionalExperience) != 1 || f.ProfessionalExperience[0].Company != "Pagos Andinos SA" {
		t.Errorf("experience %+v, want one entry at Pagos Andinos SA", f.ProfessionalExperience)
	}
}

// TestRewrapsInANarrowColumn: class 9 (own examples): in a narrow sidebar
// pasted from a viewer, a line that ends with "&" or a word that waits for
// more was cut however short it is, and an e-mail address's domain broken
// onto the next line is its rest; a short line ending otherwise is whole.
func TestRewrapsInANarrowColumn(t *testing.T) {
	one := func(s string) line { return line{cells: []cell{{s: s}}} }
	cases := []struct {
		a, b string
		want bool
	}{
		{"Data Analysis &", "Statistics", true},
		{"The University of Texas at", "Austin", true},
		{"Python", "Pandas", false},
		{"Data Analysis &", "SKILLS", false},
		// An entry's date line under its head is no rest of it, even near the width.
		{"Senior Backend Engineer — Acme Payments GmbH, Berlin", "03/2021 – Present | Berlin, Germany", false},
		{"Led the move of the ledger services to the new cluster in", "2021 with no downtime", true},
	}
	for _, c := range cases {
		if got := rewraps(one(c.a), one(c.b), 70); got != c.want {
			t.Errorf("rewraps(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
	if !emailRest(one("maya.rodriguez@datavista"), one(".io")) || emailRest(one("maya.rodriguez@datavista.io"), one(".net and more")) {
		t.Error("emailRest: an e-mail's domain broken after its name is one address, and only then")
	}
}
