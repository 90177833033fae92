package match

import "testing"

// TestContactLineIsNoEvidence: a labelled contact line (an address, a
// region) shows no skill, whatever its words (audit class 27); the same
// words in a line of work still do.
func TestContactLineIsNoEvidence(t *testing.T) {
	tests := []struct {
		name, line, jd string
		shown          bool
	}{
		{"en: an address", "Address: 12 Communication Street, Leeds", "Requirements:\n- Excellent communication skills", false},
		{"en: work", "• Led the communication with the client's board", "Requirements:\n- Excellent communication skills", true},
		{"de: an address", "Adresse: Kommunikationsweg 5, Berlin", "Anforderungen:\n- Communication", false},
		{"fr: an address", "Adresse\t3 rue de la Communication, Lyon", "Profil :\n- Compétences : communication", false},
		{"es: a region", "Región: Comunicaciones del Norte, Madrid", "Requisitos:\n- Conocimientos de communication", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cvText := "Jane Doe\nEngineer\n" + tt.line + "\n\nExperience\nEngineer, Acme\t2019 – 2021\n• Built Python services for the shop"
			if tt.shown {
				cvText += "\n" + tt.line
			}
			r, ok := requirement(reportOf(cvText, tt.jd).Requirements, "communication")
			if !ok {
				t.Fatalf("communication not read from %q", tt.jd)
			}
			if got := r.Coverage >= 100; got != tt.shown {
				t.Errorf("communication: coverage %d, evidence %q; want shown %v", r.Coverage, r.CV, tt.shown)
			}
		})
	}
}

// TestContactLine: the labels in four languages, and lines that only
// start like one.
func TestContactLine(t *testing.T) {
	for line, want := range map[string]bool{
		"Region\tComunidad de Madrid":     true,
		"Address: 450 Mission Street":     true,
		"Anschrift: Hauptstr. 1":          true,
		"Téléphone : +33 6 12 34 56 78":   true,
		"Dirección: Calle de Serrano 45":  true,
		"Regional sales lead for Iberia":  false,
		"Phone support for 200 customers": false,
	} {
		if got := contactLine(line); got != want {
			t.Errorf("contactLine(%q) = %v, want %v", line, got, want)
		}
	}
}
