package parse

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

func TestAbbreviationRules(t *testing.T) {
	cases := []struct {
		rule, word string
		want       bool
	}{
		{"dotted initials", "e.V.", true},
		{"dotted initials", "S.A.", true},
		{"dotted initials", "S.A.S.", true},
		{"dotted initials", "services.", false},
		{"dotted initials", "Node.js.", false},
		{"company form", "Inc.", true},
		{"company form", "Ltda.", true},
		{"company form", "teams.", false},
	}
	seen := map[string]map[bool]bool{}
	for _, c := range cases {
		var r *abbreviationRule
		for i := range abbreviationRules {
			if abbreviationRules[i].name == c.rule {
				r = &abbreviationRules[i]
			}
		}
		if r == nil {
			t.Fatalf("no abbreviation rule %q", c.rule)
		}
		if got := r.applies(c.word); got != c.want {
			t.Errorf("%s(%q): got %v, want %v", c.rule, c.word, got, c.want)
		}
		if seen[c.rule] == nil {
			seen[c.rule] = map[bool]bool{}
		}
		seen[c.rule][c.want] = true
	}
	for _, r := range abbreviationRules {
		if !seen[r.name][true] || !seen[r.name][false] {
			t.Errorf("abbreviation rule %q needs a case where it applies and one where it does not", r.name)
		}
	}
}

func TestEndsSentenceAndWordCount(t *testing.T) {
	for s, want := range map[string]bool{
		"Built the billing service in Go.":          true,
		"Mentor — Startup Nachwuchs e.V.":           false,
		"Consultant — Conseil Durable S.A.S.":       false,
		"Analista — Datos Abiertos S.A.":            false,
		"Engineer — Acme Inc.":                      false,
		"Organisé des ateliers pour les étudiants.": true,
		"Colaboré con ONG en el análisis de datos.": true,
		"Mentor für Vertriebsnachwuchs":             false,
	} {
		if got := endsSentence(s); got != want {
			t.Errorf("endsSentence(%q) = %v, want %v", s, got, want)
		}
	}
	if n := wordCount("Data Analyst / Junior Data Scientist — Grupo Iberia"); n != 7 {
		t.Errorf("wordCount: got %d, want 7 (the separators are no words)", n)
	}
}

// TestHeadsOfOurOwnLayout reads entry heads the way Shortlist's own files
// write them ("Role — Organisation", the dates on the line below): a head
// ending in an abbreviation's full stop keeps its dates, and a head with a
// slash after a bullet opens the next entry (en, de, fr, es).
func TestHeadsOfOurOwnLayout(t *testing.T) {
	tests := []struct {
		name, text string
		want       func(cv.FormattedCV) any
		is         any
	}{
		{"de volunteering ending e.V.", `Max Mustermann
Ehrenamt
Mentor für Vertriebsnachwuchs — Startup Nachwuchs e.V.
Jan 2021
- Betreuung von Berufseinsteigern im Vertrieb
`, func(f cv.FormattedCV) any { return titles(f.Volunteering) },
			[]string{"Mentor für Vertriebsnachwuchs|Startup Nachwuchs e.V.|Jan 2021"}},
		{"fr volunteering ending S.A.S.", `Marie Dupont
Bénévolat
Formatrice bénévole — Entraide Numérique S.A.S.
2016 – 2018
- Ateliers pour les seniors
`, func(f cv.FormattedCV) any {
			// Which part is the role is another rule's; this one keeps the
			// entry whole with its dates.
			out := []string{}
			for _, e := range f.Volunteering {
				out = append(out, e.Duration)
			}
			return out
		}, []string{"2016 – 2018"}},
		{"en experience: a head with a slash after a bullet", `Jane Doe
Experience
Analyst — Acme Inc.
2019 – 2021
- Built dashboards for the sales team
Data Analyst / Junior Data Scientist — Beta Labs
2017 – 2019
- Cleaned the survey data
`, func(f cv.FormattedCV) any { return len(f.ProfessionalExperience) }, 2},
		{"es experience: a head with a slash after a bullet", `Ana García
Experiencia
Analista — Datos Abiertos S.A.
2021 – 2023
- Creé paneles para el equipo comercial
Data Analyst / Junior Data Scientist — Grupo Iberia
2019 – 2021
- Limpié los datos de la encuesta
`, func(f cv.FormattedCV) any { return len(f.ProfessionalExperience) }, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.want(Text(tt.text)); !equalJSON(t, got, tt.is) {
				t.Errorf("got %v, want %v", got, tt.is)
			}
		})
	}
}

