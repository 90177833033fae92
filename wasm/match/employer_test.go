package match

import "testing"

// Audit class 11 (issue 35): a sentence of the post's opening about the
// employer, outside any requirements section, yields no requirement terms;
// one that asks of the candidate, or names the stack, still does.
func TestEmployerSentenceIsNoRequirement(t *testing.T) {
	tests := []struct {
		name, opening string
		want          []string // requirements the opening must still give
		notWant       []string
	}{
		{"en we", "We are transforming into a user centred organisation through agile software development and continuous improvement.", nil,
			[]string{"agile", "software development", "process improvement"}},
		{"en our", "Our teams deliver data analytics and project management for public services.", nil,
			[]string{"data analysis", "project management"}},
		{"de wir", "Wir sind im Wandel zu einer agilen Organisation mit kontinuierlicher Verbesserung und Softwareentwicklung.", nil,
			[]string{"agile", "software development", "process improvement"}},
		{"fr nos", "Nos équipes pratiquent le DevOps, le machine learning et la gestion de projet agile.", nil,
			[]string{"DevOps", "machine learning", "agile"}},
		{"es nuestros", "Nuestros equipos practican DevOps, machine learning y gestión de proyectos ágil.", nil,
			[]string{"DevOps", "machine learning"}},
		{"en asks", "We are looking for someone with agile software development experience.", []string{"software development"}, nil},
		{"de asks", "Wir suchen Verstärkung mit Erfahrung in agiler Softwareentwicklung.", []string{"software development"}, nil},
		{"en stack", "We build things in Go and Docker.", []string{"Go", "Docker"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reqs := Requirements(tt.opening + "\n\nRequirements:\n- Python")
			for _, n := range tt.notWant {
				if r, ok := requirement(reqs, n); ok {
					t.Errorf("%q read from the employer's sentence: %+v", n, r)
				}
			}
			for _, n := range tt.want {
				if _, ok := requirement(reqs, n); !ok {
					t.Errorf("no %q in %+v", n, reqs)
				}
			}
			if _, ok := requirement(reqs, "Python"); !ok {
				t.Errorf("the requirements list lost Python: %+v", reqs)
			}
		})
	}
}

// Inside a requirements section a "We …" sentence is read as before.
func TestEmployerCueOnlyOutsideSections(t *testing.T) {
	reqs := Requirements("Requirements:\n- We value agile software development.")
	if _, ok := requirement(reqs, "software development"); !ok {
		t.Errorf("a requirements line lost its term: %+v", reqs)
	}
}

// The members of a team the sentence describes, and their tools, are the
// colleagues', not asked of the candidate.
func TestTeamMembersAreNoRequirement(t *testing.T) {
	tests := []struct {
		name, sentence string
		notWant        []string
	}{
		{"en", "You join a team consisting of mobile developers, middleware developers (Java) and back-end developers (an SAP system).",
			[]string{"Java", "SAP", "back-end development"}},
		{"de", "Du verstärkst ein Team bestehend aus Middleware Entwicklern (Java) und Back-End Entwicklern (ein SAP System).",
			[]string{"Java", "SAP", "back-end development"}},
		{"fr", "Vous rejoignez une équipe composée de développeurs (Java) et de développeurs back-end (un système SAP).",
			[]string{"Java", "SAP"}},
		{"es", "Te unes a un equipo formado por desarrolladores (Java) y desarrolladores back-end (un sistema SAP).",
			[]string{"Java", "SAP"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reqs := Requirements(tt.sentence + "\n\nRequirements:\n- React")
			for _, n := range tt.notWant {
				if r, ok := requirement(reqs, n); ok {
					t.Errorf("%q read from the team's members: %+v", n, r)
				}
			}
			if _, ok := requirement(reqs, "React"); !ok {
				t.Errorf("the requirements list lost React: %+v", reqs)
			}
		})
	}
}
