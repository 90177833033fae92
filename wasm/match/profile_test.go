package match

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/shortlist/shortlist/wasm/cv"
)

func TestDurations(t *testing.T) {
	tests := []struct {
		name, duration string
		wantMonths     int
		ok             bool
	}{
		{"month names", "Jan 2020 – Dec 2020", 12, true},
		{"numeric", "03/2019 - 02/2021", 24, true},
		// A bare year is the middle of that year: "2018–2019" is one year.
		{"years only", "2018–2019", 12, true},
		{"years only, three apart", "2020 - 2023", 36, true},
		{"month start, bare end", "Mar 2020 - 2022", 28, true},
		{"bare start, open end", "2024 - Present", 11, true},
		{"present", "Jan 2025 – Present", 5, true},
		{"german open end", "seit 03.2024", 15, true},
		{"spanish", "ene. 2024 - actualidad", 17, true},
		{"german months", "Mär 2024 – Dez 2024", 10, true},
		{"month, year", "January, 2011 - December, 2016", 72, true},
		{"single year", "2023", 6, true},
		{"same year twice", "2023 - 2023", 6, true},
		{"future is cut at now", "2024 - 2030", 11, true},
		// A season is its three months, not the half year of a bare year.
		{"summer", "Summer 2022", 3, true},
		{"german summer", "Sommer 2021", 3, true},
		{"french summer", "Été 2021", 3, true},
		{"spanish summer", "Verano 2021", 3, true},
		{"season range", "Summer 2021 – Fall 2022", 18, true},
		{"winter starts in december", "Winter 2022", 3, true},
		{"season to present", "Fall 2024 - Present", 9, true},
		// Two-digit years, as German profiles write them.
		{"two-digit years", "06/13-04/14", 11, true},
		{"two-digit years across the century", "01/99-06/00", 18, true},
		{"two-digit years, en dash", "12/96 – 06/97", 7, true},
		{"no date", "a while", 0, false},
		{"backwards", "2022 - 2019", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			iv, ok := durationInterval(tt.duration, may2025)
			if ok != tt.ok {
				t.Fatalf("got ok %v, want %v", ok, tt.ok)
			}
			if got := experienceMonths([]interval{iv}); ok && got != tt.wantMonths {
				t.Errorf("got %d months, want %d", got, tt.wantMonths)
			}
		})
	}
}

func TestOverlappingJobsCountOnce(t *testing.T) {
	c := cv.FormattedCV{ProfessionalExperience: []cv.Experience{
		{Duration: "2018 - 2020"}, {Duration: "2019 - 2021"}, {Duration: "2023 - 2023"},
	}}
	if got := newProfile(render(c), c, may2025).months; got != 42 {
		t.Errorf("got %d months, want 42 (2018–2021 once, plus half of 2023)", got)
	}
}

// Jobs that follow each other in bare years add up to the years they span,
// not one more for each job.
func TestBackToBackJobs(t *testing.T) {
	c := cv.FormattedCV{ProfessionalExperience: []cv.Experience{
		{Duration: "2015 - 2017"}, {Duration: "2017 - 2020"},
	}}
	if got := newProfile(render(c), c, may2025).months; got != 60 {
		t.Errorf("got %d months, want 60 (2015–2020)", got)
	}
}

func TestCVLanguages(t *testing.T) {
	tests := []struct {
		name  string
		c     cv.FormattedCV
		lang  string
		level int
	}{
		{"cefr", cv.FormattedCV{Languages: []cv.Language{{Language: "Deutsch", ProficiencyLevel: "C2"}}}, "German", 6},
		{"word level", cv.FormattedCV{Languages: []cv.Language{{Language: "English", ProficiencyLevel: "Native"}}}, "English", 7},
		{"listed without level", cv.FormattedCV{Languages: []cv.Language{{Language: "Español"}}}, "Spanish", 4},
		{"in a sentence", cv.FormattedCV{AboutMe: "I speak fluent French."}, "French", 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := newProfile(render(tt.c), tt.c, may2025).languages[tt.lang]
			if !ok || got.level != tt.level {
				t.Errorf("got %+v (%v), want %s at %d", got, ok, tt.lang, tt.level)
			}
		})
	}
}

