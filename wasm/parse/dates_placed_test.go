package parse

import "testing"

// TestDatesAloneOrPlaced: a head line of nine words or more (body by its
// length) over its dates and place as our own files write them ("09/2016 -
// Heute | Darmstadt") opens its entry, en/de/fr/es; before, only dates
// alone did, and the head of a CV's first job read as its description.
func TestDatesAloneOrPlaced(t *testing.T) {
	for _, c := range []struct{ heading, head, meta, next, nextMeta string }{
		{"WORK EXPERIENCE", "Business Architect — Nordwind Labs (4,000 staff, active in 12 countries)", "09/2016 - Present | Hamburg", "Analyst — Kettle Ltd", "2012 - 2016"},
		{"BERUFSERFAHRUNG", "Business Architect — Nordwind GmbH (4.000 Mitarbeiter, aktiv in 12 Ländern)", "09/2016 - Heute | Darmstadt", "Analyst — Kessel AG", "2012 - 2016"},
		{"EXPÉRIENCE", "Architecte métier — Nordwind SA (4 000 salariés, présents dans 12 pays)", "09/2016 - Présent | Lyon", "Analyste — Bouilloire SA", "2012 - 2016"},
		{"EXPERIENCIA", "Arquitecto de negocio — Nordwind SL (4.000 empleados, presentes en 12 países)", "09/2016 - Actual | Madrid", "Analista — Tetera SL", "2012 - 2016"},
	} {
		f := Text("Jane Doe\njane@example.org\n\n" + c.heading + "\n\n" + c.head + "\n" + c.meta + "\n• Ran the architecture board\n\n" + c.next + "\n" + c.nextMeta + "\n• Built reports\n")
		jobs := f.ProfessionalExperience
		if len(jobs) != 2 || jobs[0].Position+jobs[0].Company == "" || jobs[0].Duration == "" || jobs[1].Duration != c.nextMeta {
			t.Errorf("%s: got %+v", c.heading, jobs)
		}
	}
	dates := dateMemo{}
	for s, want := range map[string]bool{
		"09/2016 - Heute":             true,
		"09/2016 - Heute | Darmstadt": true,
		"09/2016 - Heute, Darmstadt":  false,
		"Darmstadt | 09/2016 - Heute": false,
		"Led the board from 2016":     false,
	} {
		if got := datesAloneOrPlaced(s, dates); got != want {
			t.Errorf("datesAloneOrPlaced(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestLongHeadSetApart: a head of more than fourteen words (a project
// named by a whole phrase) set apart by a blank line over its dates opens
// its entry, en/de/fr/es; the same line right under a bullet stays body.
func TestLongHeadSetApart(t *testing.T) {
	for _, c := range []struct{ heading, head string }{
		{"WORK EXPERIENCE", "Core banking rollout on a service oriented platform in a large and mixed landscape of legacy systems for a retail bank"},
		{"BERUFSERFAHRUNG", "Einführung eines Kernbankensystems auf einer serviceorientierten Plattform in einer großen und gemischten Landschaft alter Systeme für eine Bank"},
		{"EXPÉRIENCE", "Déploiement du système bancaire central sur une plateforme orientée services dans un grand parc mixte de systèmes anciens"},
		{"EXPERIENCIA", "Implantación del sistema bancario central sobre una plataforma orientada a servicios en un gran parque mixto de sistemas antiguos"},
	} {
		for _, apart := range []bool{true, false} {
			sep := "\n"
			if apart {
				sep = "\n\n"
			}
			f := Text("Jane Doe\njane@example.org\n\n" + c.heading + "\n\nAnalyst — Kettle Ltd\n2013 - 2016\n• Built reports" + sep + c.head + "\n02/2010 - 01/2013\n• Led the tests\n")
			jobs := f.ProfessionalExperience
			opened := len(jobs) == 2 && jobs[1].Position+jobs[1].Company != "" && jobs[1].Duration == "02/2010 - 01/2013"
			if opened != apart {
				t.Errorf("%s, set apart %v: got %+v", c.heading, apart, jobs)
			}
		}
	}
}
