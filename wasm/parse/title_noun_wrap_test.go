package parse

import "testing"

// A title opened by a grade wraps its last word onto a line of its own
// under the employer: the word ends the title; an employer over a
// one-word title stays the employer.
func TestTitleNounWrap(t *testing.T) {
	tests := []struct{ lang, work, company, title, noun, date, item string }{
		{"en", "Work", "Northwind Freight", "Senior Warehouse Operations", "Manager", "2021-03-01 - Present", "Led three warehouse teams"},
		{"de", "Berufserfahrung", "Nordwind Fracht", "Senior Lager und Logistik", "Managerin", "2021-03-01 - heute", "Leitung von drei Lagerteams"},
		{"fr", "Expérience", "Fret Nordvent", "Senior Logistique et Entrepôts", "Manager", "2021-03-01 - aujourd'hui", "Direction de trois équipes d'entrepôt"},
		{"es", "Experiencia", "Fletes Vientonorte", "Senior Logística y Almacenes", "Manager", "2021-03-01 - actualidad", "Dirección de tres equipos de almacén"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := "Robin Hale\nrobin.hale@example.org\n\n" + tt.work + "\n" + tt.company + "\n" + tt.title + "\n" + tt.noun + "\n\n" + tt.date + "\n\n• " + tt.item + "\n"
			xs := Text(text).ProfessionalExperience
			want := tt.title + " " + tt.noun
			if len(xs) != 1 || xs[0].Position != want || xs[0].Company != tt.company {
				t.Errorf("experience %+v, want %q at %q", xs, want, tt.company)
			}
		})
	}
}