func TestClipKeepsTheTextsOwnWords(t *testing.T) {
	long := "Led the migration of forty services from a monolith to Kubernetes on AWS while keeping every release on schedule and the error budget intact for all of our customers in Europe and Asia"
	got := clip(long, len(long)-10)
	if len(got) > maxClip || got == "" {
		t.Fatalf("got %q, want at most %d bytes", got, maxClip)
	}
	if !strings.Contains(long, got) {
		t.Errorf("clip %q is not a piece of the text", got)
	}
	for _, s := range []string{strings.Repeat("x", 300), strings.Repeat("é", 200), "a " + strings.Repeat("y", 300)} {
		for _, at := range []int{0, 100, len(s) - 1} {
			got := clip(s, at)
			if len(got) > maxClip || !strings.Contains(s, got) || !utf8.ValidString(got) {
				t.Errorf("clip of a %d-byte text at %d: got %q", len(s), at, got)
			}
		}
	}
	if clip("short", 0) != "short" {
		t.Errorf("a short text changed")
	}
}

// A role written before its dates in words keeps no word of the range:
// "Analyst II between 2016 and 2020" is the role "Analyst II" (RJDB).
func TestDatedLineRoleWithoutTheRangeWord(t *testing.T) {
	cases := []struct{ line, title string }{
		{"- Application Support Analyst II between 2016 and 2020. Offered support.", "Application Support Analyst II"},
		{"- Senior Technical Architect from 2011-2016, where I supervised systems.", "Senior Technical Architect"},
		{"- Systemanalytiker von 2013 bis 2016 bei der Bahn.", "Systemanalytiker"},
		{"- Analyste système du 2013 au 2016 à Lyon.", "Analyste système"},
		{"- Analista de sistemas desde 2013 hasta 2016 en Madrid.", "Analista de sistemas"},
		{"- Data Analyst (2013 - 2016), built reports.", "Data Analyst"},
	}
	for _, c := range cases {
		roles := datedLines([]string{"Experience", c.line}, may2025)
		if len(roles) == 0 || roles[0].title != c.title {
			t.Errorf("%q: got roles %+v, want the title %q", c.line, roles, c.title)
		}
	}
}

// A date alone on its line takes the lines around it as the role, but not
// an item: pasted, the line after the date is the entry's first item, and
// its words made the role another family than the PDF's "title, date" line
// (issue 34, the theme corpus's short); a date over a head of two lines
// does not take the last item above it (caffeine).
func TestLoneDateRoleWithoutItems(t *testing.T) {
	cases := []struct {
		name  string
		lines []string
		want  string
	}{
		{"en", []string{"Experience", "Acme Labs", "Reporting Analyst", "03/2020 - 2022", "Built weekly order reports for the warehouse managers in two cities.", "Wrote queries."}, "Reporting Analyst"},
		{"de", []string{"Berufserfahrung", "Beispiel GmbH", "Datenanalystin", "08/2021 - heute", "Aufbau von Berichten für den Vertrieb und die Geschäftsleitung in drei Ländern", "Schulung"}, "Datenanalystin"},
		{"fr", []string{"Expérience", "Exemple SA", "Analyste de données", "août 2021 - aujourd'hui", "Création de tableaux de bord pour les équipes.", "Formation"}, "Analyste de données"},
		{"es", []string{"Experiencia", "Ejemplo SL", "Analista de datos", "ago. 2021 - actualidad", "Diseño de informes semanales para el equipo de ventas de toda la región", "Formación"}, "Analista de datos"},
		{"en, date over the head", []string{"Experience", "Acme Labs", "2021 - 2023", "Built release pipelines for all of the product teams", "01/2019 - 12/2020", "EXAMPLE SYSTEMS", "DEVOPS ENGINEER"}, "EXAMPLE SYSTEMS DEVOPS ENGINEER"},
		{"de, date over the head", []string{"Berufserfahrung", "Beispiel AG", "2021 - 2023", "Aufbau der Pipelines für alle Produktteams im ganzen Haus", "01/2019 - 12/2020", "MUSTER GMBH", "SYSTEMADMINISTRATOR"}, "MUSTER GMBH SYSTEMADMINISTRATOR"},
		{"fr, date over the head", []string{"Expérience", "Exemple SA", "2021 - 2023", "Mise en place des chaînes de livraison pour toutes les équipes", "01/2019 - 12/2020", "EXEMPLE SARL", "INGÉNIEUR SYSTÈMES"}, "EXEMPLE SARL INGÉNIEUR SYSTÈMES"},
		{"es, date over the head", []string{"Experiencia", "Ejemplo SL", "2021 - 2023", "Creación de las cadenas de entrega para todos los equipos de producto", "01/2019 - 12/2020", "MODELO SA", "INGENIERO DE SISTEMAS"}, "MODELO SA INGENIERO DE SISTEMAS"},
		{"a duration under the date keeps the line before", []string{"Projekte", "Beispielbank AG", "2021 - 2023", "Einführung eines neuen Lagersystems für die Filialen im ganzen Land", "01/2019 - 12/2020", "2 Jahre 4 Monate", "Softwaretest"}, "Einführung eines neuen Lagersystems für die Filialen im ganzen Land 2 Jahre 4 Monate Softwaretest"},
	}
	for _, c := range cases {
		roles := datedLines(c.lines, may2025)
		if len(roles) == 0 || roles[len(roles)-1].title != c.want {
			t.Errorf("%s: roles %+v, want the last role %q", c.name, roles, c.want)
		}
	}
}

