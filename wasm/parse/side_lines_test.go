package parse

import (
	"slices"
	"testing"
)

// TestSideLinesKeepTheirHeight: a sidebar's skills one a line at an even
// pitch beside a main column whose lines fall a few points off them (a row
// gathers both) stay one skill each, in en/de/fr/es (issue 34: own
// sidebar-right layouts read "Onboarding QBR" as one skill).
func TestSideLinesKeepTheirHeight(t *testing.T) {
	tests := []struct {
		lang, work, skills string
		head, date         string
		text               []string
		names              []string
	}{
		{"en", "Experience", "Skills", "Customer Success Manager, Northwind Labs", "Jan 2020 – Present",
			[]string{"Led quarterly business reviews with the client's directors and", "raised renewals across the portfolio by a fifth in two years,",
				"working closely with sales and support to find upsell chances", "and to bring churn risks to light early in the contract cycle."},
			[]string{"Retention", "Onboarding", "QBR", "Success Plans", "Renewals"}},
		{"de", "Berufserfahrung", "Kenntnisse", "Kundenbetreuerin, Nordwind GmbH", "Jan 2020 – heute",
			[]string{"Leitete vierteljährliche Geschäftsberichte mit den Direktoren und", "steigerte die Verlängerungen im Portfolio in zwei Jahren deutlich,",
				"in enger Abstimmung mit Vertrieb und Support für Zusatzverkäufe", "und um Kündigungsrisiken früh im Vertragszyklus zu erkennen."},
			[]string{"Kundenbindung", "Onboarding", "QBR", "Erfolgspläne", "Verlängerungen"}},
		{"fr", "Expérience", "Compétences", "Responsable succès client, Vent du Nord", "janv. 2020 – aujourd'hui",
			[]string{"Animation des revues trimestrielles avec les directeurs du client", "et hausse des renouvellements du portefeuille en deux années,",
				"en lien étroit avec les ventes et le support pour les ventes", "additionnelles et pour repérer tôt les risques de résiliation."},
			[]string{"Fidélisation", "Onboarding", "QBR", "Plans de succès", "Renouvellements"}},
		{"es", "Experiencia", "Habilidades", "Gerente de éxito del cliente, Viento Norte", "ene. 2020 – actualidad",
			[]string{"Dirigí revisiones trimestrales de negocio con los directivos y", "aumenté las renovaciones de la cartera en dos años de trabajo,",
				"en estrecha colaboración con ventas y soporte para detectar", "ventas adicionales y riesgos de baja al principio del contrato."},
			[]string{"Retención", "Onboarding", "QBR", "Planes de éxito", "Renovaciones"}},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			item := func(s string, x, y float64, font string) Item {
				return Item{Str: s, X: x, Y: y, W: 4.6 * float64(len([]rune(s))), H: 9.5, Font: font}
			}
			items := []Item{
				{Str: "Jane Doe", X: 40, Y: 800, W: 90, H: 20, Font: "name"},
				item("jane.doe@northwind-example.com", 390, 780, "body"),
				item(tt.work, 40, 760, "title"), item(tt.skills, 390, 760, "title"),
				item(tt.head, 40, 742, "bold"), item(tt.date, 40, 729, "body"),
			}
			// The job's text at a 13.5-point pitch, its second and fourth
			// lines 3 points above the sidebar's third and fifth names.
			for i, s := range tt.text {
				items = append(items, item(s, 40, 715.5-13.5*float64(i), "body"))
			}
			// The names at a 12.75-point pitch.
			for i, s := range tt.names {
				items = append(items, item(s, 390, 724.5-12.75*float64(i), "body"))
			}
			got := PDF([]Page{{Width: 595, Height: 842, Items: items}}).CV
			skills := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
			for _, want := range tt.names {
				if !slices.Contains(skills, want) {
					t.Errorf("no skill %q in %q", want, skills)
				}
			}
		})
	}
}
