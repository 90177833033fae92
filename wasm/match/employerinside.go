package match

// The employer is not always the first word of a sentence about it. German
// puts the subject after the verb when something else opens the sentence
// ("Dank moderner Methoden … wachsen wir seit 12 Jahren"), and a
// passive names the employer as the doer ("Rund 80 Firmen werden von uns
// auf den Gebieten Cloud und Datenanalyse begleitet", "our clients are
// served by us"). Read as requirements, such
// sentences asked the candidate for the employer's ten years in business
// and for its clients' fields.

// employerInside reports whether the employer is the subject of a sentence
// after its first word, or the doer of a passive.
func employerInside(lower string) bool {
	ws := words(lower)
	for i, w := range ws {
		if i > 0 && employerSubjects[w.Text] || i+1 < len(ws) && employerAgents[w.Text+" "+ws[i+1].Text] {
			return true
		}
	}
	return false
}

// employerSubjects are the first-person plural subjects (en/de/fr/es).
var employerSubjects = toSet(`we wir nous nosotros`)

// employerAgents name the employer as the doer of a passive.
var employerAgents = map[string]bool{"von uns": true, "by us": true, "par nous": true, "por nosotros": true}
