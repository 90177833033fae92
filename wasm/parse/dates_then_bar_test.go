package parse

import (
	"slices"
	"strings"
	"testing"
	"unicode"
)

// A job head written after its dates and a bar, long and ending with a full
// stop (as Shortlist's own files write a head that ends with one), is a
// head, not prose: the job keeps its dates and every word of its head.
func TestDatesThenBar(t *testing.T) {
	tests := []struct{ lang, title, head, dates string }{
		{"en", "WORK EXPERIENCE", "Payroll Clerk — Ran the monthly payroll of a regional retail group with three hundred staff.", "2019-2021"},
		{"de", "BERUFSERFAHRUNG", "Lagerist — Leitete den Wareneingang eines regionalen Großhändlers mit drei Standorten.", "2016 - 2019"},
		{"fr", "EXPÉRIENCE PROFESSIONNELLE", "Comptable — Tenue de la comptabilité mensuelle d'un groupe de commerce régional.", "2015 - 2018"},
		{"es", "EXPERIENCIA PROFESIONAL", "Cocineros y panaderos- Preparé comidas en una cocina muy concurrida bajo mucha presión.", "2012 - 2013"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			f := Text("Alex Moreau\nalex@example.org\n\n" + tt.title + "\n\n\n" + tt.dates + " | " + tt.head + "\n")
			if len(f.ProfessionalExperience) != 1 {
				t.Fatalf("jobs %+v, want one", f.ProfessionalExperience)
			}
			j := f.ProfessionalExperience[0]
			if j.Duration != tt.dates {
				t.Errorf("dates %q, want %q", j.Duration, tt.dates)
			}
			if headWordsOf(j.Position, j.Company) != headWordsOf(tt.head) {
				t.Errorf("title %q, company %q; want every word of %q", j.Position, j.Company, tt.head)
			}
		})
	}
	for s, want := range map[string]bool{
		"2019-2021 | Payroll Clerk": true,
		"2019-2021 Payroll Clerk":   false,
		"Payroll Clerk | 2019-2021": false,
		"2019-2021 | ":              false,
	} {
		if got := datesThenBar(s, scanDate(s)); got != want {
			t.Errorf("datesThenBar(%q) = %v, want %v", s, got, want)
		}
	}
}

// headWordsOf is the sorted words of a head's parts, without punctuation:
// the words a reader must give back, wherever it cuts the head.
func headWordsOf(parts ...string) string {
	var words []string
	for _, p := range parts {
		words = append(words, strings.FieldsFunc(strings.ToLower(p), func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r)
		})...)
	}
	slices.Sort(words)
	return strings.Join(words, " ")
}
