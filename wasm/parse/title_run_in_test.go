package parse

import "testing"

// TestTitleRunIn: pasted, a margin title broken over two lines with its
// second word run into the first entry's position, and the entry's
// company alone above the title, give the entry its company, position
// and dates, in en/de/fr/es. A line that only starts like a heading
// ("Prix de l'innovation") is left alone.
func TestTitleRunIn(t *testing.T) {
	cases := []struct{ lang, first, second, company, position, dates string }{
		{"en", "WORK", "EXPERIENCE", "Acme Analytics", "Data Analyst", "2021-08-01 - Present"},
		{"de", "BERUFLICHE", "ERFAHRUNG", "Muster Analytik GmbH", "Datenanalystin", "2021-08-01 - Present"},
		{"fr", "EXPÉRIENCE", "PROFESSIONNELLE", "Exemple Conseil", "Analyste de données", "2021-08-01 - Present"},
		{"es", "EXPERIENCIA", "LABORAL", "Ejemplo Datos", "Analista de datos", "2021-08-01 - Present"},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			text := "Maya Rodriguez\nmaya@example.com\n\nData analyst with five years of experience in retail and health care.\n\n" +
				c.company + "\n\n " + c.first + "\n" + c.second + " " + c.position + "\n\n" + c.dates + "\n" +
				"Built the weekly sales dashboards for all the stores of the northern region.\n"
			f := Text(text)
			if len(f.ProfessionalExperience) != 1 {
				t.Fatalf("got %d entries %+v, want 1", len(f.ProfessionalExperience), f.ProfessionalExperience)
			}
			e := f.ProfessionalExperience[0]
			if e.Company != c.company || e.Position != c.position || e.Duration != c.dates {
				t.Errorf("got %q / %q / %q, want %q / %q / %q", e.Company, e.Position, e.Duration, c.company, c.position, c.dates)
			}
		})
	}
	lines := textLines("Awards\n\nPrix\nde l'innovation data\n")
	if got := lines[len(lines)-1].flat(); got != "de l'innovation data" {
		t.Errorf("a line starting with a heading's word: got last line %q, want it unchanged", got)
	}
}
