package match

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// A dated line that restates an entry's position and employer is the
// position's role: the employer's name is none ("Analytics", "Software"
// in a company's name made a data or software role from the PDF only).
func TestLineRoleWithoutEmployer(t *testing.T) {
	tests := []struct {
		name, title, position, company, want string
	}{
		{"en comma", "Account Manager, Sunfield Software\t", "Account Manager", "Sunfield Software", "Account Manager"},
		{"en at, address after", "Account Manager at Sunfield Software (https://www.example.com)", "Account Manager", "Sunfield Software", "Account Manager"},
		{"de bei, name cut", "Vertriebsleiterin bei Nordstern Analytics Gesell-", "Vertriebsleiterin", "Nordstern Analytics Gesellschaft mbH", "Vertriebsleiterin"},
		{"fr chez", "Chargée de clientèle chez Réseaux Exemple", "Chargée de clientèle", "Réseaux Exemple", "Chargée de clientèle"},
		{"es en", "Ejecutiva de ventas en Grupo Datos Sur", "Ejecutiva de ventas", "Grupo Datos Sur", "Ejecutiva de ventas"},
		{"en read around a lone date", "Account Manager Sunfield Software", "Account Manager", "Sunfield Software", "Account Manager"},
		{"a dash keeps the field", "Project Manager - Infrastructure", "Project Manager", "Infrastructure", "Project Manager - Infrastructure"},
		{"another company kept", "Account Manager, Data Team Lead", "Account Manager", "Sunfield Software", "Account Manager, Data Team Lead"},
		{"another position kept", "Data Engineer, Sunfield Software", "Account Manager", "Sunfield Software", "Data Engineer, Sunfield Software"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := withoutEmployer(tt.title, []cv.Experience{{Position: tt.position, Company: tt.company}})
			if got != tt.want {
				t.Errorf("withoutEmployer(%q) = %q, want %q", tt.title, got, tt.want)
			}
		})
	}
}

// A dated line that names an organisation with its web address holds the
// organisation, not a role: the role is what follows the address, if any.
func TestLineRoleWithoutOrganisation(t *testing.T) {
	tests := []struct{ name, title, want string }{
		{"en role after", "City Helpdesk Example (https://www.example.org) , Mentor", "Mentor"},
		{"de address cut", "Netzwerk Beispielstadt (https://www.beispiel-", ""},
		{"fr www", "Club Réseau Exemple (www.exemple.fr)", ""},
		{"es role after", "Asociación Datos Sur (https://www.ejemplo.es) , Voluntaria", "Voluntaria"},
		{"no address", "Network Engineer, Example Corp", "Network Engineer, Example Corp"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := withoutOrganisation(tt.title); got != tt.want {
				t.Errorf("withoutOrganisation(%q) = %q, want %q", tt.title, got, tt.want)
			}
		})
	}
}

// Read through the profile: the employer's and the club's words give the
// CV no role family of their own, so a sales CV stays a sales CV.
func TestLineRoleFamiliesWithoutEmployer(t *testing.T) {
	text := "Experience\nAccount Manager, Sunfield Software\tMay 2016 – October 2019\n- Sold yearly plans to retailers across the region.\n" +
		"Volunteering\nCity Helpdesk Example (https://www.example.org)\tJanuary 2019 – Present\n"
	c := cv.FormattedCV{ProfessionalExperience: []cv.Experience{{Position: "Account Manager", Company: "Sunfield Software", Duration: "May 2016 – October 2019"}}}
	p := newProfile(text, c, may2025)
	if _, other := roleMismatch([]Requirement{{Kind: KindTitle, Name: "Backend Developer"}}, p); !other {
		t.Errorf("a sales CV fits a developer's title; titles %q", p.titles)
	}
}
