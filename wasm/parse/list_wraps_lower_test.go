package parse

import "testing"

// TestListWrapsLower: a comma list line filling its column and ending inside
// an item goes on in the line under it that starts in lower case, though
// the estimate of that line's first word says it would have fitted
// (en/de/fr/es); a line well short of its column does not.
func TestListWrapsLower(t *testing.T) {
	margins := []line{row(700, box0("margins", 72, 520, "body"))}
	cases := []struct {
		name, p, l string
		x1         float64
		want       bool
	}{
		{"en", "Core skills: Clear writing, Customer focus, project planning skills, Sound", "reasoning and problem-solving habits, reporting", 476, true},
		{"de", "Kenntnisse: Gute Kommunikation, Teamarbeit, Zeitmanagement, Sehr gute", "analytische Fähigkeiten, Planung", 476, true},
		{"fr", "Compétences: Communication orale, Travail en équipe, Gestion du temps, Bonne", "capacité d'analyse et de synthèse, planification", 476, true},
		{"es", "Habilidades: Comunicación oral, Trabajo en equipo, Gestión del tiempo, Buena", "capacidad de análisis y síntesis, planificación", 476, true},
		{"short line", "Core skills: Clear writing, Customer focus, project planning, Sound", "reasoning and problem-solving habits, reporting", 420, false},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			p := row(690, box0(tt.p, 72, tt.x1, "body"))
			l := row(678, box0(tt.l, 72, 260, "body"))
			ctx := wrapContext(append([]line{p, l}, margins...))
			ctx.aboveY = p.y
			if got := joinWrappedLine(&p, l, ctx); got != tt.want {
				t.Errorf("joined %v, want %v", got, tt.want)
			}
		})
	}
}
