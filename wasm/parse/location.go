package parse

import (
	"regexp"
	"strings"
	"unicode"
)

var (
	countries = wordSet("usa", "us", "u.s.", "u.s.a.", "united states", "united states of america", "uk", "u.k.",
		"united kingdom", "england", "scotland", "wales", "ireland", "india", "germany", "deutschland", "allemagne",
		"alemania", "france", "frankreich", "francia", "spain", "spanien", "españa", "espagne", "italy", "italia", "italien",
		"canada", "kanada", "australia", "netherlands", "niederlande", "switzerland", "schweiz", "suisse", "suiza",
		"austria", "österreich", "portugal", "brazil", "brasil", "mexico", "méxico", "peru", "perú", "argentina", "chile",
		"colombia", "china", "japan", "singapore", "poland", "polen", "sweden", "norway", "denmark", "finland", "belgium",
		"belgique", "belgien", "luxembourg", "israel", "uae", "pakistan", "bangladesh", "nigeria", "kenya", "south africa",
		"egypt", "turkey", "türkei", "russia", "ukraine", "romania", "greece", "czech republic", "new zealand",
		"philippines", "indonesia", "vietnam", "malaysia", "korea", "south korea", "sri lanka", "nepal", "europe", "eu")
	regions = wordSet("al", "ak", "az", "ar", "ca", "co", "ct", "de", "dc", "fl", "ga", "hi", "id", "il", "in", "ia", "ks",
		"ky", "la", "me", "md", "ma", "mi", "mn", "ms", "mo", "mt", "ne", "nv", "nh", "nj", "nm", "ny", "nc", "nd", "oh",
		"ok", "or", "pa", "ri", "sc", "sd", "tn", "tx", "ut", "vt", "va", "wa", "wv", "wi", "wy", "on", "bc", "qc", "ab",
		"nsw", "vic", "qld", "maharashtra", "karnataka", "delhi", "tamil nadu", "telangana", "gujarat", "kerala",
		"bavaria", "bayern", "nrw", "hessen", "california", "texas", "new york", "washington", "massachusetts",
		"ontario", "quebec", "catalonia", "cataluña", "île-de-france")
	cities = wordSet("remote", "hybrid", "berlin", "munich", "münchen", "hamburg", "frankfurt", "cologne", "köln",
		"stuttgart", "düsseldorf", "vienna", "wien", "zurich", "zürich", "geneva", "london", "manchester", "dublin",
		"paris", "lyon", "marseille", "madrid", "barcelona", "valencia", "lisbon", "amsterdam", "brussels", "nyc",
		"new york", "new york city", "san francisco", "boston", "seattle", "austin", "chicago", "los angeles",
		"toronto", "vancouver", "bangalore", "bengaluru", "mumbai", "pune", "hyderabad", "chennai", "new delhi",
		"lima", "mexico city", "buenos aires", "são paulo", "singapore", "tokyo", "sydney", "melbourne", "remote work")

	zipRe = regexp.MustCompile(`^\d{4,5}(?:-\d{4})?$`)
	// postalRe is a place with its postal code before or after it: "75011
	// Paris", "Texas 78701", "CA 94105-1234".
	postalRe   = regexp.MustCompile(`^(?:\d{4,5}(?:-\d{4})?\s+\p{Lu}[\p{L}.'’ -]*|\p{Lu}[\p{L}.'’ -]*\s+\d{4,5}(?:-\d{4})?)$`)
	streetRe   = regexp.MustCompile(`(?i)^\d+[a-z]?\s+\p{L}.*\b(?:way|street|st\.?|avenue|ave\.?|road|rd\.?|lane|blvd|drive|dr\.?|court|place|straße|strasse|str\.|weg|gasse|platz|calle|avenida|rue|boulevard|allee)\b`)
	streetDeRe = regexp.MustCompile(`(?i)\p{L}+(?:straße|strasse|str\.|weg|gasse|platz|allee)\s+\d+`)
)

// placeWord reports whether a comma part names a country, region or city.
func placeWord(p string) (country, region, city bool) {
	k := strings.ToLower(strings.TrimSpace(strings.Trim(p, "()")))
	return countries[k], regions[k] || (len(k) == 2 && regions[k]), cities[k]
}

