package parse

import "testing"

// TestPostalAbout: a contact column titled "About" that holds the postal
// address and the e-mail (as macchiato prints it) adds nothing to About
// Me; its address is the CV's address, in en/de/fr/es.
func TestPostalAbout(t *testing.T) {
	cases := []struct{ lang, text, about, address string }{
		{"en", "Maya Rodriguez\nData Analyst\n\nSummary\nAnalyst with five years of reporting work for retail teams.\n\nAbout\n18 Harbor Street,\nSuite 40 Portland\nOregon\n97201 US\nmaya@example.com\n\nExperience\nData Analyst, Acme\n2020 – 2023\n",
			"Analyst with five years of reporting work for retail teams.", "18 Harbor Street"},
		{"de", "Lena Fischer\nVertriebsleiterin\n\nProfil\nVertriebsleiterin mit acht Jahren Erfahrung im Handel.\n\nAbout\nLindenweg 7\nHamburg Hamburg 20095 DE\nlena@beispiel.de\n\nBerufserfahrung\nVertriebsleiterin, Nordwind GmbH\n2019 – heute\n",
			"Vertriebsleiterin mit acht Jahren Erfahrung im Handel.", "Lindenweg 7"},
		{"fr", "Camille Martin\nCheffe de projet\n\nRésumé\nCheffe de projet depuis six ans dans le commerce.\n\nAbout\n8 rue des Lilas\nLyon Rhône\n69003 FR\ncamille@exemple.fr\n\nExpérience\nCheffe de projet, Vent du Nord\n2018 – 2022\n",
			"Cheffe de projet depuis six ans dans le commerce.", ""},
		{"es", "Lucía Gómez\nAnalista de datos\n\nResumen\nAnalista de datos con cinco años en banca.\n\nAbout\nCalle del Olmo 12\nSevilla Andalucía\n41001 ES\nlucia@ejemplo.es\n\nExperiencia\nAnalista de datos, Viento Norte\n2017 – 2021\n",
			"Analista de datos con cinco años en banca.", ""},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			f := Text(c.text)
			if f.AboutMe != c.about {
				t.Errorf("about me %q, want %q", f.AboutMe, c.about)
			}
			if c.address != "" && f.Address != c.address {
				t.Errorf("address %q, want %q", f.Address, c.address)
			}
		})
	}
}

// TestHasPostcode: four or five digits that are no year.
func TestHasPostcode(t *testing.T) {
	for s, want := range map[string]bool{"75002 FR": true, "Wien 1010": true, "since 2019": false, "Suite 40": false, "20095,": true} {
		if got := hasPostcode(s); got != want {
			t.Errorf("hasPostcode(%q) = %v, want %v", s, got, want)
		}
	}
}
