package match

// A degree asked "or a comparable qualification" ("Hochschulabschluss
// oder eine gleichwertige Qualifikation", "bachelor's degree or
// equivalent", "ou équivalent", "o equivalente") leaves it to the reader
// whether a lower level, with the CV's experience, is comparable: the CV
// does not clearly miss it, so it is asked about and holds no score below
// 80.

// allowsEquivalent reports whether an education requirement's sentence
// accepts an equivalent.
func allowsEquivalent(r Requirement) bool {
	return equivalentRe.MatchString(r.Clause)
}
