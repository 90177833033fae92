package match

import "testing"

// A requirements line written wholly in parentheses is an aside: read from
// its words as a qualification, it weighs one level below the same line
// without them, in en/de/fr/es. Two parentheses side by side are not one
// aside.
func TestAsideLineWeighsOneLevelLess(t *testing.T) {
	tests := []struct {
		name, heading, line string
	}{
		{"en", "Requirements:", "Knowledge of the retail banking sector and its regulators"},
		{"de", "Anforderungen:", "Kenntnisse der Logistikbranche und ihrer Zollverfahren"},
		{"fr", "Exigences :", "Connaissance du secteur bancaire et de ses régulateurs"},
		{"es", "Requisitos:", "Conocimiento del sector bancario y de sus reguladores"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			plain := qualificationImportance(t, tt.heading+"\n- Java\n- "+tt.line)
			aside := qualificationImportance(t, tt.heading+"\n- Java\n- ("+tt.line+")")
			if aside == plain || aside != lower(plain) {
				t.Errorf("in parentheses %q, without %q: want one level less", aside, plain)
			}
		})
	}
	for _, text := range []string{"(AWS) and (GCP)", "Java (Spring)", "(Java", "()"} {
		if asideLine(text) {
			t.Errorf("%q read as one aside", text)
		}
	}
}

// qualificationImportance is the importance of the one qualification a
// job's lines give.
func qualificationImportance(t *testing.T, jd string) string {
	t.Helper()
	for _, r := range Requirements(jd) {
		if r.Kind == KindQualification {
			return r.Importance
		}
	}
	t.Fatalf("no qualification read: %v", Requirements(jd))
	return ""
}
