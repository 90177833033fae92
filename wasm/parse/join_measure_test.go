package parse

import "testing"

// TestBulletEdgeWrapInListColumns: a list set in two columns whose items
// wrap at the bullet's edge (actual) joins an item's wrap though, in the
// same block, one box ran across both columns (a wrap and the other
// column's item printed too close to part): that box sets no measure,
// in en/de/fr/es (issue 34).
func TestBulletEdgeWrapInListColumns(t *testing.T) {
	tests := []struct{ lang, first, wrap, merged, other string }{
		{"en", "· Partner with clinical and care teams", "to define KPIs and design dashboards",
			"model for a retail service using · Deployed a dashboard for", "· Maintain reporting documentation"},
		{"de", "· Zusammenarbeit mit klinischen Teams", "zur Definition von KPIs und Dashboards",
			"Modell für einen Händler mit Python · Bereitstellung eines Dashboards", "· Pflege der Dokumentation"},
		{"fr", "· Collaboration avec les équipes cliniques", "pour définir les KPI et les tableaux",
			"modèle pour un distributeur avec Python · Déploiement d'un tableau", "· Maintien de la documentation"},
		{"es", "· Colaboración con equipos clínicos", "para definir KPI y diseñar paneles",
			"modelo para un minorista con Python · Despliegue de un panel", "· Mantenimiento de la documentación"},
	}
	rule := joinRuleNamed(t, "wrap at the bullet's edge")
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			p := row(500, box0(tt.first, 32, 197, "body"))
			l := row(490, box0(tt.wrap, 32, 171, "body"))
			block := []line{p, l,
				row(480, box0("· Write optimized SQL queries to extract,", 32, 196, "body"), box0(tt.other, 205, 350, "body")),
				row(300, box0(tt.merged, 32, 346, "body")),
			}
			ctx := wrapContext(block)
			ctx.aboveY = p.y
			if !rule.join(&p, l, ctx) {
				t.Errorf("%q did not join %q", tt.first, tt.wrap)
			}
		})
	}
}

func joinRuleNamed(t *testing.T, name string) joinRule {
	t.Helper()
	for _, r := range joinRules {
		if r.name == name {
			return r
		}
	}
	t.Fatalf("no join rule %q", name)
	return joinRule{}
}
