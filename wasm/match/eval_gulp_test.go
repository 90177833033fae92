package match

// The German half of TestEval: 1,088 pairs of German IT freelancer profiles
// and project posts graded by people from 1 (best fit) to 5 (no fit), in
// ../shared/data/gulp_de (SOURCES.md there: evaluation only, no text of it
// in the repository). Each profile is read as pasted text, the way the page
// reads it (parse.Text), and scored against the post of each pair. Nothing
// is asserted: the figures are for reading.
//
// The set is split by profile so that what is tuned on one part can be
// checked on the other: profiles with an even id are the tune part,
// profiles with an odd id the held-back part, measured only to check.

import (
	"fmt"
	"math"
	"sort"

	"github.com/shortlist/shortlist/wasm/internal/evaldata"
)

// gulpNow is the month "Present" ("Heute") stands for in the set's
// profiles: November 2019, the month that the durations the marketplace
// wrote beside each open range count to. Roles starting after the month
// set before (June 2019) were read as no experience at all.
const gulpNow = 2019*12 + 10

// gulpPair is one graded pair and its score.
type gulpPair struct {
	cv, post, grade, score int
}

// gulpScores scores every graded pair of gulp_de; nil when it is absent.
func gulpScores() ([]gulpPair, error) {
	pairs, cvs, posts, err := readGulp()
	if err != nil {
		return nil, err
	}
	// Each profile is parsed (parsedText) and each post read once, as the
	// page reads a job once for many CVs.
	jobs := map[int]Job{}
	var out []gulpPair
	for _, g := range pairs {
		p := gulpPair{cv: g.CV, post: g.Post, grade: g.Grade}
		cvText, post := cvs[g.CV], posts[g.Post]
		j, ok := jobs[g.Post]
		if !ok {
			segs := segments(post)
			j = Job{segs: segs, reqs: requirements(post, segs)}
			jobs[g.Post] = j
		}
		p.score = analyzeRead(cvText, parsedText(cvText), j.segs, j.reqs, gulpNow).MatchPercentage
		out = append(out, p)
	}
	return out, nil
}

// readGulp reads gulp_de's graded pairs and the texts they name; an error
// when the set is absent or a pair names a text it does not hold.
func readGulp() ([]evaldata.GulpPair, map[int]string, map[int]string, error) {
	pairs, err := evaldata.GulpPairs(sharedData)
	if err != nil {
		return nil, nil, nil, err
	}
	cvs, err := evaldata.GulpCVs(sharedData)
	if err != nil {
		return nil, nil, nil, err
	}
	posts, err := evaldata.GulpPosts(sharedData)
	if err != nil {
		return nil, nil, nil, err
	}
	for _, p := range pairs {
		if _, ok := cvs[p.CV]; !ok {
			return nil, nil, nil, fmt.Errorf("gulp_de: pair names CV %d, which the set lacks", p.CV)
		}
		if _, ok := posts[p.Post]; !ok {
			return nil, nil, nil, fmt.Errorf("gulp_de: pair names post %d, which the set lacks", p.Post)
		}
	}
	return pairs, cvs, posts, nil
}

func evalGulp() {
	pairs, err := gulpScores()
	if err != nil {
		fmt.Printf("\ngulp_de: %v, skipped\n", err)
		return
	}
	var tune, held []gulpPair
	for _, p := range pairs {
		if p.cv%2 == 0 {
			tune = append(tune, p)
		} else {
			held = append(held, p)
		}
	}
	fmt.Printf("\ngulp_de (German freelancer profiles × project posts, graded 1 best … 5 no fit; profiles read as pasted text)\n")
	fmt.Printf("  %-22s %5s %9s %6s %6s %12s %12s %14s %10s\n", "part", "pairs", "Spearman", "AUC", "g1 med", "g4 >= 80", "g5 >= 80", "post spread", "post var")
	for _, part := range []struct {
		name  string
		pairs []gulpPair
	}{{"all", pairs}, {"tune (even profile id)", tune}, {"held back (odd id)", held}} {
		fmt.Println("  " + gulpLine(part.name, part.pairs))
	}
	fmt.Println("  Spearman: score against fit (6 − grade), higher is better; AUC: grades 1–2 against 4–5;")
	fmt.Println("  post spread: median over posts of the range (max − min) of its scores across profiles;")
	fmt.Println("  post var: share of the scores' variance that the post alone explains (lower: the score depends on the CV)")
	for _, part := range []struct {
		name  string
		pairs []gulpPair
	}{{"tune", tune}, {"held back", held}} {
		med, top := gulpRoom(part.pairs)
		fmt.Printf("  calibration room, %s: grade-1 median %d, highest grade-5 score %d\n", part.name, med, top)
	}
	fmt.Println("  (a monotone map of the score can lift the median to 85 and keep every grade 5 under 80 only if the median is the higher)")
}

