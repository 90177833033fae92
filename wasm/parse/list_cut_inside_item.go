package parse

import "strings"

// cutInsideListItem reports whether line a is a comma list cut inside its
// last name: at most three words after its last comma, and two separators
// or more, a group label's colon counting as one ("Tools & technologies:
// Slack Notion Figma, Microsoft" over "Teams Zoom, Atlassian Confluence").
// Without the label's colon a list of two items on a labelled line read
// its wrap as a new item.
func cutInsideListItem(a string) bool {
	i := strings.LastIndexByte(a, ',')
	if i < 0 || len(strings.Fields(a[i+1:])) > 3 {
		return false
	}
	n := strings.Count(a, ",")
	if groupLabelRe.MatchString(a) {
		n++
	}
	return n >= 2
}
