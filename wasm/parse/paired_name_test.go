package parse

import (
	"slices"
	"strings"
	"testing"
)

// TestPairedName: pasted skills set one item a line, a group's name that
// pairs two fields with "&" is no skill, in en/de/fr/es; an item that pairs
// two skills in running case stays one.
func TestPairedName(t *testing.T) {
	cases := []struct {
		lang, heading string
		names, items  []string
	}{
		{"en", "Skills", []string{"Cloud & Platforms", "Data & Reporting"}, []string{"Terraform", "Kubernetes", "Helm", "Pre-sales & Follow-up", "Looker", "Forecasting"}},
		{"de", "Kenntnisse", []string{"Cloud & Plattformen", "Daten & Auswertung"}, []string{"Terraform", "Kubernetes", "Helm", "Pre-sales & Follow-up", "Looker", "Prognosen"}},
		{"fr", "Compétences", []string{"Cloud & Plateformes", "Données & Analyse"}, []string{"Terraform", "Kubernetes", "Helm", "Pre-sales & Follow-up", "Looker", "Prévisions"}},
		{"es", "Habilidades", []string{"Nube & Plataformas", "Datos & Análisis"}, []string{"Terraform", "Kubernetes", "Helm", "Pre-sales & Follow-up", "Looker", "Previsiones"}},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			lines := []string{c.names[0], c.items[0], c.items[1], c.items[2], c.names[1], c.items[4], c.items[5], c.items[3]}
			f := Text("Maya Rodriguez\nmaya@example.com\n\n" + c.heading + "\n" + strings.Join(lines, "\n") + "\n")
			got := append(append([]string{}, f.CoreSkills...), f.ToolsTechnologies...)
			for _, n := range c.names {
				if slices.Contains(got, n) {
					t.Errorf("group name %q read as a skill: %q", n, got)
				}
			}
			for _, it := range c.items {
				if !slices.Contains(got, it) {
					t.Errorf("item %q missing: %q", it, got)
				}
			}
		})
	}
	ls := func(ss ...string) []line {
		var out []line
		for _, s := range ss {
			out = append(out, line{cells: []cell{{s: s}}})
		}
		return out
	}
	for _, c := range []struct {
		name  string
		lines []line
		want  bool
	}{
		{"name", ls("Design & Research", "Figma", "Interviews"), true},
		{"running case", ls("Pre-sales & Follow-up", "Cold Calls", "Demos"), false},
		{"capitals", ls("PRE-SALES & FOLLOW-UP", "COLD CALLS", "DEMOS"), false},
		{"no sign", ls("Design Tooling", "Figma", "Interviews"), false},
		{"list below", ls("Design & Research", "Figma, Sketch, Miro", "Interviews"), false},
		{"sign at the end", ls("Research &", "Figma", "Interviews"), false},
		{"PDF font", []line{{cells: []cell{{s: "Design & Research"}}, style: "f4"}, {cells: []cell{{s: "Figma"}}}, {cells: []cell{{s: "Interviews"}}}}, false},
	} {
		if got := pairedName(c.lines, 0); got != c.want {
			t.Errorf("%s: pairedName = %v, want %v", c.name, got, c.want)
		}
	}
}
