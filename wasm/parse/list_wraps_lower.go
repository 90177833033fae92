package parse

import "strings"

// listWrapsLower reports whether l, starting in lower case, goes on with
// the item a comma list ends inside: the list's line (box last) has three
// separators or more, ends with none, and fills nine tenths of its
// column. firstWordWidth's estimate of l's first word (the line's average
// letter, commas and spaces included) misses such a wrap when the word has
// wide letters ("…, Sound" over "reasoning and problem-solving …").
func listWrapsLower(last cell, l line, c *wrapCtx) bool {
	width := c.right[l.group] - c.left[l.group]
	return startsLower(l.cells[0].s) && strings.Count(last.s, ", ") >= 3 && !endsItem(last.s) &&
		last.x1-c.left[l.group] >= 0.9*width
}
