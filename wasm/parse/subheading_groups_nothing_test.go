package parse

import (
	"strings"
	"testing"
)

// TestUndatedHeadNotSubheading: in a PDF whose entry heads are set in the
// section titles' bold font one point smaller (Shortlist's own layout),
// the section's last line, an undated degree or school read as a title
// only by its last word ("Master in Adult Education", "Northwind
// Technologies", made-up), is a degree's head line, not a subheading
// that groups the lines after it and is dropped (en/de/fr/es). A
// subheading over entries still is one (and
// TestSubheadingThatReadsAsATitleKeepsTheSectionOpen).
func TestUndatedHeadNotSubheading(t *testing.T) {
	tests := []struct{ lang, heading, first, degree, long, school string }{
		{"en", "EDUCATION", "PhD in Marine Biology", "Master in Adult Education", "Bachelor of Science in Applied Computing", "Northwind Technologies"},
		{"de", "AUSBILDUNG", "Promotion in Meeresbiologie", "Bachelor in Weiterbildung", "Bachelor of Science in Angewandter Informatik", "Nordwind Projekte"},
		{"fr", "FORMATION", "Doctorat en biologie marine", "Licence en Formation", "Licence professionnelle en informatique appliquée", "Nordvent Projets"},
		{"es", "FORMACIÓN", "Doctorado en Biología Marina", "Grado en Educación", "Grado en Ingeniería Informática Aplicada", "Viento Norte Proyectos"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			for _, heads := range [][]pl{
				{{728, "bold", []box{at(54, tt.first)}}, {706.35, "bold", []box{at(54, tt.degree)}}},
				{{728, "bold", []box{at(54, tt.long)}}, {713.35, "bold", []box{at(54, tt.school)}}},
			} {
				p := makePage(append([]pl{
					{800, "name", []box{at(54, "Alex Moreau")}},
					{780, "reg", []box{at(54, "alex@example.org")}},
					{750, "bold", []box{at(54, tt.heading)}},
				}, heads...)...)
				sizeAsOurPDF(p)
				var got []string
				for _, e := range PDF([]Page{p}).CV.Education {
					got = append(got, e.Degree, e.Institution)
				}
				all := strings.Join(got, " ")
				for _, h := range heads {
					if want := h.boxes[0].s; !strings.Contains(all, want) {
						t.Errorf("degrees %q, want %q in them", got, want)
					}
				}
			}
		})
	}
	t.Run("a subheading named as a title", func(t *testing.T) {
		p := makePage(
			pl{800, "name", []box{at(54, "Alex Moreau")}},
			pl{750, "bold", []box{at(54, "EXPERIENCE")}},
			pl{730, "bold", []box{at(54, "Internships")}},
			pl{710, "bold", []box{at(54, "Data Intern — Nordwind Labs")}},
			pl{696, "reg", []box{at(54, "06/2019 - 09/2019")}},
		)
		sizeAsOurPDF(p)
		for _, j := range PDF([]Page{p}).CV.ProfessionalExperience {
			if j.Position == "Internships" || j.Company == "Internships" {
				t.Errorf("the subheading read as a job: %+v", j)
			}
		}
	})
}
