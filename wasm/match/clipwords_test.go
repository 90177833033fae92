package match

import (
	"strings"
	"testing"
)

// TestDutyQuotedWhereItsWordsStand: a duty shown by the end of a long
// summary line is quoted there, not by the line's opening (audit 35, BBVA
// S3), in en/de/fr/es; a line short enough is quoted whole, as before.
func TestDutyQuotedWhereItsWordsStand(t *testing.T) {
	const filler = "Senior engineer with many years of proven expertise designing and building scalable backend systems, distributed architectures and event pipelines for retail clients, "
	tests := []struct{ name, cv, duty, want string }{
		{"en", filler + "then optimising the performance of relational databases across several teams.",
			"Optimise the performance of relational databases", "performance of relational databases"},
		{"de", filler + "dann Optimierung der Performance relationaler Datenbanken in mehreren Teams.",
			"Optimierung der Performance relationaler Datenbanken", "Performance relationaler Datenbanken"},
		{"fr", filler + "puis optimisation de la performance des bases de données relationnelles.",
			"Optimisation de la performance des bases de données relationnelles", "performance des bases de données relationnelles"},
		{"es", filler + "luego optimización del rendimiento de bases de datos relacionales en varios equipos.",
			"Optimización del rendimiento de bases de datos relacionales", "rendimiento de bases de datos relacionales"},
		{"a short line whole", "Optimised the performance of relational databases for retail clients.",
			"Optimise the performance of relational databases", "Optimised the performance of relational databases for retail clients."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Requirement{Kind: KindResponsibility, Text: tt.duty}
			c, ev := dutyCover(r, profileOf("Summary\n"+tt.cv))
			if c == 0 || !strings.Contains(ev, tt.want) {
				t.Errorf("coverage %d, evidence %q: want it to quote %q", c, ev, tt.want)
			}
		})
	}
}

// TestSkillQuotedWithAllItsWords: a skill named in other words on a long
// line ("test" early and again later, "automation" late) is quoted where
// both stand, not from its first word alone (invariant b), in en/de/fr/es.
func TestSkillQuotedWithAllItsWords(t *testing.T) {
	tests := []struct{ name, line, skill, late string }{
		{"en", "Executed test cases and analysed results for the web shop, wrote detailed, comprehensive and well-structured test plans for every release, then developed automation scripts using Selenium for the checkout.",
			"test automation", "automation"},
		{"de", "Führte Tests für den Webshop aus und schrieb ausführliche, gut gegliederte Pläne für jedes einzelne Release sowie neue Tests für den Checkout, danach Automatisierung der Abläufe mit Selenium.",
			"Automatisierung der Tests", "Automatisierung"},
		{"fr", "Exécution des tests et analyse des résultats pour la boutique, rédaction de plans détaillés pour chaque version et de nouveaux tests du paiement, puis automatisation avec Selenium en ligne.",
			"automatisation des tests", "automatisation"},
		{"es", "Ejecución de pruebas y análisis de resultados para la tienda, redacción de planes detallados para cada versión y de nuevas pruebas del pago, luego automatización con Selenium en línea.",
			"automatización de pruebas", "automatización"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := clipToRoots(tt.line, tt.skill); !strings.Contains(got, tt.late) {
				t.Errorf("quote %q: want the words of %q in it", got, tt.skill)
			}
		})
	}
	// Through the analysis: the requirement's evidence names the skill.
	found := false
	for _, q := range reportOf("Experience\n- "+tests[0].line, "Requirements:\n- Test automation").Requirements {
		if q.Name == "test automation" {
			found = true
			if q.Coverage == 0 || !strings.Contains(q.CV, "automation") {
				t.Errorf("test automation: coverage %d, evidence %q", q.Coverage, q.CV)
			}
		}
	}
	if !found {
		t.Error("no test automation requirement read")
	}
}
