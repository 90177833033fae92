package parse

import "testing"

// TestHeadlineWrapOnTitle: a headline in capitals wrapped under the name
// whose next line starts with a title word ("EXPERIENCE IN …") after a
// line ending with a joining word stays the headline; the same line set
// apart under the header still opens its section, in en/de/fr/es (issue
// 34, slick).
func TestHeadlineWrapOnTitle(t *testing.T) {
	tests := []struct{ lang, name, first, second, third string }{
		{"en", "Dana Whitfield", "DATA ANALYST WITH", "EXPERIENCE IN REPORTING, SQL AND", "FORECASTING"},
		{"de", "Jonas Albrecht", "CLOUD-ARCHITEKT MIT", "ERFAHRUNG IN MIGRATION UND", "BETRIEB"},
		{"fr", "Élise Garnier", "ANALYSTE DE DONNÉES AVEC", "EXPÉRIENCE EN REPORTING ET", "PRÉVISION"},
		{"es", "Marta Ortega", "GEÓGRAFA CON", "EXPERIENCIA EN CARTOGRAFÍA, SIG Y", "TELEDETECCIÓN"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			row := func(s, style string, size, y float64) line {
				return line{cells: []cell{box0(s, 216, 430, style)}, style: style, size: size, y: y}
			}
			lines := []line{
				row(tt.name, "name", 27, 793),
				row(tt.first, "headline", 16.8, 764),
				row(tt.second, "headline", 16.8, 746),
				row(tt.third, "headline", 16.8, 727),
				row("dana@example.org", "body", 10.5, 700),
				row("Eight years of turning raw numbers into weekly decisions for retail and logistics teams.", "body", 10.5, 660),
			}
			if secs := sections(lines); len(secs) != 1 {
				t.Errorf("the headline opened a section: %d sections", len(secs))
			}
			f := build(lines)
			if want := tt.name + " • " + tt.first + " " + tt.second + " " + tt.third; f.ProfessionalHeader != want {
				t.Errorf("header %q, want %q", f.ProfessionalHeader, want)
			}
			apart := append(lines[:2:2], line{cells: []cell{box0(tt.second, 216, 430, "headline")}, style: "headline", size: 16.8, y: 700, gap: true})
			apart[1] = row("dana@example.org", "body", 10.5, 764)
			if secs := sections(apart); len(secs) != 2 || secs[1].kind != kindExperience {
				t.Errorf("apart: %d sections", len(secs))
			}
		})
	}
}
