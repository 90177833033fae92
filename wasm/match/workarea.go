package match

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// A CV that says where the person works ("PLZ-Gebiet, Land: Schweiz" on a
// marketplace profile, "Mobility: Germany, Austria", "Mobilité : France",
// "Movilidad geográfica: España") and a post whose place is in another
// country: a recruiter does not shortlist a freelancer bound to Switzerland
// for a project in Hamburg, however well the tools fit. People grading
// German profiles against project posts graded 40 of the 41 pairs this
// reads 4 or 5, no fit (gulp_de). The post rarely writes its country: it
// names a city ("Einsatzort: Zürich"), so the core holds a small list of
// places (placeCountries) and reads the country from it; a place it does
// not know leaves the rule out. Only the country counts: the same people
// graded posts outside a profile's German postal areas as well as those
// inside.

// countryNames are the English names of the countries the rule knows.
var countryNames = map[string]string{
	"DE": "Germany", "AT": "Austria", "CH": "Switzerland", "FR": "France", "NL": "the Netherlands",
	"BE": "Belgium", "LU": "Luxembourg", "DK": "Denmark", "PL": "Poland", "CZ": "the Czech Republic",
	"IT": "Italy", "LI": "Liechtenstein", "ES": "Spain",
}

// placeCountries are places, lower case, each with its country: the
// countries under their names in German, English, French, Spanish and
// Italian; the cities of Germany with 100,000 inhabitants or more and the
// largest of Austria and Switzerland, with their other spellings; the
// capitals and largest cities of the neighbours. A name two countries
// share ("Freiburg", "Baden") stands for the larger place or is left out.
var placeCountries = func() map[string]string {
	out := map[string]string{}
	for country, list := range map[string]string{
		"DE": `deutschland germany allemagne alemania germania bundesweit deutschlandweit
			berlin hamburg münchen munich munich monaco_di_baviera múnich köln cologne colonia frankfurt francfort fráncfort
			stuttgart düsseldorf leipzig dortmund essen bremen dresden hannover hanover nürnberg nuremberg núremberg
			duisburg bochum wuppertal bielefeld bonn münster mannheim karlsruhe augsburg wiesbaden mönchengladbach
			gelsenkirchen aachen aix-la-chapelle braunschweig kiel chemnitz halle magdeburg freiburg krefeld mainz mayence
			lübeck erfurt oberhausen rostock kassel hagen potsdam saarbrücken sarrebruck hamm ludwigshafen mülheim oldenburg
			osnabrück leverkusen heidelberg darmstadt solingen regensburg herne paderborn neuss ingolstadt offenbach fürth
			ulm heilbronn pforzheim würzburg wolfsburg göttingen bottrop reutlingen erlangen bremerhaven koblenz
			bergisch_gladbach remscheid trier recklinghausen jena moers salzgitter siegen gütersloh hildesheim hanau
			kaiserslautern cottbus schwerin`,
		"AT": `österreich oesterreich austria autriche österreichweit
			wien vienna vienne viena graz linz salzburg innsbruck klagenfurt villach wels st._pölten sankt_pölten dornbirn
			wiener_neustadt steyr feldkirch bregenz`,
		"CH": `schweiz switzerland suisse suiza svizzera schweizweit
			zürich zurich zurigo genf genève geneva ginevra ginebra basel bâle basilea lausanne losanna bern berne berna
			winterthur luzern lucerne lucerna st._gallen sankt_gallen saint-gall lugano biel bienne thun thoune schaffhausen
			fribourg chur coire neuchâtel zug zoug aarau sion sitten`,
		"FR": `frankreich france francia paris parís strasbourg straßburg estrasburgo lyon lyons marseille lille toulouse
			nantes bordeaux metz mulhouse mülhausen nancy`,
		"NL": `niederlande netherlands holland pays-bas países_bajos paesi_bassi amsterdam rotterdam den_haag the_hague
			la_haye utrecht eindhoven maastricht`,
		"BE": `belgien belgium belgique bélgica belgio brüssel brussels bruxelles bruselas bruxelas antwerpen antwerp anvers
			amberes gent ghent gand lüttich liège lieja`,
		"LU": `luxemburg luxembourg luxemburgo lussemburgo`,
		"DK": `dänemark denmark danemark dinamarca danimarca kopenhagen copenhagen copenhague københavn aarhus`,
		"PL": `polen poland pologne polonia warschau warsaw varsovie varsovia krakau kraków cracow breslau wrocław posen
			poznań danzig gdańsk`,
		"CZ": `tschechien czechia czech_republic république_tchèque chequia república_checa prag prague praga praha brünn brno`,
		"IT": `italien italy italie italia mailand milan milano milán rom rome roma turin torino bozen bolzano`,
		"LI": `liechtenstein vaduz`,
		"ES": `spanien spain espagne españa spagna madrid barcelona valencia sevilla`,
	} {
		for _, p := range strings.Fields(list) {
			out[strings.ReplaceAll(p, "_", " ")] = country
		}
	}
	return out
}()

