package match

import "testing"

// TestWishReachesOnlyItsPart: an adverb after a comma ("…, ideally with
// Kubernetes") wishes only what follows it, a note in parentheses ("Terraform
// (nice to have)") only the item before it, so the line's other skills keep
// the importance of their list (issue 35, class 4), in en/de/fr/es. A wish
// that opens the sentence or a nice-to-have list still wishes all of it.
func TestWishReachesOnlyItsPart(t *testing.T) {
	const runOn = " React Webpack Git Gitflow HTML CSS Jira Confluence Jenkins Maven Terraform "
	tests := []struct{ name, jd, kept, wish string }{
		{"en adverb", "Requirements:\n- Experience with Java, ideally with Kubernetes", "Java", "Kubernetes"},
		{"de adverb", "Anforderungen:\n- Sehr gute Kenntnisse in Java, idealerweise mit Kubernetes", "Java", "Kubernetes"},
		{"fr adverb", "Exigences :\n- Bonne maîtrise de Java, idéalement avec Kubernetes", "Java", "Kubernetes"},
		{"es adverb", "Requisitos:\n- Experiencia con Java, idealmente con Kubernetes", "Java", "Kubernetes"},
		{"en note", "Requirements:\nJava" + runOn + "(nice to have)", "Java", "Terraform"},
		{"de note", "Anforderungen:\nJava" + runOn + "(wünschenswert)", "Java", "Terraform"},
		{"fr note", "Exigences :\nJava" + runOn + "(souhaité)", "Java", "Terraform"},
		{"es note", "Requisitos:\nJava" + runOn + "(deseable)", "Java", "Terraform"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := importances(tt.jd)
			if got[tt.kept] == "" || got[tt.kept] == Preferred {
				t.Errorf("%s read as %q, want the list's importance (%v)", tt.kept, got[tt.kept], got)
			}
			if got[tt.wish] != Preferred {
				t.Errorf("%s read as %q, want preferred (%v)", tt.wish, got[tt.wish], got)
			}
		})
	}
	whole := []string{
		"Nice to have:\n- Experience with Java, ideally with Kubernetes",
		"Ideally, you know Java and Kubernetes (nice to have).",
		"Requirements:\n- Java (nice to have), Kubernetes (nice to have)",
	}
	for _, jd := range whole {
		got := importances(jd)
		if got["Java"] != Preferred || got["Kubernetes"] != Preferred {
			t.Errorf("%q: %v, want both preferred", jd, got)
		}
	}
}

// importances maps the names of a job's skill and tool requirements to
// their importance.
func importances(jd string) map[string]string {
	out := map[string]string{}
	for _, r := range requirements(jd, segments(jd)) {
		if r.Kind == KindSkill || r.Kind == KindTool {
			out[r.Name] = r.Importance
		}
	}
	return out
}
