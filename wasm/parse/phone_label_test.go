package parse

import "testing"

// TestPhoneAfterItsLabel: a pasted CV lists its contacts under the summary,
// each after its label ("Phone: …"), where the PDF's sidebar showed an
// icon; the phone is read as on a line of contacts alone.
func TestPhoneAfterItsLabel(t *testing.T) {
	tests := []struct{ name, about, label, phone, exp string }{
		{"en", "About", "Phone:", "+1 415 555 0199", "Work Experience"},
		{"de", "Profil", "Telefon:", "+49 40 9876543", "Berufserfahrung"},
		{"fr", "Profil", "Téléphone :", "+33 7 98 76 54 32", "Expérience professionnelle"},
		{"es", "Perfil", "Teléfono:", "+34 699 111 222", "Experiencia laboral"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := "Robin Example\nSpringfield\n\n" + tt.about + "\n" +
				"Analyst with six years of work on reports, dashboards and data pipelines for retail teams.\n\n" +
				tt.label + " " + tt.phone + "\nEmail: robin@example.org\n\n" +
				tt.exp + "\nExample Retail\nAnalyst\n2020 - 2023\nBuilt weekly sales reports for the regional teams.\n"
			if got := Text(text).Phone; got != tt.phone {
				t.Errorf("phone = %q, want %q", got, tt.phone)
			}
		})
	}
}

func TestLabelsOnly(t *testing.T) {
	for _, tt := range []struct {
		left string
		want bool
	}{
		{" | ", true},
		{"Phone:  | ", true},
		{"Tel. | ", true},
		{"Móvil: | ", true},
		{"Call me at | ", false},
		{"Room 12 | ", false},
	} {
		if got := labelsOnly(tt.left); got != tt.want {
			t.Errorf("labelsOnly(%q) = %v, want %v", tt.left, got, tt.want)
		}
	}
}
