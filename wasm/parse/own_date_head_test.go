package parse

import "testing"

// TestHeadsItsOwnDate: numbered jobs, each a head over its dates and set
// apart by a blank line, are one entry each (en/de/fr/es); before, the
// second head, a job title, read as the rest of the first entry's head
// set apart from it. A title set apart under a dated head with no date of
// its own still completes that head (class 2 of issue 27).
func TestHeadsItsOwnDate(t *testing.T) {
	for _, c := range []struct{ heading, first, second, title string }{
		{"WORK EXPERIENCE", "1. Selenium Test Automation with TestNG", "2. QA Analyst Enterprise Services", "Software Engineer"},
		{"BERUFSERFAHRUNG", "1. Testautomatisierung mit Selenium", "2. Projektmanager für Unternehmensdienste", "Softwareentwickler"},
		{"EXPÉRIENCE", "1. Automatisation des tests avec Selenium", "2. Analyste QA des services aux entreprises", "Développeur logiciel"},
		{"EXPERIENCIA", "1. Automatización de pruebas con Selenium", "2. Analista QA de servicios empresariales", "Desarrollador de software"},
	} {
		f := Text("Jane Doe\njane@example.org\n\n" + c.heading + "\n\n" + c.first + "\n2018 - 2020\n\n" + c.second + "\n2014 - 2018\n")
		jobs := f.ProfessionalExperience
		if len(jobs) != 2 || jobs[0].Duration != "2018 - 2020" || jobs[1].Duration != "2014 - 2018" || jobs[1].Position+jobs[1].Company == "" {
			t.Errorf("%s: got %+v", c.heading, jobs)
		}
		g := Text("Jane Doe\njane@example.org\n\n" + c.heading + "\n\nNordwind Labs | 2020 - 2022\n\n" + c.title + "\n• Built the platform\n")
		if jobs := g.ProfessionalExperience; len(jobs) != 1 || jobs[0].Position != c.title {
			t.Errorf("%s, a title set apart under its dated head: got %+v", c.heading, jobs)
		}
	}
}
