package parse

import "testing"

// TestLinkedInHyphens: pasted, a LinkedIn address that lost a hyphen where
// its link wrapped takes the handle printed under the network's name; an
// address with no printed handle, or a handle that differs by more than
// its hyphens, stays as pasted (en/de/fr/es).
func TestLinkedInHyphens(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"en", "Robin Example\nLinkedIn\nrobin-example-data\n(https://www.linkedin.com/in/robinexample-data)\n",
			"https://www.linkedin.com/in/robin-example-data"},
		{"de", "Kim Beispiel\nKontakt\nLinkedIn\nkim-beispiel-cloud\n(https://www.linkedin.com/in/kim-beispielcloud)\n",
			"https://www.linkedin.com/in/kim-beispiel-cloud"},
		{"fr", "Léa Exemple\nProfils\nLinkedIn\nlea-exemple-ventes\n(https://www.linkedin.com/in/leaexemple-ventes)\n",
			"https://www.linkedin.com/in/lea-exemple-ventes"},
		{"es", "Ana Ejemplo\nPerfiles\nLinkedIn\nana-ejemplo-datos\n(https://www.linkedin.com/in/anaejemplodatos)\n",
			"https://www.linkedin.com/in/ana-ejemplo-datos"},
		{"no handle", "Robin Example\n(https://www.linkedin.com/in/robinexample-data)\n",
			"https://www.linkedin.com/in/robinexample-data"},
		{"other handle", "Robin Example\nLinkedIn\nrobin-sample\n(https://www.linkedin.com/in/robinexample-data)\n",
			"https://www.linkedin.com/in/robinexample-data"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Text(c.text).LinkedIn; got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}
