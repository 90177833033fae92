package match

import (
	"strings"
	"testing"
)

// A quote cut short of its line's end ends on a word, not on a comma or a
// little word that waits for the one the cut dropped; a quote that is the
// whole line keeps its end as written.
func TestClipEndsOnAWord(t *testing.T) {
	filler := strings.Repeat("word ", 20)
	// want is the line as written, for a line short enough to quote whole.
	for _, tc := range []struct{ name, line, want string }{
		{"en and", filler + "coordinated suppliers, stakeholders, and the regional teams across three sites", filler + "coordinated suppliers, stakeholders"},
		{"en comma", filler + "Python, Docker, Kubernetes, Terraform, Ansible and the rest of the tooling", filler + "Python, Docker, Kubernetes"},
		{"de und", filler + "Planung von Projekten und Budgets sowie Steuerung der externen Dienstleister", filler + "Planung von Projekten"},
		{"fr de la", filler + "gestion des équipes et de la planification des chantiers régionaux", filler + "gestion des équipes"},
		{"es con el", filler + "coordinación de proveedores con el equipo regional de compras y logística", filler + "coordinación de proveedores"},
		{"whole line", "Skills: Python, Docker,", "Skills: Python, Docker,"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := clip(tc.line, 0)
			if !strings.Contains(tc.line, got) {
				t.Fatalf("clip %q is not a piece of the line", got)
			}
			last := got[strings.LastIndexByte(got, ' ')+1:]
			if len(tc.line) > maxClip && (trailingWords[strings.ToLower(last)] || strings.HasSuffix(got, ",")) {
				t.Errorf("clip = %q ends dangling", got)
			}
			if len(tc.line) <= maxClip && got != tc.want {
				t.Errorf("clip = %q, want the line as written", got)
			}
		})
	}
}

// The end of a cut never moves before the words the quote must hold.
func TestEndOfCutKeepsTheMatch(t *testing.T) {
	s := "built the platform with Go and"
	if got := endOfCut(s, 0, len(s), len(s)); got != len(s) {
		t.Errorf("endOfCut = %d, want %d (keep is the end)", got, len(s))
	}
	if got := s[:endOfCut(s, 0, len(s), 0)]; got != "built the platform with Go" {
		t.Errorf("endOfCut cut to %q", got)
	}
}
