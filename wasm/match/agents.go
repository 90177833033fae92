package match

import "strings"

// A skill named by its activity ("coaching", "testing", "consulting",
// "auditing") is shown by a role whose noun does it: an "Agile Coach", a
// "Software Tester", a "Consultant", an "Auditor". CVs and marketplace
// profiles write what they were far more often than the activity's name.

// agentForms are the role nouns that do a one-word activity named with
// "-ing": the bare stem and its -er, -or and -ant nouns.
func agentForms(name string) []string {
	base, ok := strings.CutSuffix(strings.ToLower(name), "ing")
	if !ok || strings.Contains(name, " ") || len(base) < 4 {
		return nil
	}
	return []string{base, base + "er", base + "or", base + "ant", strings.TrimSuffix(base, "e") + "er"}
}

// roleThatDoes is the first of the CV's role titles whose words name one
// of the role nouns that do the activity name, quoted; "" when none does.
func roleThatDoes(name string, p profile) string {
	forms := agentForms(name)
	if forms == nil {
		return ""
	}
	for _, t := range strings.Split(p.titles, "\n") {
		for _, f := range forms {
			if containsWord(t, f) {
				return titleQuote(t, p)
			}
		}
	}
	return ""
}
