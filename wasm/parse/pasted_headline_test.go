package parse

import "testing"

// Pasted from a viewer, a headline set in a narrow column under the name
// comes over three lines; they are one title. The summary under it, an
// address, an icon line and a quote after a bracket stay out of it.
func TestPastedHeadlineWraps(t *testing.T) {
	tests := []struct {
		lang, name string
		lines      []string
		title      string
		after      string
	}{
		{"en", "Robin Hale", []string{"Senior Sales Engineer |", "Cloud Platforms & Channel", "Partnerships"},
			"Senior Sales Engineer | Cloud Platforms & Channel Partnerships",
			"Sales engineer with nine years of experience selling cloud platforms to banks and insurers."},
		{"de", "Robin Hale", []string{"Vertriebsingenieurin für Cloud", "Plattformen und", "Partnerschaften"},
			"Vertriebsingenieurin für Cloud Plattformen und Partnerschaften",
			"Vertriebsingenieurin mit neun Jahren Erfahrung im Verkauf von Cloud-Plattformen an Banken."},
		{"fr", "Robin Hale", []string{"INGÉNIEURE COMMERCIALE |", "PLATEFORMES CLOUD ET", "PARTENARIATS"},
			"INGÉNIEURE COMMERCIALE | PLATEFORMES CLOUD ET PARTENARIATS",
			"Ingénieure commerciale avec neuf ans d'expérience dans la vente de plateformes cloud."},
		{"es", "Robin Hale", []string{"Ingeniera de Ventas Senior |", "Plataformas Cloud y Alianzas", "Estratégicas"},
			"Ingeniera de Ventas Senior | Plataformas Cloud y Alianzas Estratégicas",
			"Ingeniera de ventas con nueve años de experiencia en la venta de plataformas cloud a bancos."},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := tt.name + "\n" + tt.lines[0] + "\n" + tt.lines[1] + "\n" + tt.lines[2] + "\n" + tt.after +
				"\n\nrobin.hale@example.org\n"
			f := Text(text)
			if want := tt.name + " • " + tt.title; f.ProfessionalHeader != want {
				t.Errorf("header %q, want %q (about %q)", f.ProfessionalHeader, want, f.AboutMe)
			}
		})
	}
	kept := []struct{ name, text, header string }{
		{"icon line", "Robin Hale\nAccount Executive | B2B SaaS Sales\n✉\n\nrobin.hale@example.org\n", "Robin Hale • Account Executive | B2B SaaS Sales"},
		{"quote after a bracket", "Robin Hale\nTítulo del currículum (opcional)\nUna cita (opcional)\n\nrobin.hale@example.org\n", "Robin Hale • Título del currículum (opcional)"},
		{"place", "Robin Hale\nSenior Account Executive B2B\nBerlin, Germany\n\nrobin.hale@example.org\n", "Robin Hale • Senior Account Executive B2B"},
	}
	for _, k := range kept {
		t.Run(k.name, func(t *testing.T) {
			if got := Text(k.text).ProfessionalHeader; got != k.header {
				t.Errorf("header %q, want %q", got, k.header)
			}
		})
	}
}
