package match

// One table test per failure class of issue 17, from examples written here
// (not from the evaluation data), and the evidence-removal property.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/parse"
)

// reportOf scores CV text against a job as the page does, in May 2025.
func reportOf(cvText, jd string) Report {
	return analyze(cvText, parse.Text(cvText), jd, may2025)
}

// requirement returns the requirement named name, if the job has one.
func requirement(reqs []Requirement, name string) (Requirement, bool) {
	for _, r := range reqs {
		if r.Name == name {
			return r, true
		}
	}
	return Requirement{}, false
}

// Class 1: a job read as one or two requirements must not give 100 (or 0)
// and must say what the score rests on.
func TestThinJobIsReportedAsSuch(t *testing.T) {
	tests := []struct {
		name, cv, jd string
		lo, hi       int
		thin         bool
	}{
		{"one skill shown", "Skills: Python", "Requirements:\n- Python", 51, 79, true},
		{"two skills shown", "Skills: Go, Docker", "We build things in Go and Docker.", 51, 79, true},
		{"one skill missing", "Skills: Excel", "Requirements:\n- Python", 1, 49, true},
		{"enough read", "Skills: Python, Docker, SQL, Git", "Requirements:\n- Python\n- Docker\n- SQL\n- Git", 100, 100, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reportOf(tt.cv, tt.jd)
			if r.MatchPercentage < tt.lo || r.MatchPercentage > tt.hi {
				t.Errorf("got %d, want %d–%d", r.MatchPercentage, tt.lo, tt.hi)
			}
			if got := strings.Contains(r.ScoreMeaning, "based on only"); got != tt.thin {
				t.Errorf("meaning %q: says it is thin %v, want %v", r.ScoreMeaning, got, tt.thin)
			}
		})
	}
	if m := reportOf("Skills: Python", "Requirements:\n- Python").ScoreMeaning; !strings.Contains(m, "based on only 1 requirement ") {
		t.Errorf("meaning %q does not count the requirement", m)
	}
}

// Class 2: company, customers, awards, offer and how-to-apply text is no
// requirement, in English, German, Spanish and French.
func TestBoilerplateIsNotARequirement(t *testing.T) {
	tests := []struct {
		name, jd, want, not string
	}{
		{"company heading", "## About us\nWe build SAP integrations for Siemens.\n\n## Requirements\n- Python", "Python", "SAP"},
		{"customers sentence", "Our customers include Salesforce and Oracle.\nYou have 3+ years of Python.", "Python", "Salesforce"},
		{"award sentence", "We were ranked the best Kubernetes platform of 2024.\nRequirements: Go", "Go", "Kubernetes"},
		{"benefits", "Requirements:\n- Go\n\nWhat we offer:\n- Free courses on AWS", "Go", "AWS"},
		{"offer sentence", "You will get a budget for Udemy courses on Docker.\nMust have: Go", "Go", "Docker"},
		{"how to apply", "Requirements:\n- Python\n\nHow to apply:\nSend your CV and your GitHub profile.", "Python", "GitHub"},
		{"apply sentence", "Experience with Python is required. Apply via LinkedIn with your CV.", "Python", "LinkedIn"},
		{"german company", "## Über uns\nWir sind ein führender Anbieter von SAP-Lösungen.\n\n## Dein Profil\n- Erfahrung mit Java", "Java", "SAP"},
		{"german offer", "## Was wir bieten\n- Kurse zu Docker\n\n## Anforderungen\n- Python", "Python", "Docker"},
		{"german apply", "Anforderungen: Python.\nBewirb dich jetzt über LinkedIn.", "Python", "LinkedIn"},
		{"spanish company", "Sobre nosotros\nSomos una consultora líder en Salesforce.\n\nRequisitos:\n- Experiencia con Python", "Python", "Salesforce"},
		{"spanish offer", "Requisitos:\n- Java\n\nTe ofrecemos:\n- Formación en AWS", "Java", "AWS"},
		{"french company", "Qui sommes-nous ?\nNous sommes un leader de l'intégration SAP.\n\nProfil recherché :\n- Maîtrise de Java", "Java", "SAP"},
		{"french offer", "Compétences:\n- Python\n\nAvantages:\n- Formation AWS offerte", "Python", "AWS"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reqs := Requirements(tt.jd)
			if _, ok := requirement(reqs, tt.want); !ok {
				t.Errorf("no %s in %+v", tt.want, reqs)
			}
			if r, ok := requirement(reqs, tt.not); ok {
				t.Errorf("boilerplate became a requirement: %+v", r)
			}
		})
	}
}

