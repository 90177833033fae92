package parse

import "testing"

// TestGutterBlocksPasted: a theme's date column pasted by a viewer as a
// block among the items (inside an item, or after one) gives each entry
// its range and its items whole, in the four languages. A block after a
// paragraph with no items is left where it is.
func TestGutterBlocksPasted(t *testing.T) {
	tests := []struct {
		name, heading, text string
		want                []string // per entry: duration, then the first and last item
	}{
		{"en, inside an item", "Experience",
			"Data Analyst, Acme Analytics\n- Built dashboards for the clinical teams,\ncutting reporting time by 40%.\n- Wrote SQL queries for the claims\n\nAugust 2021\n— Present\n5 years\n\n\ndatabases.\nJunior Analyst, Peak Retail\n- Built sales dashboards in Power BI.\n\nJune 2019\n—\nJuly 2021\n2 years\n\n- Automated the weekly Excel reports.\n",
			[]string{"August 2021 — Present", "Built dashboards for the clinical teams, cutting reporting time by 40%.", "Wrote SQL queries for the claims databases.",
				"June 2019 — July 2021", "Built sales dashboards in Power BI.", "Automated the weekly Excel reports."}},
		{"de", "Berufserfahrung",
			"Datenanalystin, Muster GmbH\n- Aufbau von Dashboards für den Vertrieb\nmit Power BI und SQL.\n\nMärz 2022\n— heute\n3 Jahre\n\n- Automatisierung der Monatsberichte.\n",
			[]string{"März 2022 — heute", "Aufbau von Dashboards für den Vertrieb mit Power BI und SQL.", "Automatisierung der Monatsberichte."}},
		{"fr", "Expérience",
			"Analyste de données, Exemple SA\n- Création de tableaux de bord pour\nles équipes commerciales.\n\njanvier 2020\n—\ndécembre 2022\n3 ans\n\n- Automatisation des rapports mensuels.\n",
			[]string{"janvier 2020 — décembre 2022", "Création de tableaux de bord pour les équipes commerciales.", "Automatisation des rapports mensuels."}},
		{"es", "Experiencia",
			"Analista de datos, Ejemplo SL\n- Diseño de paneles de control para el\n\nabril 2019\n— actualidad\n5 años\n\nequipo de ventas.\n- Automatización de informes mensuales.\n",
			[]string{"abril 2019 — actualidad", "Diseño de paneles de control para el equipo de ventas.", "Automatización de informes mensuales."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text("Jane Doe\nData Analyst\n\n" + tt.heading + "\n" + tt.text).ProfessionalExperience
			if len(got) != len(tt.want)/3 {
				t.Fatalf("got %d entries, want %d: %+v", len(got), len(tt.want)/3, got)
			}
			for i, x := range got {
				w := tt.want[3*i : 3*i+3]
				r := x.Responsibilities
				if x.Duration != w[0] || len(r) == 0 || r[0] != w[1] || r[len(r)-1] != w[2] {
					t.Errorf("entry %d: got %q %q, want %q", i, x.Duration, r, w)
				}
			}
		})
	}
	// No items above: the block stays where the viewer put it.
	lines := textLines("Summary\nData analyst with five years in retail.\n\nAugust 2021\n— Present\n\nMore text.")
	if got := lines[2].flat(); got != "August 2021" {
		t.Errorf("block without items moved: line 2 is %q", got)
	}
}
