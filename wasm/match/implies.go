package match

// shownBy lists, for a broad skill, the lexicon terms whose use shows it: a
// CV that shows PostgreSQL shows SQL. Names are the lexicon's display names
// (a test checks them), kept to cases with no doubt.
var shownBy = map[string][]string{
	"SQL":                   {"PostgreSQL", "MySQL", "SQLite", "Microsoft SQL Server", "MariaDB", "Oracle Database", "T-SQL"},
	"NoSQL":                 {"MongoDB", "Redis", "Cassandra", "DynamoDB"},
	"containerization":      {"Docker", "Kubernetes"},
	"CI/CD":                 {"GitHub Actions", "Jenkins", "GitLab CI", "CircleCI"},
	"Jenkins CI":            {"Jenkins"},
	"cloud computing":       {"AWS", "Microsoft Azure", "Google Cloud Platform"},
	"agile":                 {"Scrum", "Kanban"},
	"observability":         {"Datadog", "Prometheus", "Grafana", "OpenTelemetry"},
	"front-end development": {"React", "Vue.js", "Angular"},
	"web development":       {"HTML", "CSS", "JavaScript", "React", "Vue.js", "Angular"},
	"JavaScript framework":  {"React", "Vue.js", "Angular", "Svelte"},
	"back-end development":  {"Java", "Spring", "Spring Boot", "Node.js", "Django", "Flask", "FastAPI", "Ruby on Rails", "PHP", "Laravel", "ASP.NET", "Express.js"},
}

// fullStack is shown by a front-end and a back-end term together.
var fullStack = [2]string{"front-end development", "back-end development"}

// shownByWords lists, for general skills, the word pieces (lower case, in the
// four languages) of CV lines that show them in use: "led a team of five"
// shows leadership, "cross-functional teams" teamwork. A line that denies or
// only wishes for them (neutral) does not count.
var shownByWords = map[string][]string{
	"teamwork":            phrases("team collaborat cross-functional teamarbeit teamfähig zusammenarbeit equipo colabor équipe"),
	"leadership":          phrases("led_a led_the team_lead managed_a_team mentor supervis head_of führung leitete leitung liderazgo lideré dirigí encadr dirigé"),
	"communication":       phrases("communicat present liais stakeholder kommunikat präsent comunicac comunica communiqu"),
	"problem solving":     phrases("troubleshoot problem-solv solved resolved debugg lösung löste resolví résolu"),
	"attention to detail": phrases("detail accura precis meticul sorgfalt genauigkeit detalle minuti rigueur"),
	"time management":     phrases("deadline prioriti on-time on_time zeitmanagement termingerecht plazos délais"),
	"customer service":    phrases("customer_service customer_support client_service kundenservice kundenbetreuung atención_al_cliente service_client"),
	// Unit tests, test automation and code reviews are quality assurance
	// done (audit class 6: a strength showed the job's quality assurance
	// duty by "Code-Reviews, Testing" beside a weakness saying quality
	// assurance was not mentioned). "A/B testing" is no piece of it.
	"quality assurance": phrases("unit_test integration_test regression_test test_automation automated_test code_review code-review testautomatisierung automatisierte_test unit-test tests_unitaires tests_automatisés revue_de_code pruebas_unitarias pruebas_automatizadas revisión_de_código revisiones_de_código"),
	// Building web applications is web development, said in other words
	// (class 23 of the audit).
	"web development": phrases("web_application web_app web-app webanwendung webapplikation application_web applications_web aplicación_web aplicaciones_web"),
}

// skillCoverage is 100 when the CV shows a skill or tool (skillEvidence), 50
// when it names it only at a basic level, with the CV's words.
func skillCoverage(name string, p profile) (int, string) {
	ev, ok := skillEvidence(name, p)
	switch {
	case !ok:
		return 0, ""
	case p.basic[name]:
		// A term that implies it in full counts in full.
		q := p
		q.skills = map[string]string{}
		for k, v := range p.skills {
			if k != name {
				q.skills[k] = v
			}
		}
		if ev2, ok := skillEvidence(name, q); ok {
			return 100, ev2
		}
		return 50, ev
	}
	return 100, ev
}

// skillEvidence returns the CV words that show a skill or tool by name, by
// alias or through a term that implies it.
func skillEvidence(name string, p profile) (string, bool) {
	if ev, ok := p.skills[name]; ok {
		return ev, true
	}
	for _, n := range shownBy[name] {
		if ev, ok := p.skills[n]; ok && !p.basic[n] {
			return ev, true
		}
	}
	if name == "full-stack development" {
		front, ok1 := skillEvidence(fullStack[0], p)
		_, ok2 := skillEvidence(fullStack[1], p)
		if ok1 && ok2 {
			return front, true
		}
	}
	if cues := shownByWords[name]; len(cues) > 0 {
		for i, ln := range p.plain {
			if containsAny(ln, cues) && !onlyInOtherSense(name, ln) {
				return clipToCues(p.lines[i], ln, cues), true
			}
		}
	}
	return "", false
}
