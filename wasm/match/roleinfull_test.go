package match

import "testing"

// A post read as little is scored on what was read for a CV that holds its
// title in full, so it may say a good match; for a CV in another role, and
// for a post read as its title alone, it stays between 21 and 79.
func TestRoleInFullOfAPostReadAsLittle(t *testing.T) {
	tests := []struct {
		name, jd, role, other string // role: a CV with the title in full; other: the same CV in another role
	}{
		{"en", "Scrum Master\nRequirements:\n- Scrum\n- Agile",
			"Scrum Master\n2015 – 2023 Scrum Master, Acme Ltd\nScrum and agile coaching of three teams",
			"Project Manager\n2015 – 2023 Project Manager, Acme Ltd\nScrum and agile coaching of three teams"},
		{"de", "Testmanager (m/w/d)\nAnforderungen:\n- ISTQB-Zertifizierung\n- Jira",
			"Testmanager\n01/2015 - 12/2023 Testmanager bei der Acme GmbH\nISTQB Advanced, Jira",
			"Projektleiter\n01/2015 - 12/2023 Projektleiter bei der Acme GmbH\nISTQB Advanced, Jira"},
		{"fr", "Product Owner\nProfil recherché :\n- Scrum\n- Jira",
			"Product Owner\n2015 – 2023 Product Owner, Acme SARL\nScrum, Jira",
			"Chef de projet\n2015 – 2023 Chef de projet, Acme SARL\nScrum, Jira"},
		{"es", "Scrum Master\nRequisitos:\n- Scrum\n- Jira",
			"Scrum Master\n2015 – 2023 Scrum Master, Acme S.L.\nScrum, Jira",
			"Jefe de proyecto\n2015 – 2023 Jefe de proyecto, Acme S.L.\nScrum, Jira"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if b := basis(Requirements(tt.jd)); b >= minBasis {
				t.Fatalf("basis %d: the post is not read as little", b)
			}
			if got := reportOf(tt.role, tt.jd).MatchPercentage; got < capBelow {
				t.Errorf("the CV in the post's role scored %d, want %d or more", got, capBelow)
			}
			if got := reportOf(tt.other, tt.jd).MatchPercentage; got >= capBelow {
				t.Errorf("the CV in another role scored %d, want below %d", got, capBelow)
			}
		})
	}
	// A post read as its title alone says nothing more.
	if got := reportOf("Senior Engineer\n2015 – 2023 Senior Engineer, Acme Ltd", "Senior Engineer").MatchPercentage; got >= capBelow {
		t.Errorf("a post of a title alone scored %d, want below %d", got, capBelow)
	}
}