// dach stands for the three German-speaking countries.
var dach = []string{"AT", "CH", "DE"}

// areaCodeRe finds a German postal area ("D0" … "D9", as a marketplace
// writes it, the codes run together) and a postcode written with its
// country's letter ("D-80331", "CH-8001", "A-1010", "F-67000").
var areaCodeRe = regexp.MustCompile(`D[0-9](?:[^0-9]|$)|\b(D|CH|A|F|L|B|NL|DK|PL|CZ|I|FL)-[0-9]{4,5}\b`)

// dachRe is "DACH", the three German-speaking countries.
var dachRe = regexp.MustCompile(`\bDACH\b`)

// codeCountries are the countries of the letters before a postcode.
var codeCountries = map[string]string{"D": "DE", "CH": "CH", "A": "AT", "F": "FR", "L": "LU", "B": "BE", "NL": "NL",
	"DK": "DK", "PL": "PL", "CZ": "CZ", "I": "IT", "FL": "LI"}

// openAreas are words saying the person works anywhere: then no place is
// outside.
var openAreas = phrases(`unbestimmt überall weltweit europaweit international remote beliebig egal anywhere worldwide
	any_location no_preference everywhere europe europa partout n'importe_où indifférent cualquier_lugar todo_el_mundo
	indiferente`)

// placesIn returns the countries a place line names, in order, and whether
// it says the person works anywhere.
func placesIn(line string) (countries []string, open bool) {
	lower := strings.ToLower(line)
	if containsAny(lower, openAreas) {
		return nil, true
	}
	add := func(c string) {
		for _, have := range countries {
			if have == c {
				return
			}
		}
		countries = append(countries, c)
	}
	for _, m := range areaCodeRe.FindAllStringSubmatch(line, -1) {
		if m[1] != "" {
			add(codeCountries[m[1]])
		} else {
			add("DE")
		}
	}
	if dachRe.MatchString(line) {
		for _, c := range dach {
			add(c)
		}
	}
	ws := words(lower)
	for i, w := range ws {
		if i+1 < len(ws) {
			if c, ok := placeCountries[w.Text+" "+ws[i+1].Text]; ok {
				add(c)
				continue
			}
		}
		if c, ok := placeCountries[w.Text]; ok {
			add(c)
		}
	}
	for name, c := range placeCountries {
		// Names run together with others ("ÖsterreichSchweiz") or with
		// a code ("D9Österreich") are found inside the word.
		if len(name) >= 6 && !strings.Contains(name, " ") && strings.Contains(lower, name) {
			add(c)
		}
	}
	sort.Strings(countries)
	return countries, false
}

// areaLabels are the labels (lower case, the whole line or before its
// colon) under which a CV says where the person works. A project's own
// "Einsatzort" is where it was done, so it is no such label.
var areaLabels = toSetLines(`plz-gebiet, land
plz-gebiet
einsatzgebiet
einsatzgebiete
einsatzregion
einsatzorte
gewünschte einsatzorte
mögliche einsatzorte
mobilität
regionale mobilität
preferred location
preferred locations
work locations
willing to work in
mobility
geographic mobility
location preference
mobilité
mobilité géographique
zone de mobilité
zones d'intervention
movilidad
movilidad geográfica
disponibilidad geográfica
zona de trabajo
städte`)

// subLabels are the labels within a place block: the cities after the
// countries.
var subLabels = toSetLines(`städte
orte
cities
villes
ciudades`)

// radiusRe is a radius around a city ("200 km").
var radiusRe = regexp.MustCompile(`^\d+\s*km$`)

// workArea is where a CV says the person works: the countries, or open.
type workArea struct {
	countries []string
	open      bool
	line      string // the CV's words
}