// Class 3: what a CV denies, only wishes for, knows a little or names in a
// contact line.
func TestCVContext(t *testing.T) {
	tests := []struct {
		name, cv, skill string
		want            int
	}{
		{"used", "Built payment services in Java for 3 years.", "Java", 100},
		{"no experience", "Python developer. No experience with Java.", "Java", 0},
		{"negation ends at but", "No experience with Java, but strong Python.", "Python", 100},
		{"wish to learn", "I would like to learn Rust next year.", "Rust", 0},
		{"does not want", "I don't want to work with PHP again.", "PHP", 0},
		{"german no experience", "Keine Erfahrung mit SAP.", "SAP", 0},
		{"german basics", "Grundkenntnisse in Python", "Python", 50},
		{"spanish no experience", "Sin experiencia en Java.", "Java", 0},
		{"contact line", "GitHub: github.com/jane-doe", "GitHub", 0},
		{"address in a line", "Portfolio and code at https://github.com/jane-doe", "GitHub", 0},
		{"used after a contact line", "github: jane\nManaged releases on GitHub for 20 repositories.", "GitHub", 100},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			jd := "Requirements:\n- " + tt.skill
			r, ok := requirement(reportOf(tt.cv, jd).Requirements, tt.skill)
			if !ok {
				t.Fatalf("no %s requirement in %q", tt.skill, jd)
			}
			if r.Coverage != tt.want {
				t.Errorf("got coverage %d (%q), want %d", r.Coverage, r.CV, tt.want)
			}
		})
	}
}

// Class 4: short names that are also letters, company names or another
// product mean the term only in its context.
func TestAmbiguousNames(t *testing.T) {
	tests := []struct {
		name, jd, want, not string
	}{
		{"iOS in a mobile job", "Requirements:\n- Swift and iOS development", "iOS", "Cisco IOS"},
		{"IOS in capitals in a mobile job", "Requirements:\n- IOS apps with Swift and Xcode", "iOS", "Cisco IOS"},
		{"IOS on routers", "Requirements:\n- Configure Cisco routers and switches running IOS", "Cisco IOS", "iOS"},
		{"RAC as a company", "You will join RAC Motoring Services on the roadside team.", "", "Oracle Real Application Cluster"},
		{"Oracle RAC", "Requirements:\n- Oracle RAC administration", "Oracle Real Application Cluster", ""},
		{"PLM as a company", "You will work at PLM Systems in Munich with our sales team.", "", "Agile Product Lifecyle Management"},
		{"PLM among product lifecycle words", "Requirements:\n- PLM and product lifecycle management with Teamcenter", "Agile Product Lifecyle Management", ""},
		{"C as a grade", "Requirements:\n- Grade C or above in maths", "", "C"},
		{"C in a list", "Requirements:\n- C, C++ and Python", "C", ""},
		{"C in embedded work", "Requirements:\n- Embedded firmware in C", "C", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reqs := Requirements(tt.jd)
			if _, ok := requirement(reqs, tt.want); tt.want != "" && !ok {
				t.Errorf("no %s in %+v", tt.want, reqs)
			}
			if r, ok := requirement(reqs, tt.not); tt.not != "" && ok {
				t.Errorf("%s read as %+v", tt.not, r)
			}
		})
	}
	// The CV side too: a company called RAC shows no Oracle RAC.
	if r, _ := requirement(reportOf("Driver at RAC Motoring Services, 2019 - 2023", "Requirements:\n- Oracle RAC").Requirements, "Oracle Real Application Cluster"); r.Coverage != 0 {
		t.Errorf("a company name showed Oracle RAC: %+v", r)
	}
}

