package match

// The data half of TestEval: the score on RJDB's fitting and non-fitting
// CVs, and the job-requirement extraction against the gold skill spans of
// SkillSpan and Green et al. Everything is read from ../shared/data at test
// time and only printed (see SOURCES.md there for the licences); nothing is
// asserted and nothing is copied into the repository.
//
// Span rule: a gold span is found when a skill, tool, years, education or
// language requirement overlaps it by at least one token; a requirement is
// correct when it overlaps some gold span. Overlap rather than exact match
// because the gold skill spans are whole phrases ("partner continuously with
// your many stakeholders") where the engine reads the term inside them, and
// a term never covers two gold spans at once, so overlap cannot inflate
// recall. Duties and the job title are left out: they are whole sentences
// and are not extracted as skills. In Green et al. the Skill, Qualification
// and Experience spans are gold; a requirement that overlaps only a Domain or
// Occupation span ("finance", "nurse") counts neither way.

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/parse"
)

const sharedData = "../../../shared/data"

// rjdbTriple is one line of RJDB's test.jsonl.
type rjdbTriple struct {
	JD        string `json:"Job-Description"`
	Matched   string `json:"Resume-matched"`
	Unmatched string `json:"Resume-unmatched"`
}

func readRJDB(t *testing.T) []rjdbTriple {
	t.Helper()
	f, err := os.Open(filepath.Join(sharedData, "rjdb", "test.jsonl"))
	if err != nil {
		return nil
	}
	defer f.Close()
	var out []rjdbTriple
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var x rjdbTriple
		if err := json.Unmarshal(sc.Bytes(), &x); err != nil {
			t.Fatal(err)
		}
		out = append(out, x)
	}
	return out
}

// rjdbScores scores both CVs of every triple; "Present" is the month the
// data was made in (its CVs' dates end in 2023).
func rjdbScores(triples []rjdbTriple) (fit, unfit []int) {
	const now = 2023*12 + 11
	for _, x := range triples {
		fit = append(fit, analyze(x.Matched, parse.Text(x.Matched), x.JD, now).MatchPercentage)
		unfit = append(unfit, analyze(x.Unmatched, parse.Text(x.Unmatched), x.JD, now).MatchPercentage)
	}
	return fit, unfit
}

func evalRJDB(t *testing.T) {
	triples := readRJDB(t)
	if len(triples) == 0 {
		fmt.Println("\nRJDB: ../shared/data/rjdb/test.jsonl is absent, skipped")
		return
	}
	fit, unfit := rjdbScores(triples)
	higher, ties, fitIn, unfitIn := 0, 0, 0, 0
	for i := range fit {
		switch {
		case fit[i] > unfit[i]:
			higher++
		case fit[i] == unfit[i]:
			ties++
		}
		if fit[i] >= 80 {
			fitIn++
		}
		if unfit[i] < 80 {
			unfitIn++
		}
	}
	n := float64(len(fit))
	fmt.Printf("\nRJDB (%d jobs, each with a fitting CV and the same CV with skills or years removed)\n", len(fit))
	fmt.Printf("  pairwise accuracy (fitting CV strictly higher) %.3f   ties %.3f   AUC %.3f\n", float64(higher)/n, float64(ties)/n, auc(fit, unfit))
	fmt.Printf("  fitting CVs >= 80: %.1f %%   non-fitting CVs < 80: %.1f %%\n", 100*float64(fitIn)/n, 100*float64(unfitIn)/n)
	flo, fmed, fhi := spread(fit)
	ulo, umed, uhi := spread(unfit)
	fmt.Printf("  fitting scores min/median/max %d/%d/%d   non-fitting %d/%d/%d\n", flo, fmed, fhi, ulo, umed, uhi)
}

// auc is the probability that a fitting CV, drawn at random, scores above a
// non-fitting one drawn at random (ties count half).
func auc(pos, neg []int) float64 {
	sorted := append([]int(nil), neg...)
	sort.Ints(sorted)
	sum := 0.0
	for _, p := range pos {
		below := sort.SearchInts(sorted, p)
		equal := sort.SearchInts(sorted, p+1) - below
		sum += float64(below) + float64(equal)/2
	}
	return sum / float64(len(pos)) / float64(len(neg))
}

// goldSentence is a tokenised sentence with its gold spans as token ranges
// [from, to) and, separately, spans that count neither way.
type goldSentence struct {
	tokens        []string
	gold, neutral [][2]int
}

