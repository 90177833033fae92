package parse

import (
	"slices"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/docx"
)

// TestGluedName: a Word file's first line, the name and the headline glued
// with no space, is parted inside the name's last word; a name written
// with a capital inside, a known term and a one-word rest stay whole.
func TestGluedName(t *testing.T) {
	cases := []struct {
		name, line string
		want       []string
	}{
		{"en", "Nora BellwoodData Analyst | Retail Insights", []string{"Nora Bellwood", "Data Analyst | Retail Insights"}},
		{"de", "Jonas A. HartkampVertriebsleiter | B2B Software", []string{"Jonas A. Hartkamp", "Vertriebsleiter | B2B Software"}},
		{"fr", "Élodie MarchandResponsable marketing digital", []string{"Élodie Marchand", "Responsable marketing digital"}},
		{"es", "Lucía Herrero GálvezIngeniera de datos", []string{"Lucía Herrero Gálvez", "Ingeniera de datos"}},
		{"a name with a capital inside", "Ella FitzGerald", []string{"Ella FitzGerald"}},
		{"a short prefix", "Rory MacArthur Product Designer", []string{"Rory MacArthur Product Designer"}},
		{"a known term", "Senior JavaScript Developer", []string{"Senior JavaScript Developer"}},
		{"no name before", "Résumé of Nora BellwoodData Analyst", []string{"Résumé of Nora BellwoodData Analyst"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			lines := []docx.Line{{Text: "", Level: -1}, {Text: c.line, Level: -1}, {Text: "nora@example.com", Level: -1}}
			var got []string
			for _, l := range gluedName(lines) {
				if strings.TrimSpace(l.Text) != "" && l.Text != "nora@example.com" {
					got = append(got, l.Text)
				}
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("gluedName(%q) = %q, want %q", c.line, got, c.want)
			}
		})
	}
}
