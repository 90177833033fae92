package match

import (
	"slices"
	"testing"
)

// A range pasted one part a line, from a page that sets its dates in a
// column of their own, is one range again.
func TestJoinRangePieces(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  []string
	}{
		{"en dash alone", []string{"Sales", "May 2016", "—", "October 2019", "4 years"}, []string{"Sales", "May 2016 — October 2019", "4 years"}},
		{"en open end", []string{"February 2020", "— Present", "6 years"}, []string{"February 2020 — Present", "6 years"}},
		{"de", []string{"März 2017", "–", "Dezember 2020", "Januar 2021", "– heute"}, []string{"März 2017 – Dezember 2020", "Januar 2021 – heute"}},
		{"fr", []string{"janvier 2021", "à aujourd'hui"}, []string{"janvier 2021 à aujourd'hui"}},
		{"es", []string{"enero 2021", "—", "actualidad"}, []string{"enero 2021 — actualidad"}},
		{"two years stay apart", []string{"2015", "2019"}, []string{"2015", "2019"}},
		{"a dash before words stays", []string{"2019", "—", "Led the team"}, []string{"2019", "—", "Led the team"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, _ := joinRangePieces(tt.lines)
			if !slices.Equal(got, tt.want) {
				t.Errorf("joinRangePieces(%q) = %q, want %q", tt.lines, got, tt.want)
			}
		})
	}
}

// Pasted so, the CV keeps its years, and its "Present" shows no
// presenting; the range reads no role from the lines around it, which
// stood elsewhere on the page.
func TestRangePiecesInProfile(t *testing.T) {
	tests := []struct{ name, text string }{
		{"en", "Experience\nSales Associate, Example Stores\n- Sold plans to retailers in the region.\n\nJanuary 2019\n— Present\n6 years\n\nMarch 2015\n—\nDecember 2018\n4 years\n"},
		{"de", "Berufserfahrung\nVerkäuferin, Beispiel GmbH\n- Beratung der Kunden in der Filiale.\n\nJanuar 2019\n– heute\n6 Jahre\n\nMärz 2015\n–\nDezember 2018\n4 Jahre\n"},
		{"fr", "Expérience\nVendeuse, Exemple SA\n- Conseil aux clients du magasin.\n\njanvier 2019\n– aujourd'hui\n6 ans\n\nmars 2015\n–\ndécembre 2018\n4 ans\n"},
		{"es", "Experiencia\nVendedora, Ejemplo SL\n- Atención a clientes en la tienda.\n\nenero 2019\n— actualidad\n6 años\n\nmarzo 2015\n—\ndiciembre 2018\n4 años\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := profileOf(tt.text)
			if p.months < 120 {
				t.Errorf("months %d, want the two ranges' (at least 120)", p.months)
			}
			if c, ev := skillCoverage("communication", p); c > 0 {
				t.Errorf("communication shown by %q", ev)
			}
			for _, r := range p.roles {
				if r.title != "" && r.title != p.cv.ProfessionalExperience[0].Position {
					t.Errorf("role %q read around a range pasted apart", r.title)
				}
			}
		})
	}
}

// A range's open end alone on its line, its start pasted elsewhere, shows
// no presenting either.
func TestOpenEndAloneShowsNoSkill(t *testing.T) {
	tests := []struct{ name, text string }{
		{"en", "Experience\nSales Associate, Example Stores\n- Sold plans to retailers in the region.\n6 years\n— Present\n"},
		{"de", "Berufserfahrung\nVerkäuferin, Beispiel GmbH\n- Beratung der Kunden in der Filiale.\n6 Jahre\nbis heute\n"},
		{"fr", "Expérience\nVendeuse, Exemple SA\n- Conseil aux clients du magasin.\n6 ans\n– aujourd'hui\n"},
		{"es", "Experiencia\nVendedora, Ejemplo SL\n- Atención a clientes en la tienda.\n6 años\n— presente\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if c, ev := skillCoverage("communication", profileOf(tt.text)); c > 0 {
				t.Errorf("communication shown by %q", ev)
			}
		})
	}
}

// A range of ISO months or days open to the present shows no presenting:
// rangeRe reads no range in "2021-03 TO PRESENT".
func TestISORangeShowsNoSkill(t *testing.T) {
	tests := []struct{ name, text string }{
		{"en", "Experience\nSales Associate, Example Stores\t2021-03 TO PRESENT\n- Sold plans to retailers in the region.\n"},
		{"de", "Berufserfahrung\nVerkäuferin, Beispiel GmbH\t2021-03-01 – Present\n- Beratung der Kunden in der Filiale.\n"},
		{"fr", "Expérience\nVendeuse, Exemple SA\t2021-03 – present\n- Conseil aux clients du magasin.\n"},
		{"es", "Experiencia\nVendedora, Ejemplo SL\t2021-03-01 - presente\n- Atención a clientes en la tienda.\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if c, ev := skillCoverage("communication", profileOf(tt.text)); c > 0 {
				t.Errorf("communication shown by %q", ev)
			}
		})
	}
}
