package parse

import "strings"

// linkedInHyphens gives back the hyphens a viewer dropped from a LinkedIn
// address it pasted: a link wrapped at a hyphen on the page comes out
// joined without it ("…/in/robinexample-data" for "robin-example-data").
// When the CV also prints the handle under its network's name
// (linkedInFromHandle) and the two are the same but for their hyphens,
// the printed handle is the address's path; otherwise u is kept.
func linkedInHyphens(u string, lines []line) string {
	at := strings.LastIndex(u, "/in/")
	if at < 0 || !strings.Contains(u, "linkedin.") {
		return u
	}
	slug := strings.TrimSuffix(u[at+len("/in/"):], "/")
	printed := strings.TrimPrefix(linkedInFromHandle(lines), "linkedin.com/in/")
	if printed == "" || printed == slug || strings.Count(printed, "-") <= strings.Count(slug, "-") {
		return u
	}
	if strings.ReplaceAll(printed, "-", "") != strings.ReplaceAll(strings.ToLower(slug), "-", "") {
		return u
	}
	return u[:at+len("/in/")] + printed
}
