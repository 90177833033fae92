package match

import (
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// has reports whether one item of list contains want.
func has(list []string, want string) bool {
	for _, s := range list {
		if strings.Contains(s, want) {
			return true
		}
	}
	return false
}

func TestTips(t *testing.T) {
	full := baseCV()
	business := cv.FormattedCV{Email: "a@b.c", ToolsTechnologies: []string{"Python"},
		Education: []cv.Education{{Degree: "BA Business Administration", Institution: "UCLA", Duration: "2019"}}}
	tests := []struct {
		name string
		cv   cv.FormattedCV
		jd   string
		want string // a piece of the expected tip; "" expects none of the given piece
		not  string
	}{
		{"missing required skill", full, "Requirements:\n- Kubernetes", "Kubernetes: the job requires it and your CV does not mention it", ""},
		{"skill only in prose", full, "Requirements:\n- REST API", "List REST API in your skills section", ""},
		{"no experience section", cv.FormattedCV{AboutMe: "Python person"}, "Requirements:\n- Python", "Add a work experience section", ""},
		{"undated roles", cv.FormattedCV{ProfessionalExperience: []cv.Experience{{Position: "Dev"}}}, "Requirements:\n- Python", "1 of your 1 roles have none", ""},
		{"bullets without figures", cv.FormattedCV{ProfessionalExperience: []cv.Experience{{Duration: "2020 - 2021", Responsibilities: []string{"Built things", "Ran things", "Fixed things"}}}}, "Requirements:\n- Python", "None of your 3 bullets has a figure", ""},
		{"a quoted bullet's full stop is not doubled", cv.FormattedCV{ProfessionalExperience: []cv.Experience{{Duration: "2020 - 2021", Responsibilities: []string{"Built the shop.", "Ran the team.", "Fixed the builds."}}}}, "Requirements:\n- Python", "for example to “Built the shop”.", ".”."},
		{"weak opening", cv.FormattedCV{ProfessionalExperience: []cv.Experience{{Responsibilities: []string{"Responsible for the backend"}}}}, "Requirements:\n- Python", "Start bullets with what you did", ""},
		{"skills only in sentences", cv.FormattedCV{AboutMe: "I write Python and Go every day."}, "Requirements:\n- Python", "Add a Skills section that lists", ""},
		{"years short", full, "Requirements: 12+ years of experience", "if you have more", ""},
		{"language missing", full, "Fluent German is required.", "Add German with its level", ""},
		{"language below the level", cv.FormattedCV{Languages: []cv.Language{{Language: "German", ProficiencyLevel: "B1"}}}, "Fluent German is required.", "if your level is higher", "Add German"},
		{"year-only dates", full, "Requirements:\n- Python", "Give months with the years", ""},
		{"no contact: where to add it, and optional", full, "Requirements:\n- Python", "add them in Contact Details on the Formatted CV: optional", ""},
		{"contact given", cv.FormattedCV{Email: "a@b.c", ToolsTechnologies: []string{"Go"}}, "Requirements:\n- Python", "", "Contact Details"},
		{"nice to have", full, "Nice to have:\n- Terraform", "Terraform is a plus for this job", ""},
		{"a degree's subject is no skill to list", cv.FormattedCV{Email: "a@b.c", ToolsTechnologies: []string{"Go"},
			Education: []cv.Education{{Degree: "B.Tech, Computer Science", Institution: "IIT Delhi", Duration: "2018 – 2022"}}},
			"Requirements:\n- Degree in Computer Science\n- Go", "", "List computer science"},
		// Audit class 8, the rest: the skills-section tip and the missing-term tip.
		{"a degree's subjects are no skills for a Skills section", cv.FormattedCV{Email: "a@b.c", AboutMe: "I write Python every day.",
			Education: []cv.Education{{Degree: "BS Computer Science & Cognitive Psychology", Institution: "Northeastern University", Duration: "2004"}}},
			"Requirements:\n- Python", "Add a Skills section that lists Python:", "computer science"},
		{"no Skills section tip for a degree's subject alone", cv.FormattedCV{Email: "a@b.c",
			Education: []cv.Education{{Degree: "BS Computer Science", Institution: "Northeastern University", Duration: "2004"}}},
			"Requirements:\n- Python", "", "Add a Skills section"},
		{"the job's degree subject is no skill to name", business, "Requirements:\n- Bachelor's degree in Computer Science or related field\n- Python", "", "computer science: the job requires it"},
		{"a tool lines after the degree is no subject", business, "Requirements: Studium oder Berufsausbildung mit einschlägiger Praxis im passenden Fachgebiet Kenntnisse in Kubernetes und Python", "Kubernetes: the job requires it", ""},
		{"the same term outside a degree line still is", business, "Requirements:\n- Computer science fundamentals\n- Python", "computer science: the job requires it", ""},
		{"no filler when all is shown", cv.FormattedCV{Email: "a@b.c", AboutMe: "Python.", ToolsTechnologies: []string{"Python"}}, "Requirements:\n- Python", "", "Python"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := analyze(render(tt.cv), tt.cv, tt.jd, may2025)
			if len(r.Suggestions) > maxTips {
				t.Errorf("got %d tips, want at most %d", len(r.Suggestions), maxTips)
			}
			if tt.want != "" && !has(r.Suggestions, tt.want) {
				t.Errorf("no tip with %q in %q", tt.want, r.Suggestions)
			}
			if tt.not != "" && has(r.Suggestions, tt.not) {
				t.Errorf("unexpected tip with %q in %q", tt.not, r.Suggestions)
			}
		})
	}
}

