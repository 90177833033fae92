package match

import "strings"

// A colon label that says only that the lines after it are optional
// ("Nice:" after "Must:", "Optional:", "Kann:", "Facultatif :",
// "Opcional:") opens a list of nice-to-haves. It was read as an unknown
// heading, so the lines after it were read as expected requirements, or
// not at all, though the post says they are wishes. The must side of such
// a pair of labels is not changed here: read as must-haves, its lines
// lowered the German graded set (docs/match.md, session 16).

// optionalLabel reports whether a colon label t says only that what
// follows is optional.
func optionalLabel(t string) bool {
	l := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(strings.ToLower(t)), ":"))
	return optionalLabels[l] || markerHeading(t) == secPreferred
}

// optionalLabels are the one-word optional labels that markerHeading,
// which reads longer phrases ("nice to have", "wünschenswert"), does not.
var optionalLabels = toSet("nice optional kann facultatif optionnel opcional")
