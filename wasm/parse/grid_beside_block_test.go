package parse

import (
	"strings"
	"testing"
)

// TestGridBesideBlock: a school's courses set in a grid of three columns
// under its degree, the dates at the right edge level with its name
// (onepage), where the column reading put the dates and the grid's last
// column in a block of their own: they go back onto their rows, and the
// last column's courses open no further degree, in en/de/fr/es. A block
// beside it whose lines keep no pitch with the grid, or with no dates,
// stays apart.
func TestGridBesideBlock(t *testing.T) {
	tests := []struct {
		lang            string
		schools, degree [2]string
		courses         [10]string
	}{
		{"en", [2]string{"Northfield State University", "Lakeside Institute of Technology"},
			[2]string{"Master - Land Economics", "Bachelor - Business Studies"},
			[10]string{"Market Research", "Pricing", "Trade Law", "Cost Accounting", "Survey Methods", "Retail Planning", "Freight", "Field Sales", "Rural Credit", "Farm Policy"}},
		{"de", [2]string{"Hochschule Kleinfeld", "Universität Talberg"},
			[2]string{"Master - Lagerwirtschaft", "Bachelor - Betriebslehre"},
			[10]string{"Einkauf", "Preisbildung", "Handelsrecht", "Kostenrechnung", "Logistik", "Absatzplanung", "Frachtwesen", "Außendienst", "Agrarkredit", "Agrarpolitik"}},
		{"fr", [2]string{"Université de Valbonne", "École de Montclair"},
			[2]string{"Master - Économie rurale", "Licence - Gestion"},
			[10]string{"Fiscalité", "Marketing rural", "Droit commercial", "Comptabilité", "Logistique", "Achats", "Fret", "Vente terrain", "Crédit agricole", "Politique agricole"}},
		{"es", [2]string{"Universidad de Sierra Alta", "Universidad del Valle Norte"},
			[2]string{"Máster - Economía Agraria", "Grado - Administración"},
			[10]string{"Fiscalidad", "Mercadotecnia", "Derecho Mercantil", "Contabilidad", "Logística", "Compras", "Transporte", "Venta de campo", "Crédito agrario", "Política agraria"}},
	}
	ln := func(y float64, group int, style string, xs []float64, ss ...string) line {
		var cs []cell
		for i, s := range ss {
			cs = append(cs, cell{s: s, x0: xs[i], x1: xs[i] + 4.5*float64(len([]rune(s))), tx: xs[i], size: 9, style: style})
		}
		return line{cells: cs, size: 9, style: style, y: y, page: 1, group: group}
	}
	left, mid, dates := []float64{169.1, 287.8}, []float64{287.8}, []float64{394.8}
	for _, tt := range tests {
		for _, c := range []struct {
			name    string
			third   float64 // the block's courses' left edge
			noDates bool
			back    bool
		}{
			{"grid's last column", 406.5, false, true},
			{"off the grid's pitch", 430, false, false},
			{"no dates", 406.5, true, false},
		} {
			t.Run(tt.lang+" "+c.name, func(t *testing.T) {
				co := tt.courses
				lines := []line{
					ln(763.4, 1, "b|9", []float64{73.1, 154.1}, "EDUCATION", tt.schools[0]),
					ln(750.6, 1, "r|9", []float64{154.1}, tt.degree[0]),
					ln(734.1, 1, "r|9", left, co[0], co[1]),
					ln(721.4, 1, "r|9", left, co[2], co[3]),
					ln(707.1, 1, "r|9", mid, co[4]),
					ln(669.6, 1, "b|9", []float64{154.1}, tt.schools[1]),
					ln(657.6, 1, "r|9", []float64{154.1}, tt.degree[1]),
					ln(640.4, 1, "r|9", left, co[5], co[6]),
					ln(627.6, 1, "r|9", mid, co[7]),
					ln(763.4, 4, "r|9", dates, "2017 — 2019"),
					ln(734.1, 4, "r|9", []float64{c.third}, co[8]),
					ln(669.6, 4, "r|9", dates, "2014 — 2017"),
					ln(640.4, 4, "r|9", []float64{c.third}, co[9]),
					ln(582.6, 5, "b|9", []float64{73.1, 154.1}, "SKILLS", "Pricing, Forecasting, Negotiation"),
				}
				if c.noDates {
					lines = append(lines[:9:9], lines[10], lines[12], lines[13])
				}
				if !c.back {
					if got := gridBesideBlock(lines); len(got) != len(lines) {
						t.Fatalf("got %d lines, want the %d apart", len(got), len(lines))
					}
					return
				}
				edus := build(afterColumns(lines)).Education
				if len(edus) != 2 {
					t.Fatalf("got %d schools, want 2: %+v", len(edus), edus)
				}
				for i, e := range edus {
					area := strings.SplitN(tt.degree[i], " - ", 2)[1]
					if e.Institution != tt.schools[i] || !strings.Contains(e.Degree, area) || !strings.Contains(e.Duration, []string{"2017", "2014"}[i]) {
						t.Errorf("school %d: got %+v", i, e)
					}
				}
			})
		}
	}
}
