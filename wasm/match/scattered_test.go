package match

import (
	"strings"
	"testing"
)

// TestScatteredWordsShowNoDuty: a duty is shown by a place of the CV that
// holds two of its words, a line or a bullet however the text wraps it,
// never by its words spread over unrelated lines (audit class 25).
func TestScatteredWordsShowNoDuty(t *testing.T) {
	tests := []struct {
		name, duty string
		bullets    []string
		text       string // the CV's text when it wraps a bullet; else the bullets, one a line
		shown      bool
	}{
		{"en: scattered", "Plan the maintenance of the servers",
			[]string{"Planned the move to the new office", "Ran the maintenance of the delivery vans", "Ordered servers for the new racks"}, "", false},
		{"en: one line", "Plan the maintenance of the servers",
			[]string{"Planned the maintenance of 40 servers in two data centres", "Ordered new racks"}, "", true},
		{"en: one bullet wrapped over three lines", "Plan the maintenance of the servers",
			[]string{"Planned every quarter the yearly maintenance work on each of the servers"},
			"Engineer, Acme, 2019 - 2024\nPlanned every quarter the yearly\nmaintenance work on each of the\nservers", true},
		{"de: scattered", "Planung der Wartung von Servern",
			[]string{"Planung des Umzugs in das neue Büro", "Wartung der Lieferwagen des Teams", "Bestellung neuer Racks und Kabel"}, "", false},
		{"de: one line", "Planung der Wartung von Servern",
			[]string{"Planung der Wartung von 40 Servern in zwei Rechenzentren", "Bestellung neuer Racks"}, "", true},
		{"fr: scattered", "Planifier la maintenance des serveurs",
			[]string{"Planifié le déménagement du bureau", "Maintenance des véhicules de livraison", "Commande de nouvelles baies"}, "", false},
		{"fr: one line", "Planifier la maintenance des serveurs",
			[]string{"Planifié la maintenance de 40 serveurs dans deux centres", "Commande de nouvelles baies"}, "", true},
		{"es: scattered", "Planificar el mantenimiento de los servidores",
			[]string{"Planifiqué la mudanza de la oficina", "Mantenimiento de los vehículos de reparto", "Pedido de nuevos racks"}, "", false},
		{"es: one line", "Planificar el mantenimiento de los servidores",
			[]string{"Planifiqué el mantenimiento de 40 servidores en dos centros", "Pedido de nuevos racks"}, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := dutyCV(tt.bullets...)
			text := tt.text
			if text == "" {
				text = "Engineer, Acme, 2019 - 2024\n" + strings.Join(tt.bullets, "\n")
			}
			jd := "Engineer\n\nResponsibilities:\n- " + tt.duty + "\n\nRequirements:\n- Python"
			r := analyze(text, c, jd, may2025)
			var duty *Requirement
			for i := range r.Requirements {
				if r.Requirements[i].Kind == KindResponsibility {
					duty = &r.Requirements[i]
				}
			}
			if duty == nil {
				t.Fatalf("the duty %q was not read", tt.duty)
			}
			if got := met(*duty); got != tt.shown {
				t.Errorf("shown = %v (coverage %d), want %v", got, duty.Coverage, tt.shown)
			}
			listed := false
			for _, s := range r.Strengths {
				listed = listed || strings.Contains(s, tt.duty)
			}
			if listed != tt.shown {
				t.Errorf("listed as a strength = %v, want %v: %q", listed, tt.shown, r.Strengths)
			}
		})
	}
}
