package match

import "regexp"

// A post's hashtags ("#OneTeam", "#LI-Hybrid", "#WeAreHiring") are its
// slogans and job-board tags, not skills or products it asks for. The "#"
// must start the tag: after a letter or digit it ends a name ("C#", "F#").
// The lexicon already skips a term glued to "#"; the product reader, which
// takes any camel-case word, needs the spans.
var hashtagRe = regexp.MustCompile(`(?:^|[^\p{L}\p{N}#])(#[\p{L}\p{N}_]+(?:-[\p{L}\p{N}_]+)*)`)

// hashtags returns the spans of the hashtags in text.
func hashtags(text string) [][2]int {
	var out [][2]int
	for _, m := range hashtagRe.FindAllStringSubmatchIndex(text, -1) {
		out = append(out, [2]int{m[2], m[3]})
	}
	return out
}