// Class 5: what a CV implies counts: back-end development from Java and
// Spring, full-stack from both sides, teamwork and leadership from use.
func TestImpliedSkills(t *testing.T) {
	tests := []struct {
		name, cv, skill string
		want            int
	}{
		{"back-end from Java and Spring", "Skills: Java, Spring Boot", "back-end development", 100},
		{"full-stack from both sides", "Built web apps with React and Node.js", "full-stack development", 100},
		{"full-stack needs both sides", "Built web apps with React", "full-stack development", 0},
		{"leadership from leading a team", "Led a team of five engineers through a platform migration.", "leadership", 100},
		{"teamwork from cross-functional teams", "Worked in cross-functional teams with design and sales.", "teamwork", 100},
		{"no teamwork from a wish", "Would like to learn how teams use Kanban.", "teamwork", 0},
		{"colleagues show no back-end", "Collaborated with back-end developers on REST APIs.", "back-end development", 0},
		{"Jenkins CI from Jenkins", "Skills: Jenkins, Docker", "Jenkins CI", 100},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			jd := "Requirements:\n- " + tt.skill
			r, ok := requirement(reportOf(tt.cv, jd).Requirements, tt.skill)
			if !ok {
				t.Fatalf("no %s requirement in %q", tt.skill, jd)
			}
			if r.Coverage != tt.want {
				t.Errorf("got coverage %d (%q), want %d", r.Coverage, r.CV, tt.want)
			}
		})
	}
}

// Class 5 too: a CV written in a language shows it at a working level.
func TestTheCVsOwnLanguage(t *testing.T) {
	english := "Jane Doe\nBackend engineer with six years of experience in the design of services for the banking sector.\n" +
		"Built the payment platform of the bank with Python and Go, from the first prototype to the launch in three countries.\n" +
		"Led the migration of the data to the cloud and the work on the new API for the partners of the company."
	r, ok := requirement(reportOf(english, "Requirements:\n- Fluent English\n- Python\n- Go").Requirements, "English")
	if !ok || r.Coverage != 80 || r.CV == "" {
		t.Errorf("got %+v, want English at B2 of C1 (80) with the CV's words", r)
	}
	if r, _ := requirement(reportOf(english, "Requirements:\n- Fluent German\n- Python\n- Go").Requirements, "German"); r.Coverage != 0 {
		t.Errorf("an English CV showed German: %+v", r)
	}
}

// Class 6: German CVs and posts: dated project histories are experience,
// compound titles are titles, and where the work happens is asked about.
func TestGermanCVsAndPosts(t *testing.T) {
	history := "Max Mustermann\n\nProjekthistorie\n\n03/2019 – 12/2021\nProjekt: Zahlungsplattform für eine Bank\nRolle: Senior Java Entwickler\n\n01/2022 – heute\nProjekt: Logistikportal\nRolle: Softwarearchitekt\n\nAusbildung\n10/2012 – 09/2016 Studium der Informatik, TU München"
	t.Run("project history is experience", func(t *testing.T) {
		r := reportOf(history, "Anforderungen:\n- Mindestens 5 Jahre Berufserfahrung\n- Java\n- Spring")
		years := findKind(t, r.Requirements, KindYears)
		if years.Coverage != 100 {
			t.Errorf("got years coverage %d, want 100 (six years of projects; the studies do not count)", years.Coverage)
		}
	})
	t.Run("studies are not experience", func(t *testing.T) {
		r := reportOf(history, "Anforderungen:\n- Mindestens 9 Jahre Berufserfahrung\n- Java\n- Spring")
		if years := findKind(t, r.Requirements, KindYears); years.Coverage >= 100 {
			t.Errorf("got years coverage %d: the studies counted", years.Coverage)
		}
	})
	t.Run("years in a role from a project history", func(t *testing.T) {
		r := reportOf(history, "Anforderungen:\n- 2 Jahre Erfahrung als Java Entwickler\n- Java\n- Spring")
		if years := findKind(t, r.Requirements, KindYears); years.Coverage != 100 {
			t.Errorf("got %+v, want the role's 2 years shown", years)
		}
	})
	titles := []struct{ jd, want string }{
		{"Softwareentwickler Java (m/w/d)\n\nDeine Aufgaben:\n- APIs bauen", "Softwareentwickler Java"},
		{"Wir suchen ab sofort eine:n Datenbankadministrator:in für unser Team in Köln.", "Datenbankadministrator"},
	}
	for _, tt := range titles {
		t.Run("title "+tt.want, func(t *testing.T) {
			if r, ok := titleIn(tt.jd); !ok || r.Name != tt.want {
				t.Errorf("got %q (%v), want %q", r.Name, ok, tt.want)
			}
		})
	}
	for _, jd := range []string{
		"Einsatzort: München, zwei Tage vor Ort.\nAnforderungen: Java",
		"Die Stelle ist zu 100 % remote.\nAnforderungen: Java",
		"Mobiles Arbeiten ist möglich.\nAnforderungen: Java",
	} {
		t.Run("place "+jd[:12], func(t *testing.T) {
			r := reportOf(history, jd)
			if !has(r.QuestionsToAsk, "how many days a week is the team together") {
				t.Errorf("the place of work was not read: %q", r.QuestionsToAsk)
			}
		})
	}
}

