package match

import "testing"

// A lexicon term that starts with an article is, after "as", the first
// words of the role the post names ("as a Computer Repair Technician"),
// not a skill of its own; elsewhere it stays. The lexicon's article-led
// terms are all English, so the rule reads only the English "as a".
func TestRoleArticleIsNoSkill(t *testing.T) {
	cases := []struct {
		name, jd string
		want     bool
	}{
		{"years as a role", "Requirements:\n- 4 years of experience as a Computer Repair Technician.", false},
		{"a role in lower case", "Requirements:\n- Two years working as a computer lab assistant.", false},
		{"the skill in a sentence", "Requirements:\n- Ability to use a computer and a phone.", true},
		{"the skill after another verb", "Requirements:\n- Comfortable working at a computer all day.", true},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			found := false
			for _, r := range Requirements(tt.jd) {
				found = found || r.Name == "a computer"
			}
			if found != tt.want {
				t.Errorf("%q: \"a computer\" a requirement: %v, want %v", tt.jd, found, tt.want)
			}
		})
	}
}
