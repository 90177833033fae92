package parse

import "testing"

func TestPartRules(t *testing.T) {
	cases := []struct {
		rule, part, address string // address: the contact's address before the part
		want                bool
	}{
		{"handle", "@jane_doe", "", true},
		{"handle", "Jane Doe", "", false},
		{"network handle", "LinkedIn mayarodriguez", "", true},
		{"network handle", "Kaggle Grandmaster", "", false},
		{"no letters", "✉", "", true},
		{"no letters", "Data Analyst", "", false},
		{"quotation", "“Make it simple”", "", true},
		{"quotation", "Make it simple", "", false},
		{"contact label", "Téléphone :", "", true},
		{"contact label", "Backend Engineer", "", false},
		{"address", "10115 Berlin, Germany", "", true},
		{"address", "10115 Berlin, Germany", "Paris", false},
		{"labelled address", "Adresse : 75011 Paris, France", "", true},
		{"labelled address", "Adresse : voir plus bas", "", false},
		{"long text", "Engineer who turns raw data into decisions for product teams", "", true},
		{"long text", "Engineer | Speaker | Author | Mentor | Writer", "", false},
		{"heading word", "Experience", "", true},
		{"heading word", "Site Reliability Engineer", "", false},
	}
	seen := map[string]map[bool]bool{}
	for _, c := range cases {
		var r *partRule
		for k := range partRules {
			if partRules[k].name == c.rule {
				r = &partRules[k]
			}
		}
		if r == nil {
			t.Fatalf("no part rule %q", c.rule)
		}
		ct := contact{address: c.address}
		if got := r.applies(c.part, &ct); got != c.want {
			t.Errorf("%s(%q): got %v, want %v", c.rule, c.part, got, c.want)
		}
		if seen[c.rule] == nil {
			seen[c.rule] = map[bool]bool{}
		}
		seen[c.rule][c.want] = true
	}
	for _, r := range partRules {
		if !seen[r.name][true] || !seen[r.name][false] {
			t.Errorf("part rule %q needs a case where it applies and one where it does not", r.name)
		}
	}
}

func TestAddressRulesTakeTheAddress(t *testing.T) {
	var c contact
	if partKindOf("Adresse : 75011 Paris, France", &c) != partTaken || c.address != "75011 Paris, France" {
		t.Errorf("labelled address: got %q", c.address)
	}
	if partKindOf("Data Analyst", &c) != partShort {
		t.Error("a title is a short candidate")
	}
}

func TestPickNameAndTitle(t *testing.T) {
	short := []candidate{
		{text: "jane@example.com · Berlin", size: 10, order: 0, x: 400},
		{text: "Jane Doe", size: 20, order: 1, x: 72},
		{text: "Speaker", size: 10, order: 2, x: 400},
		{text: "Backend Engineer", size: 10, order: 3, x: 72},
	}
	name, at, x, rest := pickName(short)
	if name != "Jane Doe" || at != 1 || x != 72 || len(rest) != 3 {
		t.Fatalf("pickName: %q at %d x %v, %d left", name, at, x, len(rest))
	}
	if got, under := pickTitle(rest, at, x); got != "Backend Engineer" || !under {
		t.Errorf("title under the name at its left edge: got %q (under %v)", got, under)
	}
	if got, under := pickTitle(rest, -1, 0); got != "Speaker" || under {
		t.Errorf("without a name the first title-like text: got %q (under %v)", got, under)
	}
}

func TestHeaderText(t *testing.T) {
	long := []candidate{
		{text: "Data Scientist Specializing in Machine Learning and Predictive Analytics", order: 1, whole: true},
		{text: "Seven years of models in production for retail and logistics teams,", order: 2, whole: true},
		{text: "from the first notebook to the service that runs them every night.", order: 3, whole: true},
		{text: "Speaker at PyData Berlin and mentor for the local data science meetup.", order: 5, gap: true, whole: true},
	}
	title, about := headerText(long, "", false, 0, false)
	want := "Seven years of models in production for retail and logistics teams, from the first notebook to the service that runs them every night.\nSpeaker at PyData Berlin and mentor for the local data science meetup."
	if title != long[0].text || about != want {
		t.Errorf("got title %q, about %q", title, about)
	}
	if !headlineUnderName(long, 0, 0, false) || headlineUnderName(long, 1, 0, false) {
		t.Error("only the line under the name, with text after it, is the headline")
	}
	if headlineUnderName(long[:1], 0, 0, false) || !headlineUnderName(long[:1], 0, 0, true) {
		t.Error("a headline alone is the summary unless a summary section follows")
	}
}