// capitalised reports whether every word of s starts with an upper-case
// letter or is a short joining word, and s has at most four words.
func capitalised(s string) bool {
	ws := strings.Fields(s)
	if len(ws) == 0 || len(ws) > 4 {
		return false
	}
	for _, w := range ws {
		r := []rune(w)
		if !unicode.IsUpper(r[0]) && !map[string]bool{"de": true, "del": true, "am": true, "upon": true, "la": true, "sur": true}[w] {
			return false
		}
	}
	return true
}

// plainPlace reports whether p can be a city name: capitalised, no keyword of
// a title, company, degree or school, no digits.
func plainPlace(p string) bool {
	if !capitalised(p) || strings.ContainsAny(p, "0123456789@/") {
		return false
	}
	ws := lowerWords(p)
	return !anyWord(ws, titleWords, titleSuffixes...) && !anyWord(ws, companyWords) &&
		!anyWord(ws, institutionWords) && !anyWord(ws, degreeWords)
}

// locationTail splits a trailing location off a comma list:
// "Product Manager, Google, Mountain View, CA, USA" gives
// "Product Manager, Google" and "Mountain View, CA, USA". At least one part
// is left for the rest unless whole is set.
func locationTail(s string, whole bool) (rest, loc string) {
	parts := strings.Split(s, ",")
	keep := len(parts)
	i := len(parts) - 1
	sawCountry, sawRegion, cityTaken := false, false, 0
	for ; i >= 0; i-- {
		p := strings.TrimSpace(parts[i])
		country, region, city := placeWord(p)
		switch {
		case country && !sawCountry && !sawRegion && cityTaken == 0:
			sawCountry = true
		case region && !sawRegion && cityTaken == 0:
			sawRegion = true
		case (city || plainPlace(p)) && (sawCountry || sawRegion) && cityTaken < 1:
			cityTaken++
		case city && i == len(parts)-1:
			cityTaken++
		default:
			goto done
		}
		keep = i
	}
done:
	if keep == len(parts) || (keep == 0 && !whole) {
		return s, ""
	}
	rest = strings.TrimSpace(strings.Join(parts[:keep], ","))
	loc = strings.TrimSpace(strings.Join(parts[keep:], ","))
	return rest, loc
}

// isLocation reports whether s as a whole is a place: "Boston, MA",
// "Pune, Maharashtra, India", "somerville MA 02143", "Remote", "(Remote)".
func isLocation(s string) bool {
	t := strings.TrimSpace(strings.Trim(strings.TrimSpace(s), "()"))
	if t == "" || strings.ContainsAny(t, "@/|•") {
		return false
	}
	if rest, _ := locationTail(t, true); rest == "" || postalPlace(t) || placeWithCountryCode(t) {
		return true
	}
	// "somerville MA 02143", "Berlin 10115"
	ws := strings.Fields(t)
	if len(ws) >= 2 && len(ws) <= 5 && !strings.Contains(t, ",") {
		end := len(ws)
		if zipRe.MatchString(ws[end-1]) {
			end--
		}
		if end >= 2 && regions[strings.ToLower(ws[end-1])] && strings.ToUpper(ws[end-1]) == ws[end-1] {
			return true
		}
		if end < len(ws) && end >= 1 && !strings.ContainsAny(strings.Join(ws[:end], " "), "0123456789") {
			return true
		}
	}
	return false
}

// postalPlace reports whether s is a comma list of places of which one
// carries a postal code and one is a known country, region or city: "Austin, Texas 78701", "10115 Berlin, Germany",
// "San Francisco, CA 94105".
func postalPlace(s string) bool {
	parts := strings.Split(s, ",")
	if len(parts) < 2 || len(parts) > 4 {
		return false
	}
	coded, known := 0, false
	for _, p := range parts {
		p = strings.TrimSpace(p)
		if postalRe.MatchString(p) {
			p = strings.Trim(p, "0123456789- ")
			if !plainPlace(p) {
				return false
			}
			coded++
		}
		country, region, city := placeWord(p)
		known = known || country || region || city
		if !country && !region && !city && !plainPlace(p) {
			return false
		}
	}
	// One known place (a country, a region) tells it from "Python, SQL 2019".
	return coded == 1 && known
}

// isAddress reports whether s looks like a postal address or place.
func isAddress(s string) bool {
	return isLocation(s) || streetRe.MatchString(s) || streetDeRe.MatchString(s)
}
