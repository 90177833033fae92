package parse

import "testing"

// TestWordSkillGroupHeads: a skills section whose groups are titled by
// lines of another list level than their skills (a title item over plain
// lines, or a deeper item over shallower ones) reads the titles as groups,
// not as skills.
func TestWordSkillGroupHeads(t *testing.T) {
	cases := []struct {
		name    string
		heading string
		lines   []string
		want    []string
	}{
		{"en items over plain lines", "Skills", []string{
			"0|Data Engineering", "Apache Spark", "Airflow", "dbt",
			"0|Collaboration", "Mentoring", "Code Reviews",
		}, []string{"Apache Spark", "Airflow", "dbt", "Mentoring", "Code Reviews"}},
		{"de deeper items over items", "Kenntnisse", []string{
			"2|Vertrieb", "0|Kaltakquise", "0|Angebotserstellung",
			"2|Werkzeuge", "0|Salesforce", "0|Pipedrive",
		}, []string{"Kaltakquise", "Angebotserstellung", "Salesforce", "Pipedrive"}},
		{"fr items over plain lines", "Compétences", []string{
			"0|Gestion de projet", "Planification", "Suivi budgétaire",
			"0|Outils", "Jira", "Confluence",
		}, []string{"Planification", "Suivi budgétaire", "Jira", "Confluence"}},
		{"es deeper items over items", "Habilidades", []string{
			"3|Análisis", "1|Estadística", "1|Modelado de datos",
			"3|Herramientas", "1|Tableau", "1|Power BI",
		}, []string{"Estadística", "Modelado de datos", "Tableau", "Power BI"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := wordSkills(t, c.heading, c.lines); !sameSet(got, c.want) {
				t.Errorf("skills %q, want %q", got, c.want)
			}
		})
	}
}

// TestWordSkillGroupHeadsKeepItems: a list's last item before plain lines,
// and a title over one line, stay skills.
func TestWordSkillGroupHeadsKeepItems(t *testing.T) {
	lines := []string{"Maya Rodriguez", "maya@example.com", "", "Skills",
		"0|Python", "0|SQL", "Docker", "Kubernetes", "",
		"Education", "BSc Statistics, University of Leeds", "2012 - 2015"}
	f := readWord(t, lines)
	got := append(append([]string{}, f.CoreSkills...), f.ToolsTechnologies...)
	want := []string{"Python", "SQL", "Docker", "Kubernetes"}
	if !sameSet(got, want) {
		t.Errorf("skills %q, want %q", got, want)
	}
}