// Certifications under a training heading are no roles: a dated Scrum
// certificate under "Aus- und Weiterbildung" fitted a Scrum Master post's
// title (gulp_de). Roles after a work heading count again.
func TestTrainingHeadingEndsTheRoles(t *testing.T) {
	cases := []struct{ name, heading string }{
		{"en", "Training"},
		{"de", "Aus- und Weiterbildung"},
		{"de fort", "Fort- und Weiterbildung"},
		{"fr", "Formation continue"},
		{"es", "Formación complementaria"},
	}
	for _, c := range cases {
		lines := []string{"Projekte", "Scrum Master 03/2016 - 05/2018", c.heading, "05/2018 - 05/2018", "Certified ScrumMaster", "Experience", "Agile Coach 06/2018 - 12/2019"}
		var titles []string
		for _, r := range datedLines(lines, may2025) {
			titles = append(titles, r.title)
		}
		if !slices.Equal(titles, []string{"Scrum Master", "Agile Coach"}) {
			t.Errorf("%s: roles %q, want the two dated roles only", c.name, titles)
		}
	}
}

// A long text is quoted within the sentences of its match: not from the
// tail of the sentence before, not into the sentence after (RJDB's
// interview questions). Abbreviations and initials end no sentence.
func TestClipQuotesWithinTheSentence(t *testing.T) {
	cases := []struct {
		name, text, term, want string
	}{
		{"en", "Worked in a busy hospital setting for many years. Managed several healthcare databases for secure availability and optimal performance. Was responsible for maintaining the backups.",
			"healthcare databases", "Managed several healthcare databases for secure availability and optimal performance."},
		{"de", "Betreuung der Kunden im ganzen Land. Verwaltung mehrerer Datenbanken mit PostgreSQL für hohe Verfügbarkeit. Danach Leitung des Teams im Bereich Betrieb mit zwölf Mitarbeitenden an drei Standorten.",
			"PostgreSQL", "Verwaltung mehrerer Datenbanken mit PostgreSQL für hohe Verfügbarkeit."},
		{"fr", "Suivi des clients dans la région. Administration de bases de données PostgreSQL pour une haute disponibilité. Ensuite direction de l'équipe d'exploitation de douze personnes sur trois sites.",
			"PostgreSQL", "Administration de bases de données PostgreSQL pour une haute disponibilité."},
		{"es", "Atención a clientes en la región. Administración de bases de datos PostgreSQL para alta disponibilidad. Después dirección del equipo de operaciones de doce personas en tres sedes distintas.",
			"PostgreSQL", "Administración de bases de datos PostgreSQL para alta disponibilidad."},
		{"acronym ends a sentence", "Led a team of four. Built a CRM system using C#, TSQL. Skilled in JavaScript, JQuery and utilized strong competency of HTML and XML for back-end work in three large retail projects.",
			"C#", "Built a CRM system using C#, TSQL."},
		{"initials end none", "Logistics. Served in the U.S. Army with SAP. Managed a large warehouse across twelve countries and three continents for over ten years with a team of forty people.",
			"SAP", "Served in the U.S. Army with SAP."},
	}
	for _, c := range cases {
		got := clip(c.text, strings.Index(c.text, c.term))
		if got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
	// At 0 the match may stand anywhere: the window is not narrowed.
	text := "We are a growing company in the heart of the city with a friendly team. You will work fully remote with flexible hours and a budget for your home office setup."
	if got := clip(text, 0); !strings.Contains(got, "fully remote") {
		t.Errorf("clip at 0 narrowed to the first sentence: %q", got)
	}
}

// A dated line's role is what comes before its dates; the work written after
// them names no role: an analyst who improved the network was no network
// engineer.
func TestDatedLineRoles(t *testing.T) {
	text := "Experience\n- Telecom Analyst (2009 - 2014), improved the network infrastructure of the operator\n- 2016 - 2019 Network Engineer, Acme\n"
	p := newProfile(text, cv.FormattedCV{}, may2025)
	tests := []struct {
		name, role string
		wantMonths int
	}{
		{"the words after the dates are the work", "Telecom Analyst", 60},
		{"not a role from the work", "Network Infrastructure Engineer", 0},
		{"the words after the dates when none come before", "Network Engineer", 36},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got, _ := roleMonths(tt.role, p); got != tt.wantMonths {
				t.Errorf("roleMonths(%q) = %d, want %d (roles %+v)", tt.role, got, tt.wantMonths, p.roles)
			}
		})
	}
}

