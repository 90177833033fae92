package parse

import "testing"

// TestNameBrokenOverLines: a name pasted one word a line at the top is the
// name, in en/de/fr/es; a single word, or words with no blank line after
// them, are left alone.
func TestNameBrokenOverLines(t *testing.T) {
	for _, c := range []struct{ lang, text, want string }{
		{"en", "Maya\nRodriguez\n\n(512) 555-0100\nmaya@example.com\n\nData Analyst | Reporting and Dashboards\n", "Maya Rodriguez"},
		{"de", "Lena\nHoffmann\n\n+49 30 1234567\nlena@example.de\n\nDatenanalystin | Reporting und Dashboards\n", "Lena Hoffmann"},
		{"fr", "Camille\nLaurent\n\n+33 6 12 34 56 78\ncamille@example.fr\n\nAnalyste de données | Reporting\n", "Camille Laurent"},
		{"es", "Lucía\nFernández\nGómez\n\n+34 612 345 678\nlucia@example.es\n\nAnalista de datos | Informes\n", "Lucía Fernández Gómez"},
	} {
		if got := Text(c.text).Name; got != c.want {
			t.Errorf("%s: name %q, want %q", c.lang, got, c.want)
		}
	}
	for _, text := range []string{"Maya\n\nRodriguez\n", "Maya\nRodriguez\nData Analyst\n", "Experience\nSkills\n\nGo\n"} {
		lines := textLines(text)
		if got := nameBrokenOverLines(lines); len(got) != len(lines) {
			t.Errorf("%q: joined into %q", text, got[0].flat())
		}
	}
}
