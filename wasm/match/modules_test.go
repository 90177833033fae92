package match

import "testing"

// TestModuleByItsAbbreviation: a vendor's module the job names with its
// vendor ("SAP-SD") is shown by a CV that lists the module by its bare
// abbreviation among modules or their customizing, in English, German,
// French and Spanish; a bare abbreviation elsewhere ("SD card") is not
// the module (class 9 of the audit).
func TestModuleByItsAbbreviation(t *testing.T) {
	tests := []struct {
		name, cv, jd, product string
		met                   bool
	}{
		{"en", "Skills\nCustomizing in the modules SD and MM", "Requirements:\n- Experience with SAP-SD and ABAP", "SAP-SD", true},
		{"de", "Kenntnisse\nAnwenderbetreuung in den Modulen MM, FI und CO", "Anforderungen:\n- Erfahrung mit SAP-MM und ABAP", "SAP-MM", true},
		{"fr", "Compétences\nParamétrage des modules FI et CO", "Profil :\n- Expérience de SAP-FI et ABAP", "SAP-FI", true},
		{"es", "Habilidades\nConsultoría en los módulos PP y MM", "Requisitos:\n- Experiencia en SAP-PP y ABAP", "SAP-PP", true},
		{"en, another SD", "Skills\nWrote the firmware that logs to an SD card", "Requirements:\n- Experience with SAP-SD and ABAP", "SAP-SD", false},
		{"de, module of another vendor's line", "Kenntnisse\nKameras mit SD und HD", "Anforderungen:\n- Erfahrung mit SAP-SD und ABAP", "SAP-SD", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, ok := requirement(reportOf("Jane Doe\nSAP Consultant\n\n"+tt.cv, tt.jd).Requirements, tt.product)
			if !ok {
				t.Fatalf("no requirement %s", tt.product)
			}
			if got := r.Coverage == 100; got != tt.met {
				t.Errorf("%s met %v (coverage %d, evidence %q), want %v", tt.product, got, r.Coverage, r.CV, tt.met)
			}
		})
	}
}

// TestWebDevelopmentInOtherWords: building web applications shows web
// development, in English, German, French and Spanish (class 23 of the
// audit).
func TestWebDevelopmentInOtherWords(t *testing.T) {
	tests := []struct{ name, cv, jd string }{
		{"en", "Experience\nEngineer, Acme\t2019 – 2021\n• Web application architecture and implementation for the shop", "Requirements:\n- Web development"},
		{"de", "Berufserfahrung\nEntwickler, Acme\t2019 – 2021\n• Konzeption und Umsetzung einer Webanwendung für den Shop", "Anforderungen:\n- Webentwicklung"},
		{"fr", "Expérience\nDéveloppeur, Acme\t2019 – 2021\n• Conception d'une application web pour la boutique", "Profil :\n- Compétences : web development"},
		{"es", "Experiencia\nDesarrollador, Acme\t2019 – 2021\n• Diseño de aplicaciones web para la tienda", "Requisitos:\n- Conocimientos de web development"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, ok := requirement(reportOf("Jane Doe\nDeveloper\n\n"+tt.cv, tt.jd).Requirements, "web development")
			if !ok || r.Coverage < 100 {
				t.Errorf("web development: coverage %d (found %v), evidence %q; want shown", r.Coverage, ok, r.CV)
			}
		})
	}
}
