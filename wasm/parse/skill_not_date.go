package parse

import "strings"

// dateOrAddress reports whether a skills item is a date or a web address
// alone, which no skill is: pasted, a column beside the skills gives its
// entries' dates ("Mar 2015 – Jun 2017", "— 2017-05-31") and the rest of
// their addresses ("//www.example.org", cut after "https:") to the skills
// list (issue 34, kendall, macchiato). A product named like a domain
// ("Socket.io") or with its year ("Excel 2016") stays.
func dateOrAddress(it string) bool {
	s := strings.TrimLeft(it, "—–- ")
	if s == "" {
		return false
	}
	if isDateOnly(s) {
		return true
	}
	l := strings.ToLower(s)
	return strings.HasPrefix(l, "//") || strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://") || strings.HasPrefix(l, "www.")
}
