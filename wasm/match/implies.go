package match

// shownBy lists, for a broad skill, the lexicon terms whose use shows it: a
// CV that shows PostgreSQL shows SQL. Names are the lexicon's display names
// (a test checks them), kept to cases with no doubt.
var shownBy = map[string][]string{
	"SQL":                   {"PostgreSQL", "MySQL", "SQLite", "Microsoft SQL Server", "MariaDB", "Oracle Database", "T-SQL"},
	"NoSQL":                 {"MongoDB", "Redis", "Cassandra", "DynamoDB"},
	"containerization":      {"Docker", "Kubernetes"},
	"CI/CD":                 {"GitHub Actions", "Jenkins", "GitLab CI", "CircleCI"},
	"cloud computing":       {"AWS", "Microsoft Azure", "Google Cloud Platform"},
	"agile":                 {"Scrum", "Kanban"},
	"observability":         {"Datadog", "Prometheus", "Grafana", "OpenTelemetry"},
	"front-end development": {"React", "Vue.js", "Angular"},
	"web development":       {"HTML", "CSS", "JavaScript", "React", "Vue.js", "Angular"},
	"JavaScript framework":  {"React", "Vue.js", "Angular", "Svelte"},
}

// skillEvidence returns the CV words that show a skill or tool by name, by
// alias or through a term that implies it.
func skillEvidence(name string, p profile) (string, bool) {
	if ev, ok := p.skills[name]; ok {
		return ev, true
	}
	for _, n := range shownBy[name] {
		if ev, ok := p.skills[n]; ok {
			return ev, true
		}
	}
	return "", false
}
