package parse

import "strings"

// strayRatedGroups moves skill groups rated in parentheses ("Data
// Engineering & Tools (Intermediate): dbt, Airflow, AWS Redshift,") that
// stand outside a skills section to the skills: a viewer pastes a title in
// a margin apart from the groups beside it (paper), so they land among the
// contacts or under the next title. A group's wrapped lines go with it
// (lines of a comma list with no colon, "Snowflake, Git, Spark"), joined to
// it: the wrap may break an item ("A/B" / "Testing"). Such a line is no
// head or duty: it names a level and lists two items or more.
func strayRatedGroups(secs []section) []section {
	var moved []line
	for si := range secs {
		if secs[si].kind == kindSkills || secs[si].kind == kindLanguages {
			continue
		}
		var kept []line
		ls := secs[si].lines
		for i := 0; i < len(ls); i++ {
			if !ratedGroupLine(ls[i]) {
				kept = append(kept, ls[i])
				continue
			}
			g := ls[i]
			for i+1 < len(ls) && listContinues(ls[i+1]) {
				i++
				g = withCells(g, []cell{{s: g.flat() + " " + ls[i].flat(), x0: g.x0(), x1: ls[i].x1(), size: g.size, style: g.style}})
			}
			moved = append(moved, g)
		}
		secs[si].lines = kept
	}
	if len(moved) == 0 {
		return secs
	}
	for si := range secs {
		if secs[si].kind == kindSkills {
			secs[si].lines = append(secs[si].lines, moved...)
			return secs
		}
	}
	return append(secs, section{kind: kindSkills, lines: moved})
}

// ratedGroupLine reports whether l is one skill group rated in
// parentheses before a list of two items or more.
func ratedGroupLine(l line) bool {
	rest, ok := ratedGroupItems(strings.TrimSpace(l.flat()))
	return ok && strings.Count(rest, ",") >= 1
}

// listContinues reports whether l goes on with a comma list wrapped above
// it: a list with no colon, no sentence and no date.
func listContinues(l line) bool {
	s := strings.TrimSpace(l.flat())
	if !strings.Contains(s, ", ") || strings.Contains(s, ":") || isSentence(s) {
		return false
	}
	_, _, dated := findDate(s)
	return !dated
}
