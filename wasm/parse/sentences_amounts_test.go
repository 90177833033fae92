package parse

import (
	"reflect"
	"testing"
)

// TestSentencesKeepShortAmounts: an amount or "about" written short
// ends no sentence before a capital; a full stop after a word still does
// (en/de/fr/es, issue 34).
func TestSentencesKeepShortAmounts(t *testing.T) {
	cases := []struct {
		in   string
		want []string
	}{
		{"Managed a portfolio worth approx. USD 4M. Led renewals.", []string{"Managed a portfolio worth approx. USD 4M.", "Led renewals."}},
		{"Betreuung von 25 Kunden mit einem ARR von 5,2 Mio. EUR", []string{"Betreuung von 25 Kunden mit einem ARR von 5,2 Mio. EUR"}},
		{"Umsatz von 1,1 Mrd. Euro inkl. Dokumentation. Aufbau des Teams.", []string{"Umsatz von 1,1 Mrd. Euro inkl. Dokumentation.", "Aufbau des Teams."}},
		{"Portefeuille d'env. 2 Md. EUR de revenus. Suivi des clients.", []string{"Portefeuille d'env. 2 Md. EUR de revenus.", "Suivi des clients."}},
		{"Cartera de aprox. 3 mill. USD en ventas. Gestión del equipo.", []string{"Cartera de aprox. 3 mill. USD en ventas.", "Gestión del equipo."}},
	}
	for _, c := range cases {
		if got := sentences(c.in); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q: got %q, want %q", c.in, got, c.want)
		}
	}
}
