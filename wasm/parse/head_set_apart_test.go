package parse

import "testing"

// An entry of one head line over its dates and a sentence, then, after a
// blank line, a degree over its school and its dates: the degree heads
// the second entry, not the last item of the first.
func TestHeadSetApartIsNoItem(t *testing.T) {
	tests := []struct{ lang, title, first, degree, school string }{
		{"en", "EDUCATION", "Recognition of a foreign degree\nSince 05/2015\nRecognised as an engineer by the district government.",
			"Master in Mechatronics", "University of Siegen"},
		{"de", "AUSBILDUNG", "Anerkennung des ausländischen Abschlusses\nSeit 05/2015\nAls Ingenieur von der Bezirksregierung anerkannt.",
			"Masterabschluss in Robotik", "Universität Beispielstadt"},
		{"fr", "FORMATION", "Reconnaissance d'un diplôme étranger\nDepuis 05/2015\nReconnu comme ingénieur par la préfecture.",
			"Master en Mécatronique", "Université de Valmont"},
		{"es", "FORMACIÓN", "Homologación de un título extranjero\nDesde 05/2015\nReconocido como ingeniero por el ministerio.",
			"Máster en Mecatrónica", "Universidad de Montalto"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			got := degreesOf("Alex Moreau\nalex@example.org\n\n" + tt.title + "\n\n" + tt.first + "\n\n" + tt.degree + "\n" + tt.school + "\n10/2009 - 10/2013\n")
			if len(got) != 2 || !sameSet(got[1][:2], []string{tt.degree, tt.school}) {
				t.Errorf("degrees %q, want the second %q at %q", got, tt.degree, tt.school)
			}
		})
	}
}
