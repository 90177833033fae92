package match

import "testing"

// TestDegreeFormsOfTheirCountry: degrees written in their country's forms
// are read at their level: a German study written as one compound
// ("Chemiestudium"), a Fachhochschule's "Dipl. … (FH)" with a space
// after its dot, the Spanish "Licenciado en" and "Ingeniero Técnico";
// a study of one's own and a phase of a study that awards no degree by
// itself ("Grundstudium", "Hauptstudium") are not read. The English and
// French rows hold forms read before, beside them.
func TestDegreeFormsOfTheirCountry(t *testing.T) {
	tests := []struct {
		name, line string
		want       int
	}{
		{"de: a compound study", "10/2005 - 09/2011 Chemiestudium, Universität Nordstadt", 2},
		{"de: a compound study, physics", "Physikstudium an der Hochschule Nordstadt", 2},
		{"de: a study of one's own", "Selbststudium: Go und Rust", 0},
		{"de: the first phase", "2001 - 2003: Grundstudium Biologie", 0},
		{"de: the main phase", "2003 - 2006: Hauptstudium Biologie", 0},
		{"de: a diploma of a Fachhochschule, with a space", "Dipl. Ingenieur (FH) Maschinenbau", 2},
		{"de: with a hyphen, as before", "Dipl.-Ing. (FH) Elektrotechnik", 2},
		{"es: a licenciate", "Licenciado en Química, Universidad de Nortevilla", 2},
		{"es: a licenciate, feminine", "Licenciada en Matemáticas", 2},
		{"es: a technical engineer", "Ingeniero Técnico en Obras Públicas", 2},
		{"es: a technical engineer, feminine", "Ingeniera Técnica Industrial", 2},
		{"en: a bachelor's, as before", "BEng Computer Science, Northtown University", 2},
		{"fr: an engineering diploma, as before", "Diplôme d'ingénieur, École de Nordville", 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := highestEducation(tt.line); got != tt.want {
				t.Errorf("highestEducation(%q) = %d, want %d", tt.line, got, tt.want)
			}
		})
	}
}

// TestCompoundStudyInThePost: a post asking a study written as one
// compound asks a degree.
func TestCompoundStudyInThePost(t *testing.T) {
	jd := "Entwickler (m/w/d)\n\nAnforderungen:\n- Ein abgeschlossenes Mathematikstudium\n- Java"
	for _, r := range Requirements(jd) {
		if r.Kind == KindEducation {
			if r.Level != 2 || r.Text != "Mathematikstudium" {
				t.Errorf("education %q at level %d, want Mathematikstudium at 2", r.Text, r.Level)
			}
			return
		}
	}
	t.Fatalf("no education read from %q", jd)
}