func TestQuestions(t *testing.T) {
	jd := "# Senior Backend Engineer\n\nYou will build Go services with the platform team.\n\nRequirements:\n- 10+ years of experience\n- Kubernetes\n- Python\n\nWe work hybrid from Berlin."
	r := analyze(render(baseCV()), baseCV(), jd, may2025)
	// The duty the CV does not show is a weakness, and said only there.
	if !has(r.Weaknesses, "Your CV does not clearly show the job's duty “You will build Go services with the platform team”") ||
		has(r.InterviewQuestions, "You will build Go services") || has(r.Suggestions, "You will build Go services") {
		t.Errorf("the duty should be a weakness and nothing else: %q / %q / %q", r.Weaknesses, r.Suggestions, r.InterviewQuestions)
	}
	interview := []string{
		"The job requires Kubernetes, which your CV does not show",
		"Your CV mentions Python",
		"The job asks for 10+ years and your CV shows over 7 years",
		"Why do you want to work as Senior Backend Engineer",
	}
	for _, want := range interview {
		if !has(r.InterviewQuestions, want) {
			t.Errorf("no interview question with %q in %q", want, r.InterviewQuestions)
		}
	}
	ask := []string{
		"You mention “You will build Go services with the platform team”: how large is the team",
		"How will you measure success in this role",
		"The posting does not mention growth",
		"You mention “We work hybrid from Berlin”",
		"Which of Go, Kubernetes, Python would I use most",
	}
	for _, want := range ask {
		if !has(r.QuestionsToAsk, want) {
			t.Errorf("no question to ask with %q in %q", want, r.QuestionsToAsk)
		}
	}
	none := analyze(render(baseCV()), baseCV(), "# Office Manager\n\nYou will run our office.", may2025)
	for _, want := range []string{"Which tools and processes does the team use day to day?", "What should a new Office Manager have achieved"} {
		if !has(none.QuestionsToAsk, want) {
			t.Errorf("no question to ask with %q in %q", want, none.QuestionsToAsk)
		}
	}
	if len(r.InterviewQuestions) > maxInterview || len(r.QuestionsToAsk) > maxQuestions {
		t.Errorf("got %d interview questions and %d to ask, over the caps", len(r.InterviewQuestions), len(r.QuestionsToAsk))
	}
}

