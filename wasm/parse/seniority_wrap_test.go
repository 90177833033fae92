package parse

import "testing"

// A grade alone on the line under a title ("Junior", "Senior") ends the
// title; the employer on the line after it stays the company.
func TestSeniorityWrap(t *testing.T) {
	tests := []struct{ lang, title, position, grade, company string }{
		{"en", "WORK EXPERIENCE", "Data Analyst / Data Scientist", "Junior", "Northwind Financial"},
		{"de", "BERUFSERFAHRUNG", "Datenanalystin / Data Scientistin", "Senior", "Nordwind Finanz AG"},
		{"fr", "EXPÉRIENCE PROFESSIONNELLE", "Analyste de données / Data Scientist", "Junior", "Groupe Financier Valmont"},
		{"es", "EXPERIENCIA PROFESIONAL", "Analista de Datos / Científico de Datos", "Junior", "Grupo Financiero Íbero"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			f := Text("Alex Moreau\nalex@example.org\n\n" + tt.title + "\n\n" + tt.position + "\n" + tt.grade + "\n" + tt.company + "\nSep 2016 – Feb 2020\n")
			if len(f.ProfessionalExperience) != 1 {
				t.Fatalf("jobs %+v, want one", f.ProfessionalExperience)
			}
			want := tt.position + " " + tt.grade
			if j := f.ProfessionalExperience[0]; j.Position != want || j.Company != tt.company {
				t.Errorf("title %q, company %q; want %q, %q", j.Position, j.Company, want, tt.company)
			}
		})
	}
}