// Class 7: presentation.
func TestPresentation(t *testing.T) {
	twoYears := "Jane Doe\nExperience\nBackend Engineer, Acme, Jan 2023 - Present\nSkills\nPython, Docker, Git"
	t.Run("a shortfall is no strength", func(t *testing.T) {
		r := reportOf(twoYears, "Requirements:\n- 3+ years of experience\n- Python\n- Docker")
		for _, s := range r.Strengths {
			if strings.HasPrefix(s, "Experience:") {
				t.Errorf("strength %q: 2 years do not meet 3", s)
			}
		}
		if !has(r.Weaknesses, "Experience: the job requires 3+ years") {
			t.Errorf("the shortfall is not a weakness: %q", r.Weaknesses)
		}
	})
	t.Run("no must-haves is not 0 of 0", func(t *testing.T) {
		r := reportOf(twoYears, "You will build services with Python, Docker and Git.")
		if strings.Contains(r.ScoreMeaning, "0 of 0") {
			t.Errorf("meaning %q", r.ScoreMeaning)
		}
	})
	for months, want := range map[int]string{1: "1 month", 5: "5 months", 12: "1 year", 30: "over 2 years", 54: "over 4 years"} {
		if got := yearsText(months); got != want {
			t.Errorf("yearsText(%d) = %q, want %q", months, got, want)
		}
	}
	quotes := []struct{ name, jd, skill, clause string }{
		{"german z. B.", "Anforderungen:\n- Erfahrung mit Cloud-Plattformen, z. B. AWS oder Azure, ist erforderlich.", "AWS or Microsoft Azure",
			"Erfahrung mit Cloud-Plattformen, z. B. AWS oder Azure, ist erforderlich"},
		{"english e.g.", "Requirements: experience with a cloud, e.g. AWS, and with Docker.", "Docker",
			"experience with a cloud, e.g. AWS, and with Docker"},
		{"lower case after a dot", "Requirements: 3 yrs. experience with Docker.", "Docker", "3 yrs. experience with Docker"},
	}
	for _, tt := range quotes {
		t.Run(tt.name, func(t *testing.T) {
			r, ok := requirement(Requirements(tt.jd), tt.skill)
			if !ok || r.Clause != tt.clause {
				t.Errorf("got clause %q (%v), want %q", r.Clause, ok, tt.clause)
			}
		})
	}
	t.Run("a kind of tool is no skill", func(t *testing.T) {
		r := reportOf("Skills: Vue.js, Python, Docker", "Requirements:\n- Experience with a JavaScript framework\n- Python\n- Docker")
		q, ok := requirement(r.Requirements, "a JavaScript framework")
		if !ok || q.Kind != KindQualification || q.Coverage != 100 {
			t.Errorf("got %+v, want a qualification that Vue.js covers", q)
		}
	})
	t.Run("a front-end job asks for no back-end development", func(t *testing.T) {
		jd := "Requirements:\n- React\n- TypeScript\n- CSS\n\nYou will work closely with back-end developers and validate input before it reaches back-end services."
		if r, ok := requirement(Requirements(jd), "back-end development"); ok {
			t.Errorf("colleagues became a requirement: %+v", r)
		}
	})
	t.Run("a duty is said once", func(t *testing.T) {
		r := reportOf(twoYears, "Requirements:\n- Python\n- Docker\n- Git\n\nResponsibilities:\n- Negotiate supplier contracts\n- Run quarterly planning")
		for _, duty := range []string{"Negotiate supplier contracts", "Run quarterly planning"} {
			n := 0
			for _, list := range [][]string{r.Weaknesses, r.Suggestions, r.InterviewQuestions} {
				if has(list, duty) {
					n++
				}
			}
			if n != 1 {
				t.Errorf("duty %q is said in %d lists, want 1", duty, n)
			}
		}
	})
}

