package parse

import (
	"strings"

	"github.com/shortlist/shortlist/wasm/lexicon"
)

// termRun splits a skills item that is known terms side by side with only
// spaces between them ("SQL Python Pandas": tags pasted out of a PDF, or a
// list written without commas) into the terms as written. An item that is
// one term ("Google Cloud Platform"), or holds a word no term covers
// ("Sales Playbook Design"), stays whole: only the lexicon may cut it. So
// does a vendor's product ("AWS Redshift", "LinkedIn Sales Navigator"): a
// vendor's name before a word that is no vendor's.
func termRun(item string) []string {
	whole := []string{item}
	ws := strings.Fields(item)
	if len(ws) < 2 || vendors[strings.ToLower(ws[0])] && !vendors[strings.ToLower(ws[1])] {
		return whole
	}
	if _, ok := lexicon.Lookup(item); ok {
		return whole
	}
	ms := lexicon.Find(item)
	if len(ms) < 2 {
		return whole
	}
	prev := 0
	out := make([]string, 0, len(ms))
	for _, m := range ms {
		if strings.TrimSpace(item[prev:m.Start]) != "" {
			return whole
		}
		out = append(out, m.Text)
		prev = m.End
	}
	if strings.TrimSpace(item[prev:]) != "" {
		return whole
	}
	return out
}

// vendors are names that stand before their products' names.
var vendors = wordSet("aws", "amazon", "azure", "microsoft", "google", "linkedin", "salesforce", "apache", "adobe",
	"oracle", "sap", "ibm", "atlassian", "hubspot", "meta", "apple", "cisco", "red", "zoho")
