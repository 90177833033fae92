package parse

import (
	"strings"
	"testing"
)

// A head cut a word or two after the dash that parts its title from its
// place goes on on the next line; a longer tail or a sentence is no such cut.
func TestBrokenAfterDash(t *testing.T) {
	tests := []struct {
		name, head, next string
		goesOn           bool
	}{
		{"en journal", "Fraud detection with model ensembles in insurance claims — Journal", "Of Applied Machine Learning Research", true},
		{"de Zeitschrift", "Betrugserkennung mit Modellensembles in der Versicherung — Zeitschrift", "Für Angewandtes Maschinelles Lernen", true},
		{"fr revue", "Détection de la fraude par ensembles de modèles en assurance — Revue", "Française Des Sciences Des Données", true},
		{"es revista", "Detección de fraude con ensembles de modelos en seguros — Revista", "Iberoamericana de Inteligencia Artificial", true},
		{"two words after the dash", "Data platform for the retail stores of the region — Acme Retail", "Group Holding And Partners Ltd", true},
		{"three words: a whole head", "Data platform for the retail stores — Acme Retail Group", "Built the loading jobs in Python", false},
		{"a sentence after the dash", "Led the migration — done.", "Trained the support team on it", false},
		{"a label in capitals after the dash", "Smart camera with face recognition — PERSONAL PROJECT", "Built The Image Pipeline", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := !opensItem(tt.head, tt.next); got != tt.goesOn {
				t.Errorf("%q over %q goes on: %v, want %v", tt.head, tt.next, got, tt.goesOn)
			}
		})
	}
}

// A title in large type under the name, broken after its dash and again,
// with "&" in it: one title of seven words, not the summary's first line
// (a JSON Resume theme sets the label so).
func TestTitleWithDashAndAmpersand(t *testing.T) {
	tests := []struct {
		lang   string
		title  [3]string
		sum    [3]string
		header string
	}{
		{"en", [3]string{"Senior Data Analyst — Data", "Visualisation & Business", "Intelligence"},
			[3]string{"Four years of analysis in retail, banking and insurance, from", "SQL queries and statistics in Python to the dashboards that", "the sales teams read every morning before their first call"},
			"Senior Data Analyst — Data Visualisation & Business Intelligence"},
		{"de", [3]string{"Senior Datenanalystin — Data", "Visualisation & Business", "Intelligence"},
			[3]string{"Vier Jahre Analyse in Handel, Banken und Versicherungen, von", "SQL-Abfragen und Statistik mit Python bis zu den Dashboards,", "die der Vertrieb jeden Morgen vor dem ersten Anruf liest"},
			"Senior Datenanalystin — Data Visualisation & Business Intelligence"},
		{"fr", [3]string{"Analyste de données — Data", "Visualisation & Business", "Intelligence"},
			[3]string{"Quatre ans d'analyse dans le commerce, la banque et l'assurance,", "des requêtes SQL et des statistiques en Python aux tableaux de", "bord que les équipes commerciales lisent chaque matin au bureau"},
			"Analyste de données — Data Visualisation & Business Intelligence"},
		{"es", [3]string{"Analista de datos — Data", "Visualisation & Business", "Intelligence"},
			[3]string{"Cuatro años de análisis en comercio, banca y seguros, desde", "consultas SQL y estadística con Python hasta los cuadros de", "mando que los equipos comerciales leen cada mañana temprano"},
			"Analista de datos — Data Visualisation & Business Intelligence"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			p := Page{Width: 595, Height: 842}
			put := func(y, h float64, s string) {
				p.Items = append(p.Items, Item{Str: s, X: 183, Y: y, W: 0.5 * h * float64(len([]rune(s))), H: h, Font: "f1"})
			}
			put(771, 32, "Claire Moreau")
			for i, s := range tt.title {
				put(739-31*float64(i), 25.6, s)
			}
			for i, s := range tt.sum {
				put(638-16*float64(i), 10.5, s)
			}
			for i, c := range []string{"Lyon, France", "claire@example.com", "+33 6 00 00 00 00", "claire-moreau (LinkedIn)"} {
				p.Items = append(p.Items, Item{Str: c, X: 200, Y: 560 - 20*float64(i), W: 5.25 * float64(len([]rune(c))), H: 10.5, Font: "f1"})
			}
			got := PDF([]Page{p}).CV
			if want := "Claire Moreau • " + tt.header; got.ProfessionalHeader != want {
				t.Errorf("header %q, want %q", got.ProfessionalHeader, want)
			}
			if strings.Contains(got.AboutMe, "—") {
				t.Errorf("the title went into the summary: %q", got.AboutMe)
			}
		})
	}
}