// gulpRoom is the median score of the grade-1 pairs and the highest score
// of a grade-5 pair.
func gulpRoom(pairs []gulpPair) (median, top int) {
	var g1, g5 []int
	for _, p := range pairs {
		switch p.grade {
		case 1:
			g1 = append(g1, p.score)
		case 5:
			g5 = append(g5, p.score)
		}
	}
	_, median, _ = spread(g1)
	_, _, top = spread(g5)
	return median, top
}

// gulpLine is one part's figures.
func gulpLine(name string, pairs []gulpPair) string {
	var score, fit []float64
	var good, bad, g1 []int
	g4, n4, g5, n5 := 0, 0, 0, 0
	for _, p := range pairs {
		score = append(score, float64(p.score))
		fit = append(fit, float64(6-p.grade))
		switch p.grade {
		case 1:
			g1 = append(g1, p.score)
		case 4:
			n4++
			if p.score >= 80 {
				g4++
			}
		case 5:
			n5++
			if p.score >= 80 {
				g5++
			}
		}
		if p.grade <= 2 {
			good = append(good, p.score)
		} else if p.grade >= 4 {
			bad = append(bad, p.score)
		}
	}
	_, med, _ := spread(g1)
	return fmt.Sprintf("%-22s %5d %9.3f %6.3f %6d %5d of %4d %5d of %4d %14d %10.2f", name, len(pairs),
		spearman(score, fit), auc(good, bad), med, g4, n4, g5, n5, postSpread(pairs), postShare(pairs))
}

// postSpread is the median over posts (with at least three profiles) of
// the range of its scores.
func postSpread(pairs []gulpPair) int {
	var ranges []int
	for _, s := range byPost(pairs) {
		if len(s) >= 3 {
			lo, _, hi := spread(s)
			ranges = append(ranges, hi-lo)
		}
	}
	if len(ranges) == 0 {
		return 0
	}
	_, med, _ := spread(ranges)
	return med
}

// postShare is the between-post share of the scores' variance.
func postShare(pairs []gulpPair) float64 {
	mean := 0.0
	for _, p := range pairs {
		mean += float64(p.score)
	}
	mean /= float64(len(pairs))
	total, between := 0.0, 0.0
	for _, s := range byPost(pairs) {
		m := 0.0
		for _, x := range s {
			m += float64(x)
			total += (float64(x) - mean) * (float64(x) - mean)
		}
		m /= float64(len(s))
		between += float64(len(s)) * (m - mean) * (m - mean)
	}
	if total == 0 {
		return 0
	}
	return between / total
}

func byPost(pairs []gulpPair) map[int][]int {
	out := map[int][]int{}
	for _, p := range pairs {
		out[p.post] = append(out[p.post], p.score)
	}
	return out
}

// spearman is the rank correlation of xs and ys, ties at their mean rank.
func spearman(xs, ys []float64) float64 {
	return pearson(ranks(xs), ranks(ys))
}

func ranks(xs []float64) []float64 {
	idx := make([]int, len(xs))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool { return xs[idx[a]] < xs[idx[b]] })
	out := make([]float64, len(xs))
	for i := 0; i < len(idx); {
		j := i
		for j < len(idx) && xs[idx[j]] == xs[idx[i]] {
			j++
		}
		for k := i; k < j; k++ {
			out[idx[k]] = float64(i+j-1)/2 + 1
		}
		i = j
	}
	return out
}

func pearson(xs, ys []float64) float64 {
	n := float64(len(xs))
	mx, my := 0.0, 0.0
	for i := range xs {
		mx += xs[i]
		my += ys[i]
	}
	mx, my = mx/n, my/n
	sxy, sxx, syy := 0.0, 0.0, 0.0
	for i := range xs {
		dx, dy := xs[i]-mx, ys[i]-my
		sxy += dx * dy
		sxx += dx * dx
		syy += dy * dy
	}
	if sxx == 0 || syy == 0 {
		return 0
	}
	return sxy / math.Sqrt(sxx*syy)
}
