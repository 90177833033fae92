package cv

import "strings"

// nameAndTitle returns the CV's name and its professional header without a
// first part that repeats the name (the parser writes "Name • Title" and
// also fills the name), so that no file writes the name twice. A CV
// without a name gives its header whole: nothing is taken for a name.
func nameAndTitle(f FormattedCV) (name, title string) {
	name = strings.TrimSpace(f.Name)
	parts := nonEmpty(strings.Split(f.ProfessionalHeader, headerSeparator)...)
	if name != "" && len(parts) > 0 && sameText(parts[0], name) {
		parts = parts[1:]
	}
	return name, strings.Join(parts, " "+headerSeparator+" ")
}

// contactParts lists the contact details the CV has, in the order phone,
// email, LinkedIn, website, location; what is empty is left out.
func contactParts(f FormattedCV) []string {
	return nonEmpty(f.Phone, f.Email, f.LinkedIn, f.Website, f.Address)
}

// sameText reports whether a and b are the same words, case and spacing
// aside.
func sameText(a, b string) bool {
	return strings.EqualFold(strings.Join(strings.Fields(a), " "), strings.Join(strings.Fields(b), " "))
}
