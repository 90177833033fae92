package parse

import "testing"

func TestLabelRules(t *testing.T) {
	cases := []struct {
		rule, text string
		want       bool
	}{
		{"rated below", "Data Visualisation\nAdvanced", true},
		{"rated below", "Tableau, Power BI\nAdvanced", false},
		{"level joined", "Communication & Leadership Expert\nPublic speaking", true},
		{"level joined", "Python Advanced\nSQL Expert", false},
		{"rated below side by side", "Enterprise Sales\tSales Tools & CRM\nExpert\tAdvanced", true},
		{"rated below side by side", "Vertrieb\tCRM und Tools\nExperte\tFortgeschritten", true},
		{"rated below side by side", "Ventas\tHerramientas CRM\nExperto\tAvanzado", true},
		{"rated below side by side", "Vente\tOutils CRM\nExpert\tAvancé", true},
		{"rated below side by side", "Python\tSQL\nGo\tExpert", false},
		{"level beside", "Enterprise Sales\tExpert\nFull-Cycle Sales\tQuota Attainment", true},
		{"level beside", "Vertrieb\tFortgeschritten\nSalesforce\tHubSpot", true},
		{"level beside", "Ventas\tAvanzado\nSalesforce\tHubSpot", true},
		{"level beside", "Vente\tAvancé\nSalesforce\tHubSpot", true},
		{"level beside", "Python\tAdvanced\nSQL\tExpert", false},
		{"name above its list", "Data Engineering & Tools\ndbt, Airflow, Git", true},
		{"name above its list", "Go, SQL, Docker,\nKubernetes\ndbt, Airflow, Git", false},
		{"caps name over its list", "DATA ENGINEERING & TOOLS\n\ndbt, Airflow, Git", true},
		{"caps name over its list", "DATENBANKEN UND TOOLS\n\ndbt, Airflow, Git", true},
		{"caps name over its list", "OUTILS DE DONNÉES\n\ndbt, Airflow, Git", true},
		{"caps name over its list", "HERRAMIENTAS DE DATOS\n\ndbt, Airflow, Git", true},
		{"caps name over its list", "Data Engineering & Tools\n\ndbt, Airflow, Git", false},
		{"caps name over its list", "Go, Docker,\nSQL\n\ndbt, Airflow, Git", false},
		{"caps name over its list", "AWS\n\ndbt, Airflow, Git", false},
		{"name over its tags", "Languages\nPython\n\nSQL\n\nGo\n\nRust\n\nJava\n\nKotlin\n\nCloud & DevOps\nDocker", true},
		{"name over its tags", "Python\n\nSQL\n\nGo\n\nRust\n\nJava\n\nKotlin\n\nCloud & DevOps\nDocker", false},
		{"name over its tags", "Languages\nPython\n\nSQL\n\nGo\n\nRust\n\nJava\n\nKotlin\n\nGo · Rust ·\nDocker", false},
		{"names before lists", "Go · Rust ·\nJava\n\nAWS · Ansible\n\nStore Planning &\nForecasts\n\nCloud Tools", true},
		{"names before lists", "Go · Rust ·\nJava\n\nAWS · Ansible\n\nGit\n\nDocker\n\nStore Planning\n\nCloud Tools", false},
		{"paired name", "Python\nDesign & Research\nFigma", true},
		{"paired name", "Python\nPre-sales & Follow-up\nFigma", false},
	}
	seen := map[string]map[bool]bool{}
	for _, c := range cases {
		var is func([]line, int) bool
		for _, r := range labelRules {
			if r.name == c.rule {
				is = r.is
			}
		}
		if is == nil {
			t.Fatalf("no label rule %q", c.rule)
		}
		lines := textLines(c.text)
		if got := is(lines, len(lines)-2); got != c.want {
			t.Errorf("%s(%q): got %v, want %v", c.rule, c.text, got, c.want)
		}
		if seen[c.rule] == nil {
			seen[c.rule] = map[bool]bool{}
		}
		seen[c.rule][c.want] = true
	}
	for _, r := range labelRules {
		if !seen[r.name][true] || !seen[r.name][false] {
			t.Errorf("label rule %q needs a case where it applies and one where it does not", r.name)
		}
	}
}

func TestInOtherFontAbove(t *testing.T) {
	lines := []line{styled("bold", "Data Visualisation"), styled("body", "Tableau"), styled("body", "Power BI")}
	if !inOtherFontAbove(lines, 0, "body") || inOtherFontAbove(lines, 1, "body") {
		t.Error("only the line in another font above the items' font is a group's name")
	}
}

// TestRatedGroupNames: a skill group named with its level in parentheses
// before its list ("Data Engineering & Cloud Tools (Intermediate): dbt,
// …", paper, onepage) gives its items, never its name, even when the name
// is longer than a plain label's four words, in en/de/fr/es (issue 34).
func TestRatedGroupNames(t *testing.T) {
	tests := []struct{ lang, title, line string }{
		{"en", "Skills", "Data Engineering & Cloud Tools (Intermediate): dbt, Airflow, Snowflake"},
		{"de", "Kenntnisse", "Datenbanken und Data Engineering im Team (Fortgeschritten): dbt, Airflow, Snowflake"},
		{"fr", "Compétences", "Ingénierie des données et outils (Avancé) : dbt, Airflow, Snowflake"},
		{"es", "Habilidades", "Ingeniería de datos y herramientas (Master): dbt, Airflow, Snowflake"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			got := Text("Jane Doe\nData Engineer\n\n" + tt.title + "\n" + tt.line + "\n")
			skills := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
			if want := []string{"dbt", "Airflow", "Snowflake"}; !sameSet(skills, want) {
				t.Errorf("skills %q, want %q", skills, want)
			}
		})
	}
}

// TestNameOverTags: skills pasted as tags a block each, each group's name
// right over its first tag (elegant), give the tags and no group name, in
// en/de/fr/es.
func TestNameOverTags(t *testing.T) {
	tests := []struct {
		lang, title string
		groups      [2]string
	}{
		{"en", "Skills", [2]string{"Sales Tools & CRM", "Communication & Leadership"}},
		{"de", "Kenntnisse", [2]string{"Vertrieb und CRM", "Kommunikation und Führung"}},
		{"fr", "Compétences", [2]string{"Vente et CRM", "Communication et leadership"}},
		{"es", "Habilidades", [2]string{"Ventas y CRM", "Comunicación y liderazgo"}},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			text := "Alex Moreau\nalex@example.org\n\n" + tt.title + "\n" + tt.groups[0] + "\nSalesforce\n\nHubSpot\n\nOutreach.io\n\nPipedrive\n\n" +
				tt.groups[1] + "\nMentoring\n\nNegotiation\n\nForecasting\n\nCoaching\n"
			f := Text(text)
			got := append(append([]string{}, f.CoreSkills...), f.ToolsTechnologies...)
			if len(got) != 8 {
				t.Fatalf("skills %q, want the eight tags", got)
			}
			for _, g := range got {
				if g == tt.groups[0] || g == tt.groups[1] {
					t.Errorf("group name %q read as a skill", g)
				}
			}
		})
	}
}
