package match

import (
	"fmt"
	"sort"
)

// scoreGaps tallies the pairs of a CV scored from its PDF and from its
// text pasted, by group (a theme, a layout family): the measure of issue
// 34's "within 2 points" that TestEvalThemeScores and TestEvalLayoutScores
// print.
type scoreGaps struct {
	groups []string
	by     map[string]*gapTally
	all    gapTally
	over   []gapPair
}

type gapTally struct{ n, over, worst int }

type gapPair struct {
	name, jd    string
	pdf, pasted int
}

func (p gapPair) gap() int { return max(p.pdf-p.pasted, p.pasted-p.pdf) }

func (g *scoreGaps) add(group string, p gapPair) {
	if g.by == nil {
		g.by = map[string]*gapTally{}
	}
	if g.by[group] == nil {
		g.by[group] = &gapTally{}
		g.groups = append(g.groups, group)
	}
	d := p.gap()
	for _, x := range []*gapTally{g.by[group], &g.all} {
		x.n++
		x.worst = max(x.worst, d)
		if d > 2 {
			x.over++
		}
	}
	if d > 2 {
		g.over = append(g.over, p)
	}
}

// print writes the groups' table, then the pairs over 2 points, largest
// first; w are the widths of the group, pair and job columns.
func (g *scoreGaps) print(title, groupHead, jdHead string, w [3]int) {
	fmt.Printf("\n%s\n", title)
	fmt.Printf("%-*s %6s %8s %8s\n", w[0], groupHead, "pairs", "over 2", "largest")
	for _, name := range g.groups {
		x := g.by[name]
		fmt.Printf("%-*s %6d %8d %8d\n", w[0], name, x.n, x.over, x.worst)
	}
	fmt.Printf("%-*s %6d %8d %8d\n", w[0], "all", g.all.n, g.all.over, g.all.worst)
	sort.SliceStable(g.over, func(i, j int) bool { return g.over[i].gap() > g.over[j].gap() })
	fmt.Printf("\n%-*s %-*s %5s %6s\n", w[1], "pair over 2 points", w[2], jdHead, "PDF", "pasted")
	for _, p := range g.over {
		fmt.Printf("%-*s %-*s %5d %6d\n", w[1], p.name, w[2], p.jd, p.pdf, p.pasted)
	}
}
