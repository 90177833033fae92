package parse

import (
	"slices"
	"strings"
	"testing"
)

// TestStrayRatedGroups: skill groups rated in parentheses that a viewer
// pasted apart from their title, among the contacts or under the next
// title (paper), are skills, their wrapped lines with them, and no duty
// or entry, in en/de/fr/es (issue 34).
func TestStrayRatedGroups(t *testing.T) {
	tests := []struct{ lang, work, group1, group2, duty string }{
		{"en", "Work Experience", "Analysis & Statistics (Expert): SQL, Python, Pandas, NumPy, R, A/B", "Data Tools (Intermediate): dbt, Airflow, AWS Redshift,",
			"Built the weekly reports for the sales team of the northern region."},
		{"de", "Berufserfahrung", "Analyse und Statistik (Experte): SQL, Python, Pandas, NumPy, R, A/B", "Datenwerkzeuge (Fortgeschritten): dbt, Airflow, AWS Redshift,",
			"Aufbau der wöchentlichen Berichte für den Vertrieb der Region Nord."},
		{"fr", "Expérience professionnelle", "Analyse et statistiques (Avancé) : SQL, Python, Pandas, NumPy, R, A/B", "Outils de données (Intermédiaire) : dbt, Airflow, AWS Redshift,",
			"Création des rapports hebdomadaires pour l'équipe commerciale du nord."},
		{"es", "Experiencia profesional", "Análisis y estadística (Experto): SQL, Python, Pandas, NumPy, R, A/B", "Herramientas de datos (Intermedio): dbt, Airflow, AWS Redshift,",
			"Elaboración de los informes semanales para el equipo comercial del norte."},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			got := Text("Jane Doe\nData Analyst\njane@example.com\n\n" + tt.group1 + "\nTesting, Regression Analysis\n\n" +
				tt.work + "\n\nData Analyst at Acme GmbH\n2021-03 - 2023-06\n" + tt.duty + "\n" + tt.group2 + "\nSnowflake, Git, Spark\n")
			skills := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
			for _, want := range []string{"SQL", "A/B Testing", "Regression Analysis", "dbt", "AWS Redshift", "Snowflake", "Spark"} {
				if !slices.Contains(skills, want) {
					t.Errorf("no skill %q in %q", want, skills)
				}
			}
			if len(got.ProfessionalExperience) != 1 {
				t.Fatalf("experience %+v: want one entry", got.ProfessionalExperience)
			}
			if r := got.ProfessionalExperience[0].Responsibilities; len(r) != 1 || strings.Contains(r[0], "dbt") {
				t.Errorf("duties %q: want only %q", r, tt.duty)
			}
		})
	}
}