// readCoNLL reads SkillSpan: token, skill tag, knowledge tag; both tags are gold.
func readCoNLL(path string) ([]goldSentence, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var out []goldSentence
	var toks []string
	var tags [2][]string
	flush := func() {
		if len(toks) > 0 {
			s := goldSentence{tokens: toks}
			for _, col := range tags {
				s.gold = append(s.gold, bioSpans(col, nil)...)
			}
			out = append(out, s)
		}
		toks, tags = nil, [2][]string{}
	}
	for _, ln := range strings.Split(string(b), "\n") {
		f := strings.Split(strings.TrimRight(ln, "\r"), "\t")
		if len(f) < 3 {
			flush()
			continue
		}
		toks = append(toks, f[0])
		tags[0], tags[1] = append(tags[0], f[1]), append(tags[1], f[2])
	}
	flush()
	return out, nil
}

// readGreen reads Green et al.'s testset.txt: "token tag" lines, blank
// lines between sentences.
func readGreen(path string) ([]goldSentence, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var out []goldSentence
	var toks, tags []string
	flush := func() {
		if len(toks) > 0 {
			gold := map[string]bool{"Skill": true, "Qualification": true, "Experience": true}
			s := goldSentence{tokens: toks, gold: bioSpans(tags, gold)}
			notGold := map[string]bool{"Domain": true, "Occupation": true}
			s.neutral = bioSpans(tags, notGold)
			out = append(out, s)
		}
		toks, tags = nil, nil
	}
	for _, ln := range strings.Split(string(b), "\n") {
		f := strings.Fields(ln)
		if len(f) < 2 {
			flush()
			continue
		}
		toks, tags = append(toks, f[0]), append(tags, f[1])
	}
	flush()
	return out, nil
}

// bioSpans returns the B-/I- spans of tags, only of the types in keep when
// keep is not nil.
func bioSpans(tags []string, keep map[string]bool) [][2]int {
	var out [][2]int
	start, typ := -1, ""
	end := func(i int) {
		if start >= 0 && (keep == nil || keep[typ]) {
			out = append(out, [2]int{start, i})
		}
		start = -1
	}
	for i, tag := range tags {
		switch {
		case strings.HasPrefix(tag, "B-"):
			end(i)
			start, typ = i, tag[2:]
		case strings.HasPrefix(tag, "I-") && start >= 0 && tag[2:] == typ:
		case strings.HasPrefix(tag, "I-"):
			end(i)
			start, typ = i, tag[2:]
		default:
			end(i)
		}
	}
	end(len(tags))
	return out
}

// spanCounts are the counts behind precision and recall.
type spanCounts struct{ predicted, correct, gold, found int }

func (c *spanCounts) add(s goldSentence) {
	text, offsets := "", make([][2]int, len(s.tokens))
	for i, tok := range s.tokens {
		if i > 0 {
			text += " "
		}
		offsets[i] = [2]int{len(text), len(text) + len(tok)}
		text += tok
	}
	overlaps := func(r Requirement, span [2]int) bool {
		return r.Start < offsets[span[1]-1][1] && offsets[span[0]][0] < r.End
	}
	var preds []Requirement
	for _, r := range Requirements(text) {
		if r.Kind != KindResponsibility && r.Kind != KindTitle && r.Kind != KindSeniority {
			preds = append(preds, r)
		}
	}
	c.gold += len(s.gold)
	for _, g := range s.gold {
		for _, r := range preds {
			if overlaps(r, g) {
				c.found++
				break
			}
		}
	}
next:
	for _, r := range preds {
		for _, g := range s.gold {
			if overlaps(r, g) {
				c.predicted++
				c.correct++
				continue next
			}
		}
		for _, g := range s.neutral {
			if overlaps(r, g) {
				continue next
			}
		}
		c.predicted++
	}
}

func (c spanCounts) String() string {
	p, r := ratio(c.correct, c.predicted), ratio(c.found, c.gold)
	f := 0.0
	if p+r > 0 {
		f = 2 * p * r / (p + r)
	}
	return fmt.Sprintf("precision %.3f (%d/%d)  recall %.3f (%d/%d)  F1 %.3f", p, c.correct, c.predicted, r, c.found, c.gold, f)
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

func evalSpans(t *testing.T) {
	fmt.Println("\njob-requirement extraction against gold skill spans (overlap of one token; see eval_data_test.go)")
	sets := []struct {
		name  string
		files []string
		read  func(string) ([]goldSentence, error)
	}{
		{"SkillSpan house+tech test (skill, knowledge)", []string{"skillspan/skillspan_house_test.conll", "skillspan/skillspan_tech_test.conll"}, readCoNLL},
		{"Green et al. test (skill, qualification, experience)", []string{"green_skills/testset.txt"}, readGreen},
	}
	for _, set := range sets {
		var c spanCounts
		sentences := 0
		for _, f := range set.files {
			ss, err := set.read(filepath.Join(sharedData, f))
			if err != nil {
				fmt.Printf("  %s: %v, skipped\n", set.name, err)
				continue
			}
			for _, s := range ss {
				c.add(s)
			}
			sentences += len(ss)
		}
		fmt.Printf("  %-52s %5d sentences: %s\n", set.name, sentences, c)
	}
}
