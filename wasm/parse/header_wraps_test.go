package parse

import "testing"

// sized lays out lines with makePage and gives the boxes of each named
// font its glyph height.
func sized(heights map[string]float64, lines ...pl) Page {
	p := makePage(lines...)
	for i, it := range p.Items {
		if h, ok := heights[it.Font]; ok {
			p.Items[i].H = h
		}
	}
	return p
}

// TestHeaderWraps: a name and a headline each wrapped onto lines of their
// own in large type, contacts on the right sharing their rows (actual),
// read as one name and one title, in en/de/fr/es (issue 34).
func TestHeaderWraps(t *testing.T) {
	tests := []struct{ lang, first, last, title1, title2, experience string }{
		{"en", "Maya", "Lindqvist", "Data Analyst | Turning Raw Data", "into Clear Decisions", "Experience"},
		{"de", "Lena", "Hoffbauer", "Datenanalystin für Business", "Intelligence und Berichte", "Berufserfahrung"},
		{"fr", "Camille", "Moreau", "Analyste de données | Tableaux", "de bord et prévisions", "Expérience professionnelle"},
		{"es", "Lucía", "Ferrán", "Analista de datos | Informes", "y visualización", "Experiencia"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			page := sized(map[string]float64{"name": 40, "head": 20},
				pl{760, "name", []box{at(24, tt.first)}},
				pl{757, "reg", []box{at(460, "+1 555 0147")}},
				pl{741, "reg", []box{at(420, "maya@example.com")}},
				pl{722, "name", []box{at(24, tt.last)}},
				pl{694, "head", []box{at(26, tt.title1)}},
				pl{690, "reg", []box{at(450, "Austin, Texas")}},
				pl{674, "head", []box{at(26, tt.title2)}},
				pl{640, "reg", []box{at(27, "Analyst with six years of turning sales and clinical data into weekly reports.")}},
				pl{600, "title", []box{title(27, tt.experience)}},
				pl{580, "bold", []box{at(27, "Northwind Health"), at(400, "2021 - 2024")}},
				pl{566, "reg", []box{at(27, "Data Analyst")}},
				pl{552, "reg", []box{at(32, "• Built the weekly dashboards of the care teams.")}},
			)
			got := PDF([]Page{page}).CV
			want := tt.first + " " + tt.last + " • " + tt.title1 + " " + tt.title2
			if got.ProfessionalHeader != want {
				t.Errorf("header %q, want %q", got.ProfessionalHeader, want)
			}
		})
	}
}

// TestHeadlineOverStrayLine: a long headline under the name wins over a
// short line elsewhere in the header that the contacts did not take (a
// street on a line of its own beside the icons, as slick prints it, or a
// note), in en/de/fr/es (issue 34).
func TestHeadlineOverStrayLine(t *testing.T) {
	tests := []struct{ lang, headline, street string }{
		{"en", "Data Scientist Specialised in Machine Learning and Predictive Analytics for Retail", "Open to relocation"},
		{"de", "Data Scientist mit Schwerpunkt auf maschinellem Lernen und prädiktiver Analyse im Handel", "Offen für einen Umzug"},
		{"fr", "Data Scientist spécialisée en apprentissage automatique et analyse prédictive du commerce", "12 rue du Port"},
		{"es", "Científica de datos especializada en aprendizaje automático y analítica predictiva minorista", "Calle del Puerto 12"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			page := makePage(
				pl{790, "name", []box{at(215, "Camille Moreau")}},
				pl{770, "reg", []box{at(215, tt.headline)}},
				pl{740, "reg", []box{at(239, "camille@example.fr")}},
				pl{725, "reg", []box{at(239, tt.street)}},
				pl{680, "reg", []box{at(215, "Data scientist with six years of building, shipping and monitoring models in production.")}},
				pl{666, "reg", []box{at(215, "Python, SQL and dashboards for the teams who use them every day.")}},
			)
			got := PDF([]Page{page}).CV
			if want := "Camille Moreau • " + tt.headline; got.ProfessionalHeader != want {
				t.Errorf("header %q, want %q", got.ProfessionalHeader, want)
			}
		})
	}
}