// workAreaOf reads where a CV says the person works from its lines: the
// place lines under an area label (with its value after a colon or on the
// lines below it, the cities of a "Städte" block among them), until a line
// that names no place. Empty when the CV says nothing of it.
func workAreaOf(lines []string) workArea {
	var a workArea
	for i, ln := range lines {
		label, value, _ := strings.Cut(ln, ":")
		if !areaLabels[strings.TrimSpace(strings.ToLower(label))] {
			continue
		}
		block := []string{value}
		for _, next := range lines[i+1 : min(len(lines), i+12)] {
			t := strings.TrimSpace(next)
			if subLabels[strings.ToLower(t)] || radiusRe.MatchString(t) {
				continue
			}
			if cs, open := placesIn(t); len(cs) == 0 && !open {
				break
			}
			block = append(block, t)
		}
		for _, b := range block {
			cs, open := placesIn(b)
			a.open = a.open || open
			for _, c := range cs {
				if !slices.Contains(a.countries, c) {
					a.countries = append(a.countries, c)
				}
			}
			if (len(cs) > 0 || open) && a.line == "" {
				a.line = strings.TrimSpace(b)
			}
		}
	}
	sort.Strings(a.countries)
	return a
}

// postLabelRe finds a post's place after its label: "Einsatzort: Zürich",
// "Location: Basel", "Lieu de travail : Genève", "Ubicación: Madrid"; a
// label on a line of its own has its place on the next line, which the
// post's sentence runs on into ("Einsatzort Bonn Beschreibung").
var postLabelRe = regexp.MustCompile(`(?i)(?:^|\s)(?:einsatzort|arbeitsort|projektstandort|standort|location|job location|work location|place of work|lieu de travail|lieu de mission|localisation|ubicación|lugar de trabajo|localización)(?:\s*:\s*|\s+|$)([^:]{0,40})`)

// postLabelHints are pieces of postLabelRe's labels, so that most
// sentences skip the pattern.
var postLabelHints = phrases("einsatzort arbeitsort standort location place_of_work lieu_de localisation ubicación lugar_de_trabajo localización")

// postCountry returns the country a post's place is in, and the post's
// words naming it: the place after a location label, on its line or the
// next. Unknown when the post names no place the core knows, places in
// two countries, or work from anywhere.
func postCountry(segs []segment) (country, ev string) {
	for i, s := range segs {
		if !containsAny(s.lower, postLabelHints) {
			continue
		}
		m := postLabelRe.FindStringSubmatch(s.text)
		if m == nil {
			continue
		}
		value := strings.TrimSpace(m[1])
		if value == "" && i+1 < len(segs) {
			value = strings.TrimSpace(segs[i+1].text)
		}
		cs, open := placesIn(value)
		if open || len(cs) > 1 {
			return "", ""
		}
		if len(cs) == 1 {
			return cs[0], upToPlace(value)
		}
	}
	return "", ""
}

// upToPlace is a place line up to its last word that names a place, so that
// a label on its own line does not quote the post's next words.
func upToPlace(value string) string {
	ws := words(value)
	end := len(value)
	for i := len(ws) - 1; i >= 0; i-- {
		if _, ok := placeCountries[strings.ToLower(ws[i].Text)]; ok {
			end = ws[i].End
			break
		}
	}
	return strings.TrimSpace(value[:end])
}

// workAreaLabel begins the label of the checklist item of a post's country
// that the CV does not name among the places it works in.
const workAreaLabel = "Work in "

// workAreaCheck is the checklist item of the post's country when the CV
// names the countries the person works in and the post's is not among
// them: not met, with the post's place and the CV's line as their words.
func workAreaCheck(segs []segment, p profile) (Check, bool) {
	if p.area.open || len(p.area.countries) == 0 {
		return Check{}, false
	}
	country, ev := postCountry(segs)
	if country == "" || slices.Contains(p.area.countries, country) {
		return Check{}, false
	}
	return Check{Kind: "location", Label: workAreaLabel + countryNames[country], Status: NotMet, Required: true, JD: ev, CV: p.area.line}, true
}

// outsideTheArea returns the post's country when the CV names other
// countries as where the person works.
func outsideTheArea(cs []Check) (string, bool) {
	for _, c := range cs {
		if c.Kind == "location" && c.Status == NotMet && strings.HasPrefix(c.Label, workAreaLabel) {
			return strings.TrimPrefix(c.Label, workAreaLabel), true
		}
	}
	return "", false
}

// elsewhere is the score of a CV whose person works in other countries
// than the post's: it stays below capBelow, since a recruiter does not
// shortlist such a person. Counting what the CV shares with the job half
// or three quarters (as for the post's language or a role in another
// field) ranked worse on the tune part of gulp_de: one Swiss post was
// graded 4 for every profile, bound elsewhere or not (docs/match.md).
func elsewhere(pct int) int { return min(pct, capBelow-1) }

// workAreaNote is the sentence the score's meaning adds for it.
func workAreaNote(country string) string {
	return fmt.Sprintf("The job is in %s, which your CV does not name among the places you work, so the score stays below %d%%.", country, capBelow)
}
