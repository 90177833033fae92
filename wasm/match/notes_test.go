package match

import "testing"

// TestAnalysisAfterThePostIsNotThePost: an analysis of the post appended
// after it (by a tool or a reader) yields no requirement, and a heading
// after it does not open the post again (issue 35, class 18).
func TestAnalysisAfterThePostIsNotThePost(t *testing.T) {
	cases := []struct{ name, jd string }{
		{"en", "## Requirements\n- Experience with SQL.\n\n## Layer B — Behavioural Analysis\n**Stack:** present Airflow and dbt as compatible.\n\n## Skills\n- Kafka\n"},
		{"de", "## Ihr Profil\n- Erfahrung mit SQL.\n\n## Stellenanalyse\nNennen Sie Airflow und dbt im Lebenslauf.\n\n## Anforderungen\n- Kafka\n"},
		{"fr", "## Profil recherché\n- Expérience avec SQL.\n\n## Analyse de l'offre\nMettez Airflow et dbt en avant.\n\n## Compétences\n- Kafka\n"},
		{"es", "## Requisitos\n- Experiencia con SQL.\n\n## Análisis de la oferta\nDestaca Airflow y dbt en tu CV.\n\n## Perfil\n- Kafka\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var names []string
			for _, r := range Requirements(c.jd) {
				names = append(names, r.Name)
			}
			if len(names) != 1 || names[0] != "SQL" {
				t.Errorf("requirements %q, want only SQL", names)
			}
		})
	}
}
