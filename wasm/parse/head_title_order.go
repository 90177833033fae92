package parse

import "github.com/shortlist/shortlist/wasm/cv"

// experiences builds the experience items of a section's entries, then
// reads the heads where both names read as a title by the section's own
// order (titleOrder).
func experiences(es []entry, dates dateMemo) []cv.Experience {
	out := make([]cv.Experience, len(es))
	for i, e := range es {
		out[i] = experience(e, dates)
	}
	titleOrder(out, es, dates)
	return out
}

// headNames are the names of an entry's head in order: its parts without
// the date, the place and the links.
func headNames(e entry, dates dateMemo) []string {
	_, _, parts := headParts(e.head, dates)
	var out []string
	for _, lp := range seniorityWrap(parts) {
		for _, p := range lp {
			if p = withoutLinks(p); p != "" {
				out = append(out, p)
			}
		}
	}
	return out
}

// titleOrder: a head of two names that both read as a title ("Consultora
// Brisa Digital" over "Ingeniera de Datos": consultora is a consultant and
// a consultancy) takes the position from where the section's other heads
// of two names put it, when at least two of them have one name that reads
// as a title and all put it at the same place (slick and kendall: the
// employer first). Left alone, the first title-like name was the position.
func titleOrder(xs []cv.Experience, es []entry, dates dateMemo) {
	votes := [2]int{}
	var both []int
	names := make([][]string, len(es))
	for i, e := range es {
		names[i] = headNames(e, dates)
		if len(names[i]) != 2 {
			continue
		}
		a, b := titleName(names[i][0]), titleName(names[i][1])
		switch {
		case a && b:
			both = append(both, i)
		case a:
			votes[0]++
		case b:
			votes[1]++
		}
	}
	at := -1
	switch {
	case votes[0] >= 2 && votes[1] == 0:
		at = 0
	case votes[1] >= 2 && votes[0] == 0:
		at = 1
	}
	if at < 0 {
		return
	}
	for _, i := range both {
		if n := names[i]; xs[i].Position == n[1-at] && xs[i].Company == n[at] {
			xs[i].Position, xs[i].Company = n[at], n[1-at]
		}
	}
}

// titleName reports whether a head's name reads as a title.
func titleName(s string) bool { return isTitle(s) && !isCompanyName(s) }
