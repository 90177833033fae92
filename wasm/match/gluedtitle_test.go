package match

import "testing"

// A role written with a hyphen inside a word in the post or the CV and
// without it in the other is the same role for its years (en/de/fr/es).
func TestHyphenInsideATitleWord(t *testing.T) {
	cases := []struct {
		name, cvLine, jd string
		want             int
	}{
		{"en CV hyphened", "Senior Analyst - E-commerce, Shop Co, 01/2015 – 12/2020",
			"Requirements:\n- Five years as a Senior Analyst - Ecommerce.", 100},
		{"en post hyphened", "Reinsurance Broker, Broker Ltd, 01/2015 – 12/2020",
			"Requirements:\n- Two years of experience as a re-insurance broker.", 100},
		{"de", "Onlineredakteur, Verlag GmbH, 01/2015 – 12/2020",
			"Anforderungen:\n- Mindestens 3 Jahre Erfahrung als Online-Redakteur.", 100},
		{"fr", "Responsable e-commerce, Boutique SARL, 01/2015 – 12/2020",
			"Profil :\n- 3 ans d'expérience comme Responsable ecommerce.", 100},
		{"es", "Técnico de e-commerce, Tienda SL, 01/2015 – 12/2020",
			"Requisitos:\n- 3 años de experiencia como Técnico de ecommerce.", 100},
		{"another side stays another", "Back-End Developer, Shop Co, 01/2015 – 12/2020",
			"Requirements:\n- Three years as a Front-End Developer.", 0},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			text := "Jane Doe\nExperience\n" + tt.cvLine + "\n"
			r := analyze(text, parsedText(text), tt.jd, 2021*12)
			got := -1
			for _, q := range r.Requirements {
				if q.Kind == KindYears {
					got = q.Coverage
				}
			}
			if got != tt.want {
				t.Errorf("years in the role covered %d, want %d (%+v)", got, tt.want, r.Requirements)
			}
		})
	}
}
