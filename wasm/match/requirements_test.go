package match

import (
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/lexicon"
)

// find returns the requirement of that kind and name, failing if absent.
func find(t *testing.T, reqs []Requirement, kind, name string) Requirement {
	t.Helper()
	for _, r := range reqs {
		if r.Kind == kind && r.Name == name {
			return r
		}
	}
	t.Fatalf("no %s %q in %+v", kind, name, reqs)
	return Requirement{}
}

func TestImportance(t *testing.T) {
	tests := []struct {
		name, jd, skill, want string
	}{
		{"required heading", "Requirements\n- Python", "Python", Required},
		{"markdown heading", "## Must-have\n- Python", "Python", Required},
		{"preferred heading", "Nice to have:\n- Python", "Python", Preferred},
		{"german muss", "## Muss-Kriterien\n- Erfahrung mit Docker", "Docker", Required},
		{"german wünschenswert", "Kenntnisse in Kubernetes sind wünschenswert.", "Kubernetes", Preferred},
		{"german von vorteil", "Erfahrungen mit Kubernetes sind von Vorteil.", "Kubernetes", Preferred},
		{"spanish deseable", "Requisitos:\n- Java\n\nDeseable:\n- Kubernetes", "Kubernetes", Preferred},
		{"phrase beats heading", "Requirements\n- Docker is a plus", "Docker", Preferred},
		{"inline label", "We build things.\nRequirements: 4+ years of Python; SQL.", "SQL", Required},
		{"inline label with filler", "We build things.\nKey skills: Python, SQL.", "SQL", Required},
		{"inline preferred label", "We build things.\nBonus points: Python, SQL.", "SQL", Preferred},
		{"german inline label", "Wir bauen Dinge.\nFachliche Anforderungen: Python, SQL.", "SQL", Required},
		{"no marker", "You will build services in Go and PostgreSQL.", "PostgreSQL", Expected},
		{"good to have", "Good to have experience with Docker.", "Docker", Preferred},
		{"required phrase", "Experience with Docker is required.", "Docker", Required},
		{"higher importance wins", "Docker is a plus.\nRequirements:\n- Docker", "Docker", Required},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := find(t, Requirements(tt.jd), KindTool, tt.skill)
			if r.Importance != tt.want {
				t.Errorf("got %s, want %s", r.Importance, tt.want)
			}
			if got := tt.jd[r.Start:r.End]; got != r.Text {
				t.Errorf("span %q is not the requirement's text %q", got, r.Text)
			}
		})
	}
}

func TestBenefitsAreNotRequirements(t *testing.T) {
	reqs := Requirements("Requirements\n- Go\n\nWhat we offer\n- Free Python courses")
	for _, r := range reqs {
		if r.Name == "Python" {
			t.Errorf("a benefit became a requirement: %+v", r)
		}
	}
}

func TestYears(t *testing.T) {
	tests := []struct {
		name, jd string
		want     int
	}{
		{"plus", "Requirements: 4+ years of professional Python experience.", 4},
		{"german", "Mindestens 3 Jahre Berufserfahrung", 3},
		{"spanish", "Experiencia de 5 años en Java", 5},
		{"range takes the lower", "3-5 years of experience", 3},
		{"word", "At least five years in product management", 5},
		{"largest wins", "2+ years of Go. 10+ years of experience overall.", 10},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := findKind(t, Requirements(tt.jd), KindYears)
			if r.Years != tt.want {
				t.Errorf("got %d years, want %d", r.Years, tt.want)
			}
		})
	}
}

// The role in "N years as …" ends where a spaced dash starts explaining it.
func TestYearsInARole(t *testing.T) {
	tests := []struct {
		name, jd, want string
	}{
		{"short role", "Requirements:\n- 3 years as a baker", "3+ years as baker"},
		{"explained after a dash", "Requirements:\n- 2 years as a Field Service Technician – except heavy engines – diagnostic repair work, daily", "2+ years as Field Service Technician"},
		{"a dash inside a short title stays", "Requirements:\n- 3 years as Cisco Voice Engineer - Tier III", "3+ years as Cisco Voice Engineer - Tier III"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			find(t, Requirements(tt.jd), KindYears, tt.want)
		})
	}
}

