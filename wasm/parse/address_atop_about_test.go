package parse

import "testing"

// TestHeaderAtopAbout: a section titled "About" that opens on one long
// address line, then the contacts and the skill groups (as macchiato's Word
// file reads), adds nothing to About Me: the address line is the CV's
// address, in en/de/fr/es; so is a contact line atop it. A summary whose
// first line holds a number and no contact line follows keeps it.
func TestHeaderAtopAbout(t *testing.T) {
	cases := []struct{ name, text, about, address string }{
		{"en", "Maya Rodriguez\nData Analyst\n\nAbout\n18 Harbor Street, Suite 40 Portland Oregon 97201 US\nmaya@example.com\n(503) 555-0147\nReporting\nExpert\nDashboards\n\nSummary\nAnalyst with five years of reporting work for retail teams.\n\nExperience\nData Analyst, Acme\n2020 – 2023\n",
			"Analyst with five years of reporting work for retail teams.", "18 Harbor Street, Suite 40 Portland Oregon 97201 US"},
		{"de", "Lena Fischer\nVertriebsleiterin\n\nAbout\nAm Lindenweg 7 Hamburg Freie und Hansestadt Hamburg 20095 DE\nlena@beispiel.de\n+49 40 5550 1234\nVertrieb\nExperte\nVerhandlung\n\nProfil\nVertriebsleiterin mit acht Jahren Erfahrung im Handel.\n\nBerufserfahrung\nVertriebsleiterin, Nordwind GmbH\n2019 – heute\n",
			"Vertriebsleiterin mit acht Jahren Erfahrung im Handel.", "Am Lindenweg 7 Hamburg Freie und Hansestadt Hamburg 20095 DE"},
		{"fr", "Camille Martin\nCheffe de projet\n\nAbout\n8 rue des Lilas Lyon Région Auvergne-Rhône-Alpes 69003 FR\ncamille@exemple.fr\n+33 4 55 50 12 34\nGestion\nExpert\nPlanification\n\nProfil\nCheffe de projet depuis six ans dans le commerce.\n\nExpérience\nCheffe de projet, Vent du Nord\n2018 – 2022\n",
			"Cheffe de projet depuis six ans dans le commerce.", "8 rue des Lilas Lyon Région Auvergne-Rhône-Alpes 69003 FR"},
		{"es", "Lucía Gómez\nAnalista de datos\n\nAbout\nCalle del Olmo 12 Sevilla Comunidad de Andalucía 41001 ES\nlucia@ejemplo.es\n+34 955 501 234\nAnálisis\nExperta\nInformes\n\nResumen\nAnalista de datos con cinco años en banca.\n\nExperiencia\nAnalista de datos, Viento Norte\n2017 – 2021\n",
			"Analista de datos con cinco años en banca.", "Calle del Olmo 12 Sevilla Comunidad de Andalucía 41001 ES"},
		{"contact line atop", "Maya Rodriguez\nData Analyst\n\nAbout\nmaya@example.com\nAnalyst with five years of reporting work for retail teams.\n\nExperience\nData Analyst, Acme\n2020 – 2023\n",
			"Analyst with five years of reporting work for retail teams.", ""},
		{"number in a summary stays", "Maya Rodriguez\nData Analyst\n\nAbout\nLed 12 analysts over 25000 stores\nacross four regions.\n\nExperience\nData Analyst, Acme\n2020 – 2023\n",
			"Led 12 analysts over 25000 stores across four regions.", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
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
