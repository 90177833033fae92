package match

import "strings"

// "4+ years as Java Developer dealing specifically with payments", "5+
// years as Life Scientist beyond traditional limits", "3 Jahre als
// Projektleiter verantwortlich": the role after "years as" ends where the
// line goes on to say what the person did in it. Read whole, the role was
// a title no CV holds, so the years in it were never met.

// roleRunOnCut is the role without what runs on after its role noun: from
// the first word after the noun that is a lower-case participle or adverb
// (-ing, -ly), or a word that says what was done in the role; a
// conjunction left at its end goes too ("Artist or").
func roleRunOnCut(role string) string {
	ws := words(role)
	for i, w := range ws {
		if i > 0 && (runsOn(w.Text) && roleNouns.MatchString(role[:w.Start]) || modalWords[w.Text]) {
			role = role[:w.Start]
			break
		}
	}
	role = strings.TrimRight(role, " -–,")
	if f := strings.Fields(role); len(f) > 1 && roleConjunctions[strings.ToLower(f[len(f)-1])] {
		role = strings.TrimRight(strings.Join(f[:len(f)-1], " "), " -–,")
	}
	return role
}

// runsOn reports whether a word of a role's line says what was done in the
// role rather than naming it.
func runsOn(w string) bool {
	if w != strings.ToLower(w) {
		return false
	}
	return len(w) > 5 && (strings.HasSuffix(w, "ing") || strings.HasSuffix(w, "ly")) || runOnWords[w]
}

// runOnWords say what a person did in a role (en/de/fr/es).
var runOnWords = toSet(`beyond involved responsible tätig verantwortlich zuständig erfolgreich chargé chargée travaillant
	encargado encargada trabajando`)

// modalWords start the clause after a role, never its name: "3 years as
// a Glazier would be ideal", "as a Deck Officer will be
// preferable", "als Lagerist wäre von Vorteil" (lower case only: a
// title's "Will" is a name).
var modalWords = toSet(`would will should could must shall wäre würde wird sollte muss sera serait doit devrait será sería debe debería`)

// roleConjunctions left at a role's end join nothing.
var roleConjunctions = toSet("or and oder und ou et o y")