// The questions to ask quote a posting line ("You mention …") only where
// it speaks of what the question asks: the candidate's own growth, how the
// role's success is judged, where the work happens (en/de/fr/es). Growth,
// learning, measures, an office suite or a hybrid cloud that are the work
// leave the neutral question, and where the work happens is asked in words
// that stay true when the posting names only a city.
func TestQuestionsToAskQuoteOnlyWhatTheyAsk(t *testing.T) {
	cases := []struct {
		name, jd, want string
	}{
		{"growth en benefit", "# Product Manager\n\nBenefits:\n- Professional development opportunities.", "You mention “Professional development opportunities”"},
		{"growth en the work", "# Data Scientist\n\nYou will drive revenue growth with machine learning and model training.", "The posting does not mention growth"},
		{"growth en careers page", "# Data Scientist\n\nApply at careers.example.com.", "The posting does not mention growth"},
		{"growth de", "# Entwickler\n\nWir bieten Weiterbildung und Karrierechancen.", "You mention “Wir bieten Weiterbildung und Karrierechancen”"},
		{"growth de the work", "# Entwickler\n\nSie entwickeln Lösungen für Machine Learning und Training von Modellen.", "The posting does not mention growth"},
		{"growth fr", "# Développeur\n\nNous offrons des perspectives d'évolution.", "You mention “Nous offrons des perspectives d'évolution”"},
		{"growth fr information", "# Développeur\n\nVous gérez le système d'information.", "The posting does not mention growth"},
		{"growth es", "# Desarrollador\n\nOfrecemos un plan de carrera.", "You mention “Ofrecemos un plan de carrera”"},
		{"growth es degree", "# Desarrollador\n\nCarrera en Informática y crecimiento de ventas.", "The posting does not mention growth"},
		{"success en said", "# Product Manager\n\nYour success is measured by adoption and retention.", "You mention “Your success is measured by adoption and retention”"},
		{"success en the work", "# Security Engineer\n\nImplement security measures and report metrics and KPIs.", "How will you measure success in this role after six months?"},
		{"success de said", "# Entwickler\n\nIhr Erfolg wird gemessen an der Zufriedenheit unserer Kunden.", "You mention “Ihr Erfolg wird gemessen an der Zufriedenheit unserer Kunden”"},
		{"success de the work", "# Controller\n\nSie erstellen Kennzahlen-Reporting und Messungen.", "How will you measure success in this role after six months?"},
		{"success fr the work", "# Technicien\n\nVous suivez les indicateurs et les mesures de sécurité.", "How will you measure success in this role after six months?"},
		{"success es the work", "# Analista\n\nAnálisis de métricas e indicadores de ventas.", "How will you measure success in this role after six months?"},
		{"place en said", "# Support Engineer\n\nThis role is fully remote.", "You mention “This role is fully remote”"},
		{"place en office suite", "# Compliance Officer\n\nProficient in MS Office.", "The posting does not say whether the work is on-site, hybrid or remote"},
		{"place en hybrid cloud", "# Cloud Engineer\n\nYou will run our hybrid cloud and remote support.", "The posting does not say whether the work is on-site, hybrid or remote"},
		{"place de said", "# Entwickler\n\nEinsatzort: Hamburg, 50 % Homeoffice.", "You mention “Einsatzort: Hamburg, 50 % Homeoffice”"},
		{"place de the work", "# Marketing\n\nSie betreuen unsere Online-Präsenz und das Büro-Management mit MS Office.", "The posting does not say whether the work is on-site, hybrid or remote"},
		{"place de label only", "# Entwickler\n\nEinsatzort: Weinheim\n\nSie entwickeln Webanwendungen.", "The posting does not say whether the work is on-site, hybrid or remote"},
		{"place fr label only", "# Développeur\n\nLieu de travail : Lyon\n\nVous développez des applications web.", "The posting does not say whether the work is on-site, hybrid or remote"},
		{"place fr said", "# Développeur\n\nTélétravail deux jours par semaine.", "You mention “Télétravail deux jours par semaine”"},
		{"place fr the work", "# Ingénieur\n\nVous travaillez au bureau d'études.", "The posting does not say whether the work is on-site, hybrid or remote"},
		{"place es said", "# Desarrollador\n\nTrabajo híbrido en Madrid.", "You mention “Trabajo híbrido en Madrid”"},
		{"place es the work", "# Administrativo\n\nManejo de Microsoft Office y material de oficina.", "The posting does not say whether the work is on-site, hybrid or remote"},
		{"team en said", "# Engineer\n\nYou join a team of five.", "You mention “You join a team of five”"},
		{"team en inside a word", "# Plumber\n\nWork beside pipefitters and steamfitters.", "The posting does not describe the team"},
		{"team de compound", "# Entwickler\n\nSie arbeiten im Entwicklungsteam.", "You mention “Sie arbeiten im Entwicklungsteam”"},
		{"team de compound plural", "# Entwickler\n\nSie leiten zwei Projektteams.", "You mention “Sie leiten zwei Projektteams”"},
		{"team fr said", "# Développeur\n\nVous rejoignez une équipe de six.", "You mention “Vous rejoignez une équipe de six”"},
		{"team es said", "# Desarrollador\n\nTe unirás a un equipo de seis.", "You mention “Te unirás a un equipo de seis”"},
		{"growth de inside a compound", "# Entwickler\n\nWir bieten individuelle Weiterentwicklungsmöglichkeiten.", "You mention “Wir bieten individuelle Weiterentwicklungsmöglichkeiten”"},
		{"place city only", "# Product Manager\n\nTech Solutions, San Francisco, CA, USA\n\nYou will own the roadmap.", "The posting does not say whether the work is on-site, hybrid or remote"},
	}
	for _, c := range cases {
		r := analyze(render(baseCV()), baseCV(), c.jd, may2025)
		if !has(r.QuestionsToAsk, c.want) {
			t.Errorf("%s: no question to ask with %q in %q", c.name, c.want, r.QuestionsToAsk)
		}
	}
}

