package match

import (
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/internal/vocab"
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
			if len(tc.line) > maxClip && (vocab.Joining(strings.ToLower(last)) || strings.HasSuffix(got, ",")) {
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

// A quote of a list cut inside an item ends after the last whole item; a
// cut at a separator, or in a piece that is no list, ends where it was cut.
func TestEndOfCutEndsAfterAWholeItem(t *testing.T) {
	for _, tc := range []struct{ name, s, cutBefore, want string }{
		{"en tools", "Go, TypeScript, Docker, Google Cloud Platform, GraphQL", "Platform", "Go, TypeScript, Docker"},
		{"de Kenntnisse", "Projektleitung; Budgetplanung; Steuerung externer Dienstleister; Reporting", "Dienstleister", "Projektleitung; Budgetplanung"},
		{"fr outils", "Excel, PowerPoint, Outlook, Teams, gestion client, SAP", "client", "Excel, PowerPoint, Outlook, Teams"},
		{"es herramientas", "Excel, Tableau, Power BI, Looker, análisis avanzado, SQL", "avanzado", "Excel, Tableau, Power BI, Looker"},
		{"at a separator", "Go, TypeScript, Docker, GraphQL", ", GraphQL", "Go, TypeScript, Docker"},
		{"after a whole item", "Go, TypeScript, Docker, Babel, Google Cloud Platform", "Google", "Go, TypeScript, Docker, Babel"},
		{"a sentence's end", "Led teams to design, build, and ship products. Then more", " Then", "Led teams to design, build, and ship products."},
		{"a line's end", "Go, TypeScript, Docker, Data Analysis\nLanguages", "Languages", "Go, TypeScript, Docker, Data Analysis"},
		{"one comma is no list", "Led the platform team, and moved the billing service to Go", "service", "Led the platform team, and moved the billing"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			to := strings.Index(tc.s, tc.cutBefore)
			if got := strings.TrimSpace(tc.s[:endOfCut(tc.s, 0, to, 0)]); got != tc.want {
				t.Errorf("endOfCut cut to %q, want %q", got, tc.want)
			}
		})
	}
}
