package match

import "testing"

// TestSoftwareDevelopmentInOtherWords: a CV that does not name software
// development but holds a line that may say it in other words is told so,
// with the line, not that it does not mention it (issue 35, audit class
// 23), in en/de/fr/es; a CV with no such line is told it does not mention
// it.
func TestSoftwareDevelopmentInOtherWords(t *testing.T) {
	const jd = "Requirements:\n- Knowledge of software development or scripting\n- Kubernetes"
	tests := []struct{ name, line string }{
		{"en", "Senior Software Engineer, Acme\t2019 – 2024"},
		{"de", "Softwareentwickler, Acme\t2019 – 2024"},
		{"fr", "Ingénieur logiciel, Acme\t2019 – 2024"},
		{"es", "Desarrollador de software, Acme\t2019 – 2024"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reportOf("Jane Doe\n\nExperience\n"+tt.line+"\n• Ran Kubernetes clusters for the shop\n", jd)
			if has(r.Weaknesses, "does not mention it") || !has(r.Weaknesses, "your CV does not name it, but “") {
				t.Errorf("weaknesses %q, want the line that may show it", r.Weaknesses)
			}
			if has(r.Suggestions, "software development or scripting: the job requires it and your CV does not mention it") {
				t.Errorf("tips %q say it is not mentioned", r.Suggestions)
			}
		})
	}
	r := reportOf("Jane Doe\n\nExperience\nShop assistant, Acme\t2019 – 2024\n• Ran Kubernetes clusters for the shop\n", jd)
	if !has(r.Weaknesses, "software development or scripting: the job requires it and your CV does not mention it") {
		t.Errorf("weaknesses %q, want it not mentioned", r.Weaknesses)
	}
}
