package match

import "testing"

// TestLineOpeningWithImportanceStandsAlone: in a post whose lines end
// without a stop, a capitalised line that opens by saying how much it
// counts is a statement of its own: its wish (or must) does not spread to
// the long line before it, nor to the line after it. In lower case it
// still ends a wrapped sentence.
func TestLineOpeningWithImportanceStandsAlone(t *testing.T) {
	tests := []struct {
		name string
		jd   string
		want map[string]string
	}{
		{"en: a plus", "Requirements\nYou have solid experience building services in Java for large clients\nA plus would be Kubernetes and Terraform from your projects\nYou write clear documentation for the whole team",
			map[string]string{"Java": Required, "Kubernetes": Preferred, "documentation": Required}},
		{"en: ideally", "Requirements\nYou have solid experience building services in Java for large clients\nIdeally you also know Kubernetes from earlier projects\nYou have worked with PostgreSQL in production",
			map[string]string{"Java": Required, "Kubernetes": Preferred, "PostgreSQL": Required}},
		{"en: a wrapped end in lower case", "Requirements\nYou have solid experience building services in Java for large clients and Kubernetes is\nideally known from earlier projects",
			map[string]string{"Java": Preferred, "Kubernetes": Preferred}},
		{"de: optional", "Ihr Profil\nDu bringst mehrjährige Praxis in der Entwicklung mit Python für Logistikkunden mit\nOptional kennst du dich mit Terraform und Ansible aus\nDu arbeitest sicher mit PostgreSQL im Betrieb",
			map[string]string{"Python": Required, "Terraform": Preferred, "PostgreSQL": Required}},
		{"de: idealerweise", "Ihr Profil\nSie verfügen über fundierte Praxis in der Entwicklung mit Python und Django im Handel\nIdealerweise kennen Sie Kubernetes aus dem Betrieb eigener Dienste\nSie arbeiten sicher mit PostgreSQL",
			map[string]string{"Python": Required, "Kubernetes": Preferred, "PostgreSQL": Required}},
		{"de: a word that only begins like a marker", "Ihr Profil\nSie verfügen über fundierte Praxis in der Entwicklung mit Python und Django im Handel\nOptionen der Datenhaltung mit PostgreSQL sind Ihnen bekannt",
			map[string]string{"Python": Required, "PostgreSQL": Required}},
		{"fr: idéalement", "Profil recherché\nVous avez une solide expérience du développement en Java pour de grands clients\nIdéalement vous connaissez aussi Kubernetes pour vos projets\nVous maîtrisez PostgreSQL en production",
			map[string]string{"Java": Required, "Kubernetes": Preferred, "PostgreSQL": Required}},
		{"es: idealmente", "Requisitos\nTienes experiencia sólida en el desarrollo de servicios en Java para grandes clientes\nIdealmente conoces también Kubernetes de proyectos anteriores\nHas trabajado con PostgreSQL en producción",
			map[string]string{"Java": Required, "Kubernetes": Preferred, "PostgreSQL": Required}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := map[string]string{}
			for _, r := range Requirements(tt.jd) {
				got[r.Name] = r.Importance
			}
			for name, want := range tt.want {
				if got[name] != want {
					t.Errorf("%s: importance %q, want %q (all: %v)", name, got[name], want, got)
				}
			}
		})
	}
}
