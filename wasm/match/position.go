package match

import "strings"

// Some posts describe the position itself under the profile's heading: what
// it offers ("your new position is one of great responsibility", "you will
// have the opportunity to lead meetings", "a path to team lead is open"),
// whom it reports to, and whom to contact. None of it asks anything of the
// person, so none is a requirement (issue 35, invariant c); read as
// qualifications, such sentences held down every CV on one post alike.

// positionCues are phrases of a sentence about the position, in the four
// languages.
var positionCues = []string{
	"you will report to", "you'll report to", "you will have the opportunity",
	"you'll have the opportunity", "you will have the chance",
	"bietet sich ihnen", "berichten sie an", "berichten sie direkt an",
	"reportarás a", "reportarás directamente a", "tendrás la oportunidad", "tendrás la posibilidad",
	"vous serez rattaché", "vous rapporterez à", "vous aurez l'opportunité", "vous aurez la possibilité",
}

// contactCues open a line that names the recruiter to contact.
var contactCues = []string{
	"your contact person", "your personal contact", "ihr persönlicher kontakt", "ihr ansprechpartner",
	"ihre ansprechpartnerin", "ihr kontakt", "tu persona de contacto", "votre interlocuteur", "votre interlocutrice",
}

// aboutThePosition is the section of a sentence about the position (an
// offer) or its contact (how to apply), secNone for any other.
func aboutThePosition(lower string) section {
	switch {
	case containsAny(lower, positionCues) || namesTheNewPosition(lower):
		return secOffer
	case opensWithAny(lower, contactCues):
		return secApply
	}
	return secNone
}

// opensWithAny reports whether a lower-case sentence opens with one of the
// phrases (bullets and spaces before it aside).
func opensWithAny(lower string, phrases []string) bool {
	lower = strings.TrimLeft(lower, "-*•·▪◦ \t")
	for _, p := range phrases {
		if len(lower) >= len(p) && lower[:len(p)] == p && (len(lower) == len(p) || !wordByte(lower[len(p)])) {
			return true
		}
	}
	return false
}

// newOpeners say "your new …" before the position's noun.
var newOpeners = []string{"your new ", "ihre neue ", "ihrer neuen ", "tu nuevo ", "tu nueva ", "votre nouveau ", "votre nouvelle "}

// positionNouns are the nouns of the position itself.
var positionNouns = toSet("position role rolle stelle poste fonction puesto función")

// namesTheNewPosition reports whether a lower-case sentence speaks of "your
// new position", with up to two words between ("Ihre neue abwechslungsreiche
// Position").
func namesTheNewPosition(lower string) bool {
	for _, o := range newOpeners {
		i := strings.Index(lower, o)
		if i < 0 {
			continue
		}
		ws := strings.Fields(lower[i+len(o):])
		for _, w := range ws[:min(3, len(ws))] {
			if positionNouns[strings.Trim(w, ".,;:!?()")] {
				return true
			}
		}
	}
	return false
}