func TestEducationLanguagesTitle(t *testing.T) {
	tests := []struct {
		name, jd, kind, want string
		level                int
	}{
		{"bachelor or master", "Bachelor's or Master's degree in Computer Science", KindEducation, "a bachelor's degree", 2},
		{"master", "MSc in statistics required", KindEducation, "a master's degree", 3},
		{"BS", "BS, Master’s in computer science or equivalent", KindEducation, "a bachelor's degree", 2},
		{"typographic apostrophe", "Master’s degree required", KindEducation, "a master's degree", 3},
		{"german studium", "Abgeschlossenes Studium der Informatik", KindEducation, "a degree", 2},
		{"fluent english", "Fluent English is required.", KindLanguage, "English", 5},
		{"german c1", "Deutschkenntnisse auf C1-Niveau; Deutsch C1", KindLanguage, "German", 5},
		{"verhandlungssicher", "Verhandlungssicheres Englisch", KindLanguage, "English", 5},
		{"markdown title", "# Senior Backend Engineer (m/w/d)\n\nWe build.", KindTitle, "Senior Backend Engineer", 0},
		{"company after a dash", "Senior Analytics Engineer — The LEGO Group\n\nWe build.", KindTitle, "Senior Analytics Engineer", 0},
		{"looking for", "We are looking for a Senior Backend Engineer to join our platform team.", KindTitle, "Senior Backend Engineer", 0},
		{"spanish label", "Puesto de trabajo: Java developer\n", KindTitle, "Java developer", 0},
		{"wir suchen", "Wir suchen eine:n Backend Engineer mit Fokus auf Python.", KindTitle, "Backend Engineer", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var names []string
			for _, r := range Requirements(tt.jd) {
				if r.Kind != tt.kind {
					continue
				}
				names = append(names, r.Name)
				if r.Name == tt.want && r.Level == tt.level {
					return
				}
			}
			t.Errorf("got %s %q, want %q at level %d", tt.kind, names, tt.want, tt.level)
		})
	}
}

func TestGermanCompanyIsNoLanguage(t *testing.T) {
	for _, r := range Requirements("A German company building cars.") {
		if r.Kind == KindLanguage {
			t.Errorf("got language requirement %+v", r)
		}
	}
}

