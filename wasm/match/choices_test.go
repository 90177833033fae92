package match

import "testing"

// Audit class 10 (issue 35): an either/or, or examples after "e.g." and the
// like, is one requirement that any member meets, in en/de/fr/es, also with
// an item the lexicon does not know among them ("Oracle", "SoapUI").
func TestExamplesAreOneChoice(t *testing.T) {
	tests := []struct {
		name, jd string
		choice   string   // the one requirement the members make
		notOwn   []string // names that must not be requirements of their own
	}{
		{"en e.g. unknown item", "Requirements:\n- Databases (e.g. MySQL, Oracle, PostgreSQL)", "MySQL or PostgreSQL", []string{"MySQL", "PostgreSQL"}},
		{"en such as product", "Requirements:\n- Test automation tools such as SoapUI, JMeter or JUnit", "Apache JMeter or JUnit", []string{"SoapUI", "JUnit"}},
		{"en or with unknown item", "Requirements:\n- Experience with React, Mithril or Angular", "React or Angular", []string{"React", "Angular"}},
		{"de z.B. unknown item", "Anforderungen:\n- Datenbanken, z.B. MySQL, Oracle, PostgreSQL", "MySQL or PostgreSQL", []string{"PostgreSQL"}},
		{"de z.B. product", "Anforderungen:\n- Know-how in Testautomatisierung, z.B. TestHub, Cypress, JMeter", "Cypress or Apache JMeter", []string{"TestHub", "Cypress"}},
		{"fr par ex. unknown item", "Profil recherché :\n- Bases de données, par ex. MySQL, Oracle, PostgreSQL", "MySQL or PostgreSQL", []string{"PostgreSQL"}},
		{"fr comme product", "Profil recherché :\n- Outils de test comme SoapUI, JMeter ou JUnit", "Apache JMeter or JUnit", []string{"SoapUI"}},
		{"es p. ej. unknown item", "Requisitos:\n- Bases de datos, p. ej. MySQL, Oracle, PostgreSQL", "MySQL or PostgreSQL", []string{"PostgreSQL"}},
		{"es como product", "Requisitos:\n- Herramientas de prueba como SoapUI, JMeter o JUnit", "Apache JMeter or JUnit", []string{"SoapUI"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reqs := Requirements(tt.jd)
			if _, ok := requirement(reqs, tt.choice); !ok {
				t.Errorf("no choice %q in %+v", tt.choice, reqs)
			}
			for _, n := range tt.notOwn {
				if r, ok := requirement(reqs, n); ok {
					t.Errorf("%q is a requirement of its own: %+v", n, r)
				}
			}
		})
	}
}

// A choice met by one member leaves no other member missing.
func TestChoiceMetByOneMember(t *testing.T) {
	r := reportOf("Skills: MySQL, Python", "Requirements:\n- Python\n- Databases (e.g. MySQL, Oracle, PostgreSQL)")
	for _, req := range r.Requirements {
		if req.Coverage == 0 {
			t.Errorf("%q reported missing with MySQL shown: %+v", req.Name, req)
		}
	}
}

// Words between two terms that are no list of items keep them apart.
func TestItemSeparators(t *testing.T) {
	tests := []struct{ between, want string }{
		{", Oracle, ", ","},
		{", Oracle or ", ", or"},
		{", Oracle, DB2, and ", ", and"},
		{" / Oracle / ", "/ /"},
		{", experience in ", ""},
		{", e.g. SoapUI, ", ""},
		{", and very deep knowledge of ", ""},
		{" and ", ""},
	}
	for _, tt := range tests {
		if got := itemSeparators(tt.between); got != tt.want {
			t.Errorf("itemSeparators(%q) = %q, want %q", tt.between, got, tt.want)
		}
	}
}

// The subjects in brackets of a degree line are examples of the degree,
// which the education requirement stands for, not skills of their own.
func TestDegreeSubjectsAreNoSkills(t *testing.T) {
	tests := []struct{ name, line string }{
		{"en", "Bachelor's degree or equivalent experience in an applicable subject [Mathematics, Sciences, BI, Analytics, etc.]"},
		{"de", "Abgeschlossenes Studium (Bachelor) in einem relevanten Fach [BI, Mathematik, Informatik]"},
		{"fr", "Diplôme Bac+5 en [BI, mathématiques, informatique]"},
		{"es", "Grado universitario en [BI, Matemáticas, Informática]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reqs := Requirements("Requirements:\n- " + tt.line + "\n- Python")
			if r, ok := requirement(reqs, "business intelligence"); ok {
				t.Errorf("a degree's subject read as a skill: %+v", r)
			}
			if len(reqs) != 2 || reqs[0].Kind != KindEducation {
				t.Errorf("want the degree and Python, got %+v", reqs)
			}
		})
	}
}