// TestDegreeWithHyphenatedSubject: a degree written "X - Y" on its own line
// above the institution keeps Y (en, de, fr, es).
func TestDegreeWithHyphenatedSubject(t *testing.T) {
	for _, c := range []struct{ heading, degree, school string }{
		{"EDUCATION", "MSc Computer Science - Distributed Systems", "University of Leeds"},
		{"AUSBILDUNG", "Master Informatik - Verteilte Systeme", "Universität Stuttgart"},
		{"FORMATION", "Master Informatique - Systèmes distribués et cloud", "Université Paris-Saclay"},
		{"EDUCACIÓN", "Máster en Informática - Sistemas distribuidos", "Universidad de Granada"},
	} {
		f := Text("Jane Doe\n\n" + c.heading + "\n" + c.degree + "\n" + c.school + "\nSep 2019 – Jul 2021\n")
		if len(f.Education) != 1 || f.Education[0].Degree != c.degree || f.Education[0].Institution != c.school {
			t.Errorf("%s: got %+v", c.heading, f.Education)
		}
	}
	head := []line{styled("", "MSc Physics, Quantum Optics")}
	if degreeGoesOn(head, "MSc Physics", "Quantum Optics") {
		t.Error("a piece after a comma is not the degree's hyphenated subject")
	}
	if !degreeGoesOn([]line{styled("", "MSc Physics - Quantum Optics")}, "MSc Physics", "Quantum Optics") {
		t.Error("a piece after the degree's hyphen is its subject")
	}
}

// TestInterestNamedLikeHeading: under the interests heading, an interest
// whose last word names a section ("Outdoor Activities") is an interest; a
// heading the lists know whole, or one in capitals, still opens its section.
func TestInterestNamedLikeHeading(t *testing.T) {
	for heading, item := range map[string]string{
		"INTERESTS":  "Outdoor Activities",
		"INTERESSEN": "Eigene Projekte",
		"INTÉRÊTS":   "Sports et activités",
		"INTERESES":  "Deportes y actividades",
	} {
		f := Text("Jane Doe\n\nSKILLS\nCore skills: Go\n\n" + heading + "\n" + item + "\n")
		if !equalJSON(t, f.Interests, []string{item}) {
			t.Errorf("%s: got interests %q, other sections %q", heading, f.Interests, f.OtherSections)
		}
	}
	f := Text("Jane Doe\n\nInterests\nChess\nReferences\nAvailable on request\n\nINTERESTS\nChess\nOUTDOOR ACTIVITIES\nHiking\n")
	if len(f.References) != 1 || len(f.OtherSections) != 1 {
		t.Errorf("a known heading and one in capitals open their sections: got references %+v, other %+v", f.References, f.OtherSections)
	}
	if interestNamedLikeHeading(styled("", "Outdoor Activities"), kindSkills) {
		t.Error("the rule is the interests section's only")
	}
}

// TestHeadAboveItsDates: a long head line (a numbered title, a title that
// reads like a sentence) over its dates line opens its entry after a bullet
// (en, de, fr, es); a sentence, a bullet, or a line over no dates is body.
func TestHeadAboveItsDates(t *testing.T) {
	for _, c := range []struct{ heading, first, head string }{
		{"WORK EXPERIENCE", "Junior Systems Admin — Acme", "3. Direct hire for Desktop Support Analyst with Mac Experience"},
		{"BERUFSERFAHRUNG", "Systemadministrator — Acme GmbH", "Werkstudent für den Support von Apple Rechnern in der Zentrale Berlin"},
		{"EXPÉRIENCE", "Administrateur système — Acme", "Technicien de support pour les postes Mac et les serveurs du siège"},
		{"EXPERIENCIA", "Administrador de sistemas — Acme", "Técnico de soporte para los equipos Mac y los servidores de la sede"},
	} {
		f := Text("Jane Doe\n\n" + c.heading + "\n" + c.first + "\n2019 - 2023\n• Ran the help desk\n" + c.head + "\n2013 - 2014\n• Supported Macs\n")
		if len(f.ProfessionalExperience) != 2 || f.ProfessionalExperience[1].Position+f.ProfessionalExperience[1].Company == "" {
			t.Errorf("%s: got %+v", c.heading, f.ProfessionalExperience)
		}
	}
	dates := dateMemo{}
	date := styled("", "2013 - 2014")
	for s, want := range map[string]bool{
		"3. Direct hire for Desktop Support Analyst with Mac Experience":     true,
		"Supported the whole office with Macs and printers for four years.":  false,
		"• Supported the whole office with Macs and printers for four years": false,
	} {
		if got := headAboveItsDates(styled("", s), date, dates); got != want {
			t.Errorf("headAboveItsDates(%q) = %v, want %v", s, got, want)
		}
	}
	if headAboveItsDates(styled("", "3. Direct hire for Desktop Support Analyst with Mac Experience"), styled("", "Supported Macs"), dates) {
		t.Error("a line over no dates is no head by this rule")
	}
}