func TestDuties(t *testing.T) {
	reqs := Requirements("## Aufgaben\n● Entwurf und Implementierung von REST-APIs\n\nYou will own the deployment pipeline.")
	var got []string
	for _, r := range reqs {
		if r.Kind == KindResponsibility {
			got = append(got, r.Text)
		}
	}
	want := "Entwurf und Implementierung von REST-APIs|You will own the deployment pipeline"
	if strings.Join(got, "|") != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// findKind returns the first requirement of a kind, failing if there is none.
func findKind(t *testing.T, reqs []Requirement, kind string) Requirement {
	t.Helper()
	for _, r := range reqs {
		if r.Kind == kind {
			return r
		}
	}
	t.Fatalf("no %s in %+v", kind, reqs)
	return Requirement{}
}

func TestShownByNamesAreLexiconTerms(t *testing.T) {
	for broad, specific := range shownBy {
		for _, n := range append([]string{broad}, specific...) {
			if term, ok := lexicon.Lookup(n); !ok || term.Name != n {
				t.Errorf("%q (for %q) is not a lexicon display name: got %+v, %v", n, broad, term, ok)
			}
		}
	}
}

func TestAlternativesAndExamples(t *testing.T) {
	reqs := Requirements("Requirements: Docker and Kubernetes or ECS; AWS (RDS, ElastiCache).")
	if r := find(t, reqs, KindTool, "Kubernetes or Amazon ECS"); len(r.Any) != 2 || r.Importance != Required {
		t.Errorf("got %+v, want a required alternative of two", r)
	}
	if r := find(t, reqs, KindTool, "Amazon RDS"); r.Importance != Expected {
		t.Errorf("an example in parentheses: got %s, want %s", r.Importance, Expected)
	}
}

func TestQualificationLines(t *testing.T) {
	tests := []struct {
		name, jd, want string
	}{
		{"a line without a term", "Requirements:\n- Physical strength and stamina", "Physical strength and stamina"},
		{"what it is for goes", "Requirements:\n- Strong problem-framing skills for mitigating issues early", "Strong problem-framing skills"},
		{"the label names it", "Required skills:\n1. Audio visual: setting up and maintaining AV equipment for events", "Audio visual"},
		// "Skills" in a label that names one is no heading: the line is that skill.
		{"a skill label with skills in it", "Required skills:\n- Observation Skills: notice subtle clues and remember important details", "Observation Skills"},
		{"a requirement sentence outside a list", "Candidates need experience in store operations.", "Candidates need experience in store operations"},
		// The purpose cut does not end the quote on a word that waits for
		// what follows it: the next purpose word is taken, or none.
		{"the ability to", "Requirements:\n- Proven ability to plan warehouse routes for faster deliveries", "Proven ability to plan warehouse routes"},
		{"related to", "Requirements:\n- Broad technical knowledge related to retail trends", "Broad technical knowledge related to retail trends"},
		{"skilled in", "Requirements:\n- A calm approach, skilled in dealing with difficult tenants", "A calm approach, skilled in dealing with difficult tenants"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := find(t, Requirements(tt.jd), KindQualification, tt.want)
			if r.Importance == Preferred {
				t.Errorf("got %s", r.Importance)
			}
		})
	}
	for _, jd := range []string{"Requirements:\n- Willing to travel 20% of the time", "We are a friendly team in Berlin."} {
		for _, r := range Requirements(jd) {
			if r.Kind == KindQualification {
				t.Errorf("%q gave the qualification %q", jd, r.Name)
			}
		}
	}
}

// Audit class 17 (issue 35): a post's hashtags are slogans and job-board
// tags, no skill or product to ask for; "C#" is no hashtag.
func TestHashtagIsNoRequirement(t *testing.T) {
	tests := []struct{ name, jd, tag, want string }{
		{"en slogan", "Requirements:\n- Python\n- Strong collaborative personality with a #OneTeam perspective.", "OneTeam", "Python"},
		{"de slogan", "Anforderungen:\n- Python\n- Teamgeist im Sinne von #WirSindEins", "WirSindEins", "Python"},
		{"fr slogan", "Profil recherché :\n- Python\n- Esprit d'équipe #TeamSpirit", "TeamSpirit", "Python"},
		{"es slogan", "Requisitos:\n- Python\n- Espíritu de equipo #SomosUnEquipo", "SomosUnEquipo", "Python"},
		{"job-board tags", "Requirements:\n- Python\n- Docker #WeAreHiring #LI-Hybrid #Kubernetes", "WeAreHiring", "Docker"},
		{"C# is a language", "Requirements:\n- C# and .NET\n- SQL", "#", "C#"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reqs := reportOf("Skills: Python", tt.jd).Requirements
			if _, ok := requirement(reqs, tt.want); !ok {
				t.Errorf("no requirement %q in %v", tt.want, names(reqs))
			}
			for _, r := range reqs {
				if tt.tag != "#" && (r.Kind == KindSkill || r.Kind == KindTool) && strings.Contains(r.Name, tt.tag) {
					t.Errorf("the hashtag gave requirement %q", r.Name)
				}
			}
		})
	}
}

// names lists the requirements' names, for messages.
func names(reqs []Requirement) []string {
	out := make([]string, len(reqs))
	for i, r := range reqs {
		out[i] = r.Name
	}
	return out
}