// The tools question claims nothing about the posting: its tools may be
// written as qualifications the reader does not take for tools (RJDB).
func TestToolsQuestionClaimsNothing(t *testing.T) {
	jd := "# Senior Network Analyst\n\nRequired Skills:\n- mastery of Juniper network services\n- proficiency in Palo Alto Networks technology"
	r := analyze(render(baseCV()), baseCV(), jd, may2025)
	if has(r.QuestionsToAsk, "names no tools") {
		t.Errorf("a question says the posting names no tools: %q", r.QuestionsToAsk)
	}
}

// The on-call question is asked only where the posting speaks of being on
// call: "on call" inside "position calls" is not (RJDB).
func TestOnCallQuestionOnlyWhereThePostingSaysSo(t *testing.T) {
	cases := []struct {
		jd   string
		want bool
	}{
		{"# Analyst\n\nThe position calls for a careful analyst.", false},
		{"# SRE\n\nYou take part in the on-call rotation.", true},
		{"# SRE\n\nTeilnahme an der Rufbereitschaft.", true},
	}
	for _, c := range cases {
		r := analyze(render(baseCV()), baseCV(), c.jd, may2025)
		if got := has(r.QuestionsToAsk, "how often would I be on call"); got != c.want {
			t.Errorf("%q: on-call question %v, want %v (%q)", c.jd, got, c.want, r.QuestionsToAsk)
		}
	}
}

func TestStrengthsAndWeaknessesByWeight(t *testing.T) {
	jd := "Nice to have:\n- Go\n\nRequirements:\n- Kubernetes\n- 3+ years of experience\n\nYou will use Terraform."
	r := analyze(render(baseCV()), baseCV(), jd, may2025)
	wantStrengths := []string{"Experience:"}
	wantWeaknesses := []string{"Kubernetes:", "Terraform:", "Go:"}
	for i, w := range wantStrengths {
		if i >= len(r.Strengths) || !strings.HasPrefix(r.Strengths[i], w) {
			t.Errorf("strength %d: got %q, want it to start with %q", i, r.Strengths, w)
		}
	}
	for i, w := range wantWeaknesses {
		if i >= len(r.Weaknesses) || !strings.HasPrefix(r.Weaknesses[i], w) {
			t.Errorf("weakness %d: got %q, want it to start with %q", i, r.Weaknesses, w)
		}
	}
	if r.WeaknessEvidence[0].JD != "Kubernetes" || r.StrengthEvidence[0].CV == "" {
		t.Errorf("got evidence %+v / %+v", r.WeaknessEvidence[0], r.StrengthEvidence[0])
	}
}

// TestAPlusOnlyWhereTheJobSaysSo: only the job's own words make a skill "a
// plus" or "would like": an example in parentheses weighs less, but the
// tip does not call it a plus (issue 35, class 4).
func TestAPlusOnlyWhereTheJobSaysSo(t *testing.T) {
	c := cv.FormattedCV{Email: "a@b.c", ToolsTechnologies: []string{"Go"}}
	cases := []struct{ name, jd string }{
		{"en", "You will run Go services on AWS (ECS, RDS).\n\nNice to have:\n- Kafka"},
		{"de", "Sie werden Go-Dienste auf AWS (ECS, RDS) betreiben.\n\nWünschenswert:\n- Kafka"},
		{"fr", "Vous allez exploiter des services Go sur AWS (ECS, RDS).\n\nSerait un atout :\n- Kafka"},
		{"es", "Serás responsable de servicios Go en AWS (ECS, RDS).\n\nSe valorará:\n- Kafka"},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			r := analyze(render(c), c, tt.jd, may2025)
			if !has(r.Suggestions, "Kafka is a plus") {
				t.Errorf("no plus tip for the nice-to-have Kafka in %q", r.Suggestions)
			}
			if has(r.Suggestions, "ECS is a plus") || has(r.Suggestions, "RDS is a plus") || has(r.Weaknesses, "would like it and your CV does not mention it") && !has(r.Weaknesses, "Kafka: the job would like it") {
				t.Errorf("an example in parentheses called a wish: %q %q", r.Suggestions, r.Weaknesses)
			}
			if !has(r.Weaknesses, "Amazon ECS: the job asks for it") {
				t.Errorf("no weakness asking for ECS in %q", r.Weaknesses)
			}
		})
	}
}