// Audit class 24 (issue 35): months short of a minimum are not rounded up
// to it, in the point or in the check.
func TestYearsShortOfAMinimum(t *testing.T) {
	cvText := "Experience\nSoftware Engineer | ABC | May 2023 - Present\nSoftware Engineer Intern | DEF | Summer 2022\nResearch Assistant | XYZ | Summer 2021\n"
	r := reportOf(cvText, "Requirements:\n- 3+ years of experience\n- Python")
	for _, c := range r.Checks {
		if c.Kind == "years" && c.Status == Met {
			t.Errorf("the years check is met by 25 months and two summers: %+v", c)
		}
	}
	for _, s := range r.Strengths {
		if strings.Contains(s, "years") {
			t.Errorf("strength %q", s)
		}
	}
	tests := []struct {
		months, min int
		want        string
	}{
		{31, 3, "2 years and 7 months"},
		{35, 3, "2 years and 11 months"},
		{36, 3, "3 years"},
		{29, 3, "over 2 years"},
		{31, 2, "over 2 years"},
		{5, 1, "5 months"},
		{7, 1, "7 months"},
	}
	for _, tt := range tests {
		if got := yearsShortOf(tt.months, tt.min); got != tt.want {
			t.Errorf("yearsShortOf(%d, %d) = %q, want %q", tt.months, tt.min, got, tt.want)
		}
	}
}

// Audit class 22 (issue 35): an education heading is no degree, though its
// word may contain one; the degree under it still counts.
func TestEducationHeadingIsNoDegree(t *testing.T) {
	tests := []struct {
		name, cv string
		want     int
	}{
		{"de heading with a training's word", "Berufserfahrung\nEntwickler, 2015 - 2020\nAusbildungshistorie\n", 0},
		{"de heading with a colon", "Ausbildung:\nSprachen\nDeutsch", 0},
		{"de studies heading", "Studium\n", 0},
		{"en heading", "Degrees and Certifications\n", 0},
		{"fr heading (no degree word the reader knows: a guard)", "Diplômes\n", 0},
		{"es heading", "Titulación:\n", 0},
		{"de training under its heading", "Ausbildung\nAusbildung zum Fachinformatiker (IHK), 2010 - 2013\n", 1},
		{"en degree under its heading", "Education\nBachelor of Science in Physics, 2012\n", 2},
		{"es degree under its heading", "Formación\nGrado en Ingeniería Informática\n", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newProfile(tt.cv, cv.FormattedCV{}, may2025)
			if p.education != tt.want {
				t.Errorf("education level %d (%q), want %d", p.education, p.eduText, tt.want)
			}
		})
	}
}
