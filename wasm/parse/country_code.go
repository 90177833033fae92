package parse

import "strings"

// countryCodes are ISO 3166 country codes a place may end with ("Valencia,
// Comunitat Valenciana, ES": JSON Resume themes print the location's city,
// region and countryCode).
var countryCodes = wordSet("us", "gb", "uk", "ie", "ca", "au", "nz", "de", "at", "ch", "li", "fr", "be", "lu", "mc",
	"es", "pt", "ad", "it", "nl", "dk", "se", "no", "fi", "is", "pl", "cz", "sk", "hu", "si", "hr", "ro", "bg", "gr",
	"ee", "lv", "lt", "mx", "br", "ar", "cl", "co", "pe", "uy", "ve", "ec", "in", "cn", "jp", "kr", "sg", "za", "ae",
	"il", "tr", "ma", "tn")

// placeWithCountryCode reports whether s is a place ending in a country
// code in capitals ("Valencia, Comunitat Valenciana, ES", "Lyon,
// Auvergne-Rhône-Alpes, FR", "Köln, NRW, DE"): two or three comma parts, the
// others capitalised place names, one of them a known city or region (so
// "Acme, Beta, IT" is none).
func placeWithCountryCode(s string) bool {
	parts := strings.Split(s, ",")
	if len(parts) < 2 || len(parts) > 3 {
		return false
	}
	code := strings.TrimSpace(parts[len(parts)-1])
	if len(code) != 2 || strings.ToUpper(code) != code || !countryCodes[strings.ToLower(code)] {
		return false
	}
	known := false
	for _, p := range parts[:len(parts)-1] {
		p = strings.TrimSpace(p)
		_, region, city := placeWord(p)
		if !region && !city && !plainPlace(p) {
			return false
		}
		known = known || region || city
	}
	return known
}