// TestFigureExampleIsAPieceOfWork: the figures tip quotes a bullet a
// figure can go into, not a fragment or a list of tools that a profile
// lists among its bullets (issue 35, item 2), in en/de/fr/es.
func TestFigureExampleIsAPieceOfWork(t *testing.T) {
	tests := []struct{ name, bullets, want string }{
		{"en", "• Development\n• Java, Scala, C, C++\n• Built the billing service for the shop\n• Ran the team", "Built the billing service for the shop"},
		{"de", "• Entwicklung\n• Java, Spring, Docker, Kubernetes\n• Aufbau der Schnittstelle zum Lager\n• Tests", "Aufbau der Schnittstelle zum Lager"},
		{"fr", "• Développement\n• Java, Spring, Docker, Kubernetes\n• Refonte du portail des clients\n• Tests", "Refonte du portail des clients"},
		{"es", "• Desarrollo\n• Java, Spring, Docker, Kubernetes\n• Diseño de la API de pagos\n• Pruebas", "Diseño de la API de pagos"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reportOf("Jane Doe\nDeveloper\n\nExperience\nDeveloper, Acme\t2019 – 2021\n"+tt.bullets+"\n", "Requirements:\n- Java")
			found := false
			for _, s := range r.Suggestions {
				if strings.Contains(s, "has a figure") {
					found = true
					if !strings.Contains(s, "“"+tt.want+"”") {
						t.Errorf("tip %q, want the example %q", s, tt.want)
					}
				}
			}
			if !found {
				t.Errorf("no figures tip: %q", r.Suggestions)
			}
		})
	}
}

// The question's quote starts where its cue stands in the posting's own
// text, also when letters before it take fewer bytes lower-cased ("İ").
func TestQuestionQuoteFindsItsCueInTheText(t *testing.T) {
	text := strings.Repeat("İİİİ İİİİ İİİİ İİİİ İİİİ İİİİ İİİİ İİİİ İİİİ İİİİ. ", 6) + "You join a team of five engineers."
	lower := strings.ToLower(text)
	at := cueAt(lower, []string{"team"})
	if got := text[offsetIn(text, lower, at):]; !strings.HasPrefix(got, "team of five") {
		t.Errorf("the cue's offset in the text points at %q", got)
	}
}

// Two skills shown in one CV sentence make one question that quotes it,
// not two questions quoting two cuts of it (en/de/fr/es); a quote of
// another sentence still makes the second.
func TestInterviewQuestionsQuoteASentenceOnce(t *testing.T) {
	cases := []struct{ name, about, jd string }{
		{"en", "Backend developer who has built payment services in Python for retail banks and insurers across Europe over six years, and who now runs them on Kubernetes with a team of four.",
			"# Backend Engineer\n\nRequirements:\n- Python\n- Kubernetes"},
		{"de", "Backend-Entwickler, der seit sechs Jahren Zahlungsdienste in Python für Banken und Versicherer in ganz Europa baut und sie heute mit einem Team von vier auf Kubernetes betreibt.",
			"# Backend-Entwickler\n\nAnforderungen:\n- Python\n- Kubernetes"},
		{"fr", "Développeur backend qui conçoit depuis six ans des services de paiement en Python pour des banques et des assureurs de toute l'Europe, et qui les exploite sur Kubernetes avec une équipe de quatre.",
			"# Développeur backend\n\nProfil recherché :\n- Python\n- Kubernetes"},
		{"es", "Desarrollador backend que desde hace seis años construye servicios de pago en Python para bancos y aseguradoras de toda Europa, y que hoy los opera en Kubernetes con un equipo de cuatro.",
			"# Desarrollador backend\n\nRequisitos:\n- Python\n- Kubernetes"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cvDoc := cv.FormattedCV{ProfessionalHeader: "Jane Doe", AboutMe: c.about}
			r := analyze(render(cvDoc), cvDoc, c.jd, may2025)
			n := 0
			for _, q := range r.InterviewQuestions {
				if strings.HasPrefix(q, "Your CV mentions ") {
					n++
				}
			}
			if n != 1 {
				t.Errorf("want one question quoting the sentence, got %d in %q", n, r.InterviewQuestions)
			}
		})
	}
}

func TestSameSentence(t *testing.T) {
	cases := []struct {
		a, b string
		want bool
	}{
		{"… payment services for retail banks across Europe with Python …", "… for retail banks across Europe with Python and Kubernetes …", true},
		{"Built REST APIs in Python for 2M users", "Built REST APIs in Python for 2M users", true},
		{"Responsible for the design of the API", "Responsible for the test of the cluster", false},
		{"Short", "Short", true},
	}
	for _, c := range cases {
		if got := sameSentence(c.a, c.b); got != c.want {
			t.Errorf("sameSentence(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}
