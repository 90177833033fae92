package match

import "testing"

// A page of two columns pasted block by block puts the work's heading,
// then the other column's contact and education heading, then the jobs:
// their dated lines are work, the schools' are not. A CV whose work part
// holds items keeps its education's dated lines out.
func TestColumnsPastedApart(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  int
	}{
		{"en", []string{"Work Experience", "Springfield, 12345", "jane@example.com", "Education", "Example Health Group", "https://www.example.com",
			"August 2021 – Present", "State University of Example", "Data Analyst", "Built weekly order reports for the managers in two cities.",
			"Northwind Retail", "https://www.example.org", "June 2019 – July 2021", "Junior Data Analyst"}, 2},
		{"de, first job above the heading", []string{"Berufserfahrung", "Beispiel AG", "https://www.beispiel.de", "Januar 2022 – heute", "Ausbildung",
			"Vertriebsleiter", "Universität Beispielstadt", "Aufbau von Berichten für den Vertrieb und die Geschäftsleitung in drei Ländern",
			"Muster GmbH", "https://www.muster.de", "März 2019 – Dezember 2021", "Vertriebsmitarbeiter"}, 2},
		{"fr", []string{"Expérience professionnelle", "Paris", "Formation", "Exemple SA", "https://www.exemple.fr", "mars 2020 – décembre 2022",
			"Chargée de clientèle", "École Exemple de Commerce", "Suivi de quatre-vingts comptes dans toute la région."}, 1},
		{"es", []string{"Experiencia laboral", "Madrid", "Educación", "Ejemplo SL", "https://www.ejemplo.es", "marzo 2020 – diciembre 2022",
			"Ejecutiva de ventas", "Universidad de Ejemplo", "Gestión de ochenta cuentas en toda la región."}, 1},
		{"a school's dates stay out", []string{"Work Experience", "Springfield", "Education", "State University of Example", "https://www.example.edu",
			"2015 – 2019", "Example Health Group", "https://www.example.com", "August 2021 – Present"}, 1},
		{"work with items keeps education out", []string{"Experience", "Analyst, Example Group 2019 – 2021", "Built weekly order reports for the managers in two cities.",
			"Education", "Online Course Platform", "2020 – 2021"}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := len(datedLines(tt.lines, may2025)); got != tt.want {
				t.Errorf("%d dated roles, want %d", got, tt.want)
			}
		})
	}
}
