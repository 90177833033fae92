package match

import "strings"

// uniqueChecks keeps one check per kind and label (issue 35, invariant d):
// a job that asks "5+ years as AWS admin" in two sentences gets one item.
// The one that holds the score down wins, else the first.
func uniqueChecks(cs []Check) []Check {
	out := cs[:0:0]
	at := map[string]int{}
	for _, c := range cs {
		key := c.Kind + "\x00" + strings.ToLower(c.Label)
		i, seen := at[key]
		switch {
		case !seen:
			at[key] = len(out)
			out = append(out, c)
		case c.Caps && !out[i].Caps:
			out[i] = c
		}
	}
	return out
}
