package match

// Audit class 5 (issue 35): evidence from the wrong place. A role's date
// line, a cover letter's sentence about the employer and a summary that
// shares a duty's words only by chance are not what shows a point.

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/parse"
)

// profileOf reads a CV text as the analysis does, in May 2025.
func profileOf(text string) profile { return newProfile(text, parse.Text(text), may2025) }

func TestDateRangeShowsNoSkill(t *testing.T) {
	tests := []struct {
		name, cv string
		shown    bool
	}{
		{"en open end", "Data Engineer | Acme | July 2018 - Present\n- Built data pipelines in Python", false},
		{"es open end", "Ingeniera de datos | Acme | enero 2018 - presente\n- Construí pipelines de datos en Python", false},
		{"en presented", "Data Engineer | Acme | March 2019 - Present\n- Presented the results to the board", true},
		{"de Präsentation", "Datenanalyst | Acme | 03/2019 – heute\n- Präsentation der Ergebnisse vor dem Vorstand", true},
		{"fr communication", "Analyste | Acme | 2019 - aujourd'hui\n- Communication avec les clients et les équipes", true},
		{"es comunicación", "Analista | Acme | 2019 - presente\n- Comunicación con clientes y proveedores", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, ev := skillCoverage("communication", profileOf(tt.cv))
			if got := c == 100; got != tt.shown {
				t.Errorf("communication shown %v (evidence %q), want %v", got, ev, tt.shown)
			}
		})
	}
}

func TestCoverLetterIsEvidenceLast(t *testing.T) {
	tests := []struct {
		name, cv, skill, want string
	}{
		{"en", "Experience\n- Built REST APIs with Python\n\nCover letter\nI look forward to developing your Python services further and to bringing my experience.",
			"Python", "Built REST APIs with Python"},
		{"de", "Berufserfahrung\n- Entwicklung von REST-APIs mit Python\n\nAnschreiben\nich freue mich auf die Möglichkeit, Ihre Python-Services weiterzuentwickeln und mitzugestalten.",
			"Python", "Entwicklung von REST-APIs mit Python"},
		{"fr", "Expérience\n- Développement d'API REST en Python\n\nLettre de motivation\nJe serais ravi de faire évoluer vos services Python avec toute mon énergie.",
			"Python", "Développement d'API REST en Python"},
		{"es", "Experiencia\n- Desarrollo de APIs con Python\n\nCarta de presentación\nMe encantaría seguir desarrollando sus servicios de Python con su equipo.",
			"Python", "Desarrollo de APIs con Python"},
		{"only in the letter", "Experiencia\n- Desarrollo de API REST\n\nCarta de presentación\nTengo cinco años de experiencia con Docker en producción y en la nube.",
			"Docker", "Tengo cinco años de experiencia con Docker en producción y en la nube."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := profileOf(tt.cv).skills[tt.skill]; got != tt.want {
				t.Errorf("%s evidence %q, want %q", tt.skill, got, tt.want)
			}
		})
	}
}

func TestDutyEvidenceSaysItAsAPhrase(t *testing.T) {
	tests := []struct{ name, cv, duty, want string }{
		{"en", "Product manager with strategic thinking and product management across teams.\n- Developing product strategies with the teams",
			"Define the product strategy and roadmap", "Developing product strategies with the teams"},
		{"de", "Tester mit Erfahrung in Dokumentation und Automatisierung von Testfällen.\n- Erstellung und Dokumentation von Testfällen",
			"Entwicklung und Dokumentation von Testfällen", "Erstellung und Dokumentation von Testfällen"},
		{"fr", "Chef de projet : analyse de risques, besoins des clients et planning.\n- Analyse des besoins et gestion du planning",
			"Analyse des besoins métier", "Analyse des besoins et gestion du planning"},
		{"es", "Ingeniera de pruebas: despliegue manual y control continuo de calidad.\n- Despliegue continuo de servicios web",
			"Despliegue continuo de aplicaciones", "Despliegue continuo de servicios web"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, ev := dutyCover(Requirement{Kind: KindResponsibility, Text: tt.duty}, profileOf(tt.cv))
			if ev != tt.want {
				t.Errorf("evidence %q, want %q", ev, tt.want)
			}
		})
	}
}
