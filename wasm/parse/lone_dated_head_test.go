package parse

import "testing"

// TestLoneDatedHeadEndsAtTheNextHead: an entry of one dated head line,
// set apart from a head over dates of its own, ends there (en/de/fr/es):
// Shortlist's own files write a job whose company ends with a full stop
// on one line with its dates. A title set apart with no date of its own
// still completes the dated head (TestHeadsItsOwnDate).
func TestLoneDatedHeadEndsAtTheNextHead(t *testing.T) {
	for _, c := range []struct{ heading, first, second string }{
		{"WORK EXPERIENCE", "2013 - 2017 | Network Specialist — Acme Corp.", "Support Engineer — Initech"},
		{"BERUFSERFAHRUNG", "2013 - 2017 | Netzwerkspezialist — Muster GmbH & Co.", "Supportingenieur — Beispiel AG"},
		{"EXPÉRIENCE", "2013 - 2017 | Spécialiste réseau — Exemple S.A.", "Ingénieur support — Initech"},
		{"EXPERIENCIA", "2013 - 2017 | Especialista de redes — Ejemplo S.A.", "Ingeniero de soporte — Initech"},
	} {
		f := Text("Jane Doe\njane@example.org\n\n" + c.heading + "\n\n" + c.first + "\n\n" + c.second + "\n2010 - 2013\n")
		jobs := f.ProfessionalExperience
		if len(jobs) != 2 || jobs[1].Duration != "2010 - 2013" || jobs[1].Position+jobs[1].Company == "" {
			t.Errorf("%s: got %+v", c.heading, jobs)
		}
	}
}
