package match

import (
	"strings"
	"testing"
)

// A sentence whose subject is the employer after its first word, or whose
// doer is the employer ("von uns", "by us"), is about the company: it asks
// the candidate neither for the employer's years in business nor for its
// clients' fields. The requirements under the heading stay.
func TestEmployerInsideASentenceAsksNothing(t *testing.T) {
	tests := []struct {
		name, jd, kept string
	}{
		{"en", "Frontend Developer\nFor 10 years we have been growing across Europe. Over 50 clients are served by us in software development and quality assurance.\nRequirements:\n- Experience with JavaScript and Angular",
			"JavaScript"},
		{"de", "Frontend Entwickler (m/w/d)\nDank moderner Methoden wachsen wir seit 12 Jahren in ganz Europa. Auf den Gebieten Softwareentwicklung und Qualitätssicherung werden rund 80 Firmen von uns begleitet.\nAnforderungen:\n- Erfahrung mit JavaScript und Angular",
			"JavaScript"},
		{"fr", "Développeur Frontend\nDepuis 10 ans, nous grandissons en Europe. Plus de 50 clients sont servis par nous en développement logiciel et en assurance qualité.\nProfil recherché :\n- Expérience avec JavaScript et Angular",
			"JavaScript"},
		{"es", "Desarrollador Frontend\nDesde hace 10 años nosotros crecemos en Europa. Más de 50 clientes son atendidos por nosotros en desarrollo de software y aseguramiento de calidad.\nRequisitos:\n- Experiencia con JavaScript y Angular",
			"JavaScript"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sentences := strings.Split(strings.Split(tt.jd, "\n")[1], ". ")
			kept := false
			for _, r := range Requirements(tt.jd) {
				kept = kept || r.Name == tt.kept
				for _, s := range sentences {
					if strings.HasPrefix(r.Clause, s[:20]) {
						t.Errorf("%s %q read from the employer's sentence %q", r.Kind, r.Name, s)
					}
				}
			}
			if !kept {
				t.Errorf("want %s kept from the requirements", tt.kept)
			}
		})
	}
}
