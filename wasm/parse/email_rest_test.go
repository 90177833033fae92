package parse

import "testing"

// TestEmailBrokenInItsDomain: pasted from a narrow sidebar, an e-mail
// address broken inside its domain ("…@exampl" / "e.com", in capitals too)
// is one address, in en/de/fr/es.
func TestEmailBrokenInItsDomain(t *testing.T) {
	cases := []struct{ lang, text, want string }{
		{"en", "Maya Rodriguez\nData Analyst\n\nmaya.rodriguez@northwi\nnd-example.com\n+1 512 555 0101\n\nExperience\nData Analyst, Acme\n2020 – 2023\n",
			"maya.rodriguez@northwind-example.com"},
		{"de", "Lena Fischer\nVertriebsleiterin\n\nLENA.FISCHER@BEISPI\nEL.DE\n+49 30 1234567\n\nBerufserfahrung\nVertriebsleiterin, Nordwind GmbH\n2019 – heute\n",
			"LENA.FISCHER@BEISPIEL.DE"},
		{"fr", "Camille Martin\nCheffe de projet\n\ncamille.martin@exempl\ne.fr\n+33 1 23 45 67 89\n\nExpérience\nCheffe de projet, Vent du Nord\n2018 – 2022\n",
			"camille.martin@exemple.fr"},
		{"es", "Lucía Gómez\nAnalista de datos\n\nlucia.gomez@ejemplo\n.es\n+34 912 345 678\n\nExperiencia\nAnalista de datos, Viento Norte\n2017 – 2021\n",
			"lucia.gomez@ejemplo.es"},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			if got := Text(c.text).Email; got != c.want {
				t.Errorf("email %q, want %q", got, c.want)
			}
		})
	}
}

// TestEmailRest: a domain with no dot yet or a top-level domain cut short
// takes a rest, and only one word in its own case that makes a whole
// address.
func TestEmailRest(t *testing.T) {
	one := func(s string) line { return line{cells: []cell{{s: s}}} }
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"maya@exampl", "e.com", true},
		{"MAYA@EXAMPL", "E.COM", true},
		{"maya@example.com", "Berlin", false},
		{"maya@exampl", "E.COM", false},
		{"maya@exampl", "e.com and more", false},
		{"Berlin", "e.com", false},
		{"ROBIN@EXAMPLE.CO", "M", true},
		{"maya@example.c", "om", true},
		{"ROBIN@BEISPIEL.", "DE", true},
		{"maya@example.com", "de", false},
		{"maya@example.com", "M", false},
		{"ROBIN@EXAMPLE.CO", "m", false},
		{"maya@example.co", "12", false},
	} {
		if got := emailRest(one(c.a), one(c.b)); got != c.want {
			t.Errorf("emailRest(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

// TestEmailBrokenInItsTopLevelDomain: a sidebar in capitals cuts an
// address inside its top-level domain ("…@EXAMPLE.CO" / "M", "…@BEISPIEL."
// / "DE"); pasted, the two lines are one address, in en/de/fr/es.
func TestEmailBrokenInItsTopLevelDomain(t *testing.T) {
	cases := []struct{ lang, text, want string }{
		{"en", "Robin Example\nData Analyst\n\nROBIN.EXAMPLE@EXAMPLE.CO\nM\n\n+1 512 555 0101\n\nExperience\nData Analyst, Acme\n2020 – 2023\n",
			"ROBIN.EXAMPLE@EXAMPLE.COM"},
		{"de", "Lena Fischer\nVertriebsleiterin\n\nLENA.FISCHER@BEISPIEL.\nDE\n\n+49 30 1234567\n\nBerufserfahrung\nVertriebsleiterin, Nordwind GmbH\n2019 – heute\n",
			"LENA.FISCHER@BEISPIEL.DE"},
		{"fr", "Camille Martin\nCheffe de projet\n\nCAMILLE.MARTIN@EXEMPLE.F\nR\n\n+33 1 23 45 67 89\n\nExpérience\nCheffe de projet, Vent du Nord\n2018 – 2022\n",
			"CAMILLE.MARTIN@EXEMPLE.FR"},
		{"es", "Lucía Gómez\nAnalista de datos\n\nLUCIA.GOMEZ@EJEMPLO.\nES\n\n+34 912 345 678\n\nExperiencia\nAnalista de datos, Viento Norte\n2017 – 2021\n",
			"LUCIA.GOMEZ@EJEMPLO.ES"},
	}
	for _, c := range cases {
		t.Run(c.lang, func(t *testing.T) {
			if got := Text(c.text).Email; got != c.want {
				t.Errorf("email %q, want %q", got, c.want)
			}
		})
	}
}
