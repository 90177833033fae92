package match

import "testing"

// "insbes." and "insb." (insbesondere) are abbreviations like "esp.": the
// dot ends no sentence, so the tools named after it stay in their line's
// clause instead of leaving "… Ticketsystemen, insbes" as a qualification read
// from its words. French writes "notamment" in full.
func TestEspeciallyAbbreviatedEndsNoSentence(t *testing.T) {
	tests := []struct{ name, jd, want, clause string }{
		{"de insbes.", "Anforderungen:\n- Erfahrung mit Ticketsystemen, insbes. Jira und Confluence", "Jira",
			"Erfahrung mit Ticketsystemen, insbes. Jira und Confluence"},
		{"de insb.", "Anforderungen:\n- Erfahrung mit Projektwerkzeugen, insb. Jira und Confluence", "Confluence",
			"Erfahrung mit Projektwerkzeugen, insb. Jira und Confluence"},
		{"en esp.", "Requirements:\n- Experience with ticket systems, esp. Jira and Confluence", "Jira",
			"Experience with ticket systems, esp. Jira and Confluence"},
		{"es esp.", "Requisitos:\n- Experiencia con sistemas de tickets, esp. Jira y Confluence", "Jira",
			"Experiencia con sistemas de tickets, esp. Jira y Confluence"},
		{"fr notamment", "Exigences :\n- Expérience des outils de tickets, notamment Jira et Confluence", "Jira",
			"Expérience des outils de tickets, notamment Jira et Confluence"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, ok := requirement(Requirements(tt.jd), tt.want)
			if !ok || r.Clause != tt.clause {
				t.Fatalf("got %+v (%v), want %q in %q", r, ok, tt.want, tt.clause)
			}
		})
	}
}
