package parse

import (
	"strings"
	"testing"
)

// TestListLastItemNamedLikeHeading: a skills list in the body's font whose
// last item stands alone on the last line, under a line ending with a
// comma, and reads as a heading by its last word ("Strong project planning
// skills"), is the list's last item: it opens no section.
func TestListLastItemNamedLikeHeading(t *testing.T) {
	tests := []struct{ lang, heading, first, last, next string }{
		{"en", "SKILLS", "Core skills: Clear writing and careful review of shared documents,", "Strong project planning skills", "WORK EXPERIENCE"},
		{"de", "KENNTNISSE", "Kernkenntnisse: Klare Texte und genaue Prüfung geteilter Unterlagen,", "Umfassende Kenntnisse", "BERUFSERFAHRUNG"},
		{"fr", "COMPÉTENCES", "Compétences clés : rédaction claire et relecture des documents partagés,", "Excellentes et solides compétences", "EXPÉRIENCE PROFESSIONNELLE"},
		{"es", "HABILIDADES", "Habilidades clave: redacción clara y revisión de documentos compartidos,", "Excelentes y sólidas habilidades", "EXPERIENCIA PROFESIONAL"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			if !isHeadingText(tt.last) {
				t.Fatalf("%q does not read as a heading: the row tests nothing", tt.last)
			}
			// The bullet sets the column's right edge: the last item does
			// not fit after the first line, its first word would.
			p := makePage(
				pl{800, "name", []box{at(54, "Alex Moreau")}},
				pl{780, "reg", []box{at(54, "alex@example.org")}},
				pl{750, "bold", []box{at(54, tt.heading)}},
				pl{733, "reg", []box{at(54, tt.first)}},
				pl{720, "reg", []box{at(54, tt.last)}},
				pl{692, "bold", []box{at(54, tt.next)}},
				pl{676, "bold", []box{at(54, "Analyst, Northwind Traders")}},
				pl{662, "reg", []box{at(54, "2016 - 2019")}},
				pl{648, "reg", []box{at(66, "• Built the data platform of a small shop and ran its nightly reports for three years")}},
			)
			sizeAsOurPDF(p)
			f := PDF([]Page{p}).CV
			got := strings.Join(append(append([]string{}, f.CoreSkills...), f.ToolsTechnologies...), "; ")
			if !strings.Contains(got, tt.last) || len(f.OtherSections) > 0 || len(f.ProfessionalExperience) != 1 {
				t.Errorf("skills and tools %q, other sections %+v, %d jobs; want %q among the skills, 1 job", got, f.OtherSections, len(f.ProfessionalExperience), tt.last)
			}
		})
	}
}
