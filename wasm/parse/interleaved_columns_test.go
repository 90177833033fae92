package parse

import (
	"strings"
	"testing"
)

// TestMainColumnBack: pasted from a viewer that reads a two-column page
// block by block, the education sidebar opens beside the first job's head
// and the jobs' items and the next job's head run on under it; they go
// back to the experience, in en/de/fr/es. The sidebar keeps its school.
func TestMainColumnBack(t *testing.T) {
	type job struct {
		company, dates string
		items          []string
	}
	cases := []struct {
		lang, work, position, label, edu, school, degree string
		jobs                                             []job
	}{
		{"en", "WORK EXPERIENCE", "Senior Analyst", "Highlights", "EDUCATION", "University of Leeds", "Master", []job{
			{"Acme Ltd", "March 2021 – Present", []string{
				"Built the pricing model for four product lines, raising the margin by six points",
				"Led the weekly forecast review with finance and the regional sales teams"}},
			{"Globex Ltd", "July 2018 – February 2021", []string{
				"Wrote the monthly churn report and the dashboards the support teams used every day"}},
		}},
		{"de", "BERUFSERFAHRUNG", "Senior Analystin", "Erfolge", "AUSBILDUNG", "Universität Hamburg", "Master", []job{
			{"Muster GmbH", "März 2021 – heute", []string{
				"Aufbau des Preismodells für vier Produktlinien mit sechs Punkten mehr Marge",
				"Leitung der wöchentlichen Prognoserunde mit Finanzen und den regionalen Vertriebsteams"}},
			{"Beispiel AG", "Juli 2018 – Februar 2021", []string{
				"Erstellung des monatlichen Kündigungsberichts und der Dashboards für die Supportteams"}},
		}},
		{"fr", "EXPÉRIENCE PROFESSIONNELLE", "Analyste senior", "Réalisations", "FORMATION", "Université de Nantes", "Master", []job{
			{"Exemple SA", "mars 2021 – aujourd'hui", []string{
				"Conception du modèle de prix pour quatre gammes de produits, avec six points de marge en plus",
				"Animation de la revue hebdomadaire des prévisions avec la finance et les équipes régionales"}},
			{"Modèle SARL", "juillet 2018 – février 2021", []string{
				"Rédaction du rapport mensuel sur les résiliations et des tableaux de bord du support client"}},
		}},
		{"es", "EXPERIENCIA LABORAL", "Analista sénior", "Tareas", "EDUCACIÓN", "Universidad de Granada", "Máster", []job{
			{"Ejemplo SL", "marzo 2021 – actualidad", []string{
				"Diseño del modelo de precios para cuatro líneas de producto, con seis puntos más de margen",
				"Dirección de la revisión semanal de previsiones con finanzas y los equipos regionales"}},
			{"Modelo SA", "julio 2018 – febrero 2021", []string{
				"Elaboración del informe mensual de bajas y de los cuadros de mando del equipo de soporte"}},
		}},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			head := func(j job) string {
				return j.company + "\nhttps://www." + strings.ToLower(strings.Fields(j.company)[0]) + ".example/\n" + j.dates + "\n\n"
			}
			a, b := c.jobs[0], c.jobs[1]
			text := "Maya Rodriguez\nmaya@example.com\n\n" + c.work + "\n" + head(a) + c.position + "\n" + c.label + "\n\n" +
				c.edu + "\n" + c.school + "\n\n2014\n2016\n\n" + a.items[0] + "\n\n" + c.degree + "\n\n" + a.items[1] + "\n\n" +
				"Grade: 1.3\n\n" + head(b) + "2010\n2014\n\n" + b.items[0] + "\n"
			f := Text(text)
			if len(f.ProfessionalExperience) != 2 {
				t.Fatalf("got %d jobs %+v, want 2", len(f.ProfessionalExperience), f.ProfessionalExperience)
			}
			for i, j := range c.jobs {
				e := f.ProfessionalExperience[i]
				if e.Company != j.company || e.Duration != j.dates || strings.Join(e.Responsibilities, "|") != strings.Join(j.items, "|") {
					t.Errorf("job %d: got %q / %q / %q, want %q / %q / %q", i, e.Company, e.Duration, e.Responsibilities, j.company, j.dates, j.items)
				}
			}
			if len(f.Education) == 0 || f.Education[0].Institution != c.school {
				t.Errorf("education: got %+v, want the school %q first", f.Education, c.school)
			}
		})
	}
}

// TestInterleavedAfter: only an experience waiting for its items, with a
// sidebar section after it that alternates narrow and wide blocks, gives
// the sidebar's wide blocks back.
func TestInterleavedAfter(t *testing.T) {
	const item = "Built the pricing model for four product lines, raising the margin by six points"
	cases := []struct {
		name, text string
		want       bool
	}{
		{"items pasted into the sidebar", "EXPERIENCE\nAcme Ltd\n2021 – Present\n\nAnalyst\n\nEDUCATION\nUniversity of Leeds\n\n" + item + "\n\nMaster\n", true},
		{"the job has its items", "EXPERIENCE\nAcme Ltd\n2021 – Present\n" + item + "\n\nEDUCATION\nUniversity of Leeds\n\n" + item + "\n\nMaster\n", false},
		{"the job has bullets", "EXPERIENCE\nAcme Ltd\n2021 – Present\n• Ran the team\n\nEDUCATION\nUniversity of Leeds\n\n" + item + "\n\nMaster\n", false},
		{"a school's long line last", "EXPERIENCE\nAcme Ltd\n2021 – Present\n\nAnalyst\n\nEDUCATION\nUniversity of Leeds\n\nMaster\n\n" + item + "\n", false},
		{"the sidebar opens with a date", "EXPERIENCE\nAcme Ltd\n\nSKILLS\n2021 – Present\n\n" + item + "\n\nSQL\n", false},
	}
	for _, c := range cases {
		secs := sections(textLines("Maya Rodriguez\n\n" + c.text))
		if got := interleavedAfter(secs, 1); got != c.want {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
	}
}