// removing the CV's evidence for a requirement it shows never raises the
// score: every line that holds the evidence goes.
func TestRemovingEvidenceNeverRaisesTheScore(t *testing.T) {
	cvs := []string{
		render(baseCV()),
		"Jane Doe\nSenior Backend Engineer\n\nExperience\nBackend Engineer, Acme, Jan 2019 - Present\n- Led a team of 4 building Python and Go services on Kubernetes\n- Cut PostgreSQL query times by 40%\n- Grundkenntnisse in Terraform\n\nDeveloper, Beta, 2015 - 2018\n- Built REST APIs with Django\n- No experience with Java\n\nEducation\nMSc Computer Science, 2013 - 2015\n\nSkills\nPython, Go, Docker, SQL, CI/CD, GitHub Actions\nLanguages: English (C1), German (native)",
		"Max Mustermann\nProjekthistorie\n03/2019 – 12/2021\nRolle: Senior Java Entwickler\nJava, Spring Boot, Docker, Kubernetes\n01/2022 – heute\nRolle: Softwarearchitekt\nAWS, Terraform, Teamarbeit in agilen Teams\nSprachen: Deutsch (Muttersprache), Englisch (C1)",
	}
	jds := append(append([]string(nil), propertyJDs...),
		"## Job title\nBackend Engineer\n\n## Required Skills\n1. Python: building services and APIs.\n2. Teamwork\n3. Physical stamina for on-site visits\n\n## Required Experience\n1. At least 3 years as a Backend Engineer.\n\n## Responsibilities\n1. Design APIs.")
	for i, jd := range jds {
		for k, text := range cvs {
			before := reportOf(text, jd)
			for _, r := range before.Requirements {
				if r.Coverage == 0 || r.CV == "" {
					continue
				}
				var kept []string
				for _, ln := range strings.Split(text, "\n") {
					if !strings.Contains(ln, r.CV) {
						kept = append(kept, ln)
					}
				}
				if len(kept) == len(strings.Split(text, "\n")) {
					continue // evidence joined from several places (dates)
				}
				t.Run(fmt.Sprintf("jd%d/cv%d/%s", i, k, r.Name), func(t *testing.T) {
					after := reportOf(strings.Join(kept, "\n"), jd)
					if after.MatchPercentage > before.MatchPercentage {
						t.Errorf("score rose from %d to %d without %q", before.MatchPercentage, after.MatchPercentage, r.CV)
					}
				})
			}
		}
	}
}

// Examples after an abbreviation ("bspw.", "par ex.", "p. ej.", "esp.")
// belong to the sentence before: the dot ends no sentence, the clause is
// the whole line, and a list after a one-of cue is one requirement any
// member meets, weighing one level less in its parentheses.
func TestExamplesAfterAnAbbreviation(t *testing.T) {
	tests := []struct{ name, jd, want, clause string }{
		{"de bspw.", "Anforderungen:\n- Erfahrung in mehreren Sprachen (bspw. Go, Python, Ruby)", "Go, Python or Ruby",
			"Erfahrung in mehreren Sprachen (bspw. Go, Python, Ruby)"},
		{"de mind.", "Anforderungen:\n- Erfahrung mit Java, mind. Java 11", "Java", "Erfahrung mit Java, mind. Java 11"},
		{"fr par ex.", "Exigences :\n- Expérience dans plusieurs langages (par ex. Go, Python, Ruby)", "Go, Python or Ruby",
			"Expérience dans plusieurs langages (par ex. Go, Python, Ruby)"},
		{"es p. ej.", "Requisitos:\n- Experiencia en varios lenguajes (p. ej. Go, Python, Ruby)", "Go, Python or Ruby",
			"Experiencia en varios lenguajes (p. ej. Go, Python, Ruby)"},
		{"en esp.", "Requirements:\n- Experience in several languages (esp. Go, Python, Ruby)", "Go",
			"Experience in several languages (esp. Go, Python, Ruby)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, ok := requirement(Requirements(tt.jd), tt.want)
			if !ok || r.Clause != tt.clause {
				t.Fatalf("got %+v (%v), want %q in %q", r, ok, tt.want, tt.clause)
			}
			if strings.Contains(tt.clause, "(") && r.Importance == Required {
				t.Errorf("examples in parentheses weigh as a must-have: %+v", r)
			}
		})
	}
}
