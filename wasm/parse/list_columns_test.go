package parse

import (
	"strings"
	"testing"
)

// TestListColumns: an entry's items set in two columns (the actual theme
// prints highlights in CSS columns), their wraps at the bullet's edge, are
// read column by column and joined one item each, in en/de/fr/es; a head
// beside its date is no such run (issue 34).
func TestListColumns(t *testing.T) {
	langs := []struct {
		lang       string
		a, b, c, d [2]string // items: first line, wrap
	}{
		{"en",
			[2]string{"· Partner with clinical and operations teams", "to define KPIs and dashboards."},
			[2]string{"· Write optimized SQL queries to extract,", "clean, and aggregate patient data."},
			[2]string{"· Design and evaluate A/B tests to measure", "the impact of care management."},
			[2]string{"· Maintain reporting documentation and", "train analysts on the tools."}},
		{"de",
			[2]string{"· Zusammenarbeit mit klinischen Teams bei", "der Definition von Kennzahlen."},
			[2]string{"· Optimierte SQL-Abfragen zur Extraktion", "und Bereinigung von Patientendaten."},
			[2]string{"· Entwurf und Auswertung von A/B-Tests zur", "Wirkung des Versorgungsmanagements."},
			[2]string{"· Pflege der Dokumentation und Schulung", "der Analysten in den Werkzeugen."}},
		{"fr",
			[2]string{"· Collaboration avec les équipes cliniques", "pour définir les indicateurs."},
			[2]string{"· Requêtes SQL optimisées pour extraire,", "nettoyer et agréger les données."},
			[2]string{"· Conception et évaluation de tests A/B", "sur la gestion des soins."},
			[2]string{"· Maintien de la documentation et", "formation des analystes aux outils."}},
		{"es",
			[2]string{"· Colaboración con los equipos clínicos", "para definir los indicadores."},
			[2]string{"· Consultas SQL optimizadas para extraer,", "limpiar y agregar los datos."},
			[2]string{"· Diseño y evaluación de pruebas A/B", "sobre la gestión de la atención."},
			[2]string{"· Mantenimiento de la documentación y", "formación de analistas en las herramientas."}},
	}
	for _, l := range langs {
		t.Run(l.lang, func(t *testing.T) {
			// Left column at 32.5 to 198, right at 205.7 to 370.
			lines := []line{
				row(720, box0("Data Analyst", 27, 97, "head"), box0("Aug 2021 - Present", 300, 378, "head")),
				row(700, box0(l.a[0], 32.5, 198, "body"), box0(l.c[0], 205.7, 370, "body")),
				row(690, box0(l.a[1], 32.5, 150, "body"), box0(l.c[1], 205.7, 330, "body")),
				row(680, box0(l.b[0], 32.5, 197, "body"), box0(l.d[0], 205.7, 369, "body")),
				row(670, box0(l.b[1], 32.5, 160, "body"), box0(l.d[1], 205.7, 340, "body")),
			}
			got := joinWrapped(listColumns(lines))
			var texts []string
			for _, g := range got {
				texts = append(texts, g.text())
			}
			want := []string{"Data Analyst\tAug 2021 - Present"}
			for _, it := range [][2]string{l.a, l.b, l.c, l.d} {
				want = append(want, it[0]+" "+it[1])
			}
			if strings.Join(texts, "\n") != strings.Join(want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(texts, "\n"), strings.Join(want, "\n"))
			}
			// The right column's first line a little higher than the
			// left one's is a row of its own before it: the run starts
			// there all the same.
			higher := append([]line{lines[0], row(700.5, box0(l.c[0], 205.7, 370, "body")), row(700, box0(l.a[0], 32.5, 198, "body")),
				row(690, box0(l.a[1], 32.5, 150, "body"), box0(l.c[1], 205.7, 330, "body"))}, lines[3:]...)
			texts = texts[:0]
			for _, g := range joinWrapped(listColumns(higher)) {
				texts = append(texts, g.text())
			}
			if strings.Join(texts, "\n") != strings.Join(want, "\n") {
				t.Errorf("right column higher: got\n%s\nwant\n%s", strings.Join(texts, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}
