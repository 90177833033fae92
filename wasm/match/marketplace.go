package match

import "strings"

// Profiles copied from a freelancer marketplace are not CVs in the usual
// shape: the page's buttons and fields ("Kontaktieren", "Auf die
// Merkliste", "verfügbar ab", "PLZ-Gebiet") stand between the lines, the
// headline under the name says what the person does, and each project
// names its role after a label ("Rolle"). The furniture shows nothing, and
// the headline and the labelled roles are role titles.

// furniture are the lines (lower case, whole) of a marketplace page that
// are neither the person's words nor facts about the work.
var furniture = toSetLines(`kontaktieren
auf die merkliste
verfügbar ab
verfügbar zu
davon vor ort
plz-gebiet, land
plz-gebiet
städte
kontaktwunsch
kommentar
contact me
add to watchlist
available from
available at
contacter
ajouter aux favoris
disponible à partir de
contactar
añadir a favoritos
disponible desde`)

// roleLabels are the labels after which a project names the person's role.
var roleLabels = toSetLines(`rolle
role
position
funktion
rol
función
rôle
fonction`)

func toSetLines(list string) map[string]bool {
	set := map[string]bool{}
	for _, ln := range strings.Split(list, "\n") {
		set[strings.TrimSpace(ln)] = true
	}
	return set
}

// isFurniture reports whether a CV line is marketplace page furniture.
func isFurniture(ln string) bool {
	return furniture[strings.TrimSpace(strings.ToLower(ln))]
}

// extraTitles returns the role titles a CV's lines carry besides its parsed
// header and positions: the first line that is no furniture (a profile's
// headline, or the name of a usual CV, which names no family of work) and
// each line after a role label.
func extraTitles(lines []string) []string {
	var out []string
	for i, ln := range lines {
		if len(out) == 0 && !isFurniture(ln) && len(strings.Fields(ln)) <= 30 {
			out = append(out, ln)
		}
		if roleLabels[strings.TrimSuffix(strings.TrimSpace(strings.ToLower(ln)), ":")] && i+1 < len(lines) {
			out = append(out, lines[i+1])
		}
	}
	return out
}
