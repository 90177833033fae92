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
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/internal/evaldata"
	"github.com/shortlist/shortlist/wasm/lexicon"
)

const sharedData = evaldata.Dir

// readRJDB reads RJDB's triples; none when the set is absent.
func readRJDB(t *testing.T) []evaldata.Triple {
	t.Helper()
	triples, err := evaldata.RJDB(sharedData)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	return triples
}

// rjdbScores scores both CVs of every triple (rjdbReports).
func rjdbScores(t *testing.T) (fit, unfit []int) {
	for _, x := range rjdbReports(t) {
		fit = append(fit, x[0].report.MatchPercentage)
		unfit = append(unfit, x[1].report.MatchPercentage)
	}
	return fit, unfit
}

func evalRJDB(t *testing.T) {
	fit, unfit := rjdbScores(t)
	if len(fit) == 0 {
		fmt.Println("\nRJDB: ../shared/data/rjdb/test.jsonl is absent, skipped")
		return
	}
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
	fmt.Printf("  calibration room: 80 %% of fitting CVs are in at a cut of %d or lower, 80 %% of non-fitting ones out at %d or higher\n",
		highestCut(fit, 0.8), lowestCut(unfit, 0.8))
	fmt.Println("  (a monotone map of the score can put the 80 line at one cut meeting both only if the first is the larger)")
}

// highestCut is the highest score t such that at least share of xs score t
// or more.
func highestCut(xs []int, share float64) int {
	s := append([]int(nil), xs...)
	sort.Ints(s)
	k := int(math.Ceil(share * float64(len(s))))
	return s[len(s)-k]
}

// lowestCut is the lowest score t such that at least share of xs score
// below t.
func lowestCut(xs []int, share float64) int {
	s := append([]int(nil), xs...)
	sort.Ints(s)
	k := int(math.Ceil(share * float64(len(s))))
	return s[k-1] + 1
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

// exactCounts are the counts of exact-span precision and recall: a
// predicted span is correct when it starts and ends on a gold span's first
// and last token.
type exactCounts struct{ predicted, correct, gold int }

// addExact scores the spans predict returns for a sentence against its gold
// spans; predicted spans are byte ranges of the sentence's tokens joined by
// spaces, moved to token boundaries.
func (c *exactCounts) addExact(s goldSentence, predict func(string) [][2]int) {
	text, offsets := "", make([][2]int, len(s.tokens))
	for i, tok := range s.tokens {
		if i > 0 {
			text += " "
		}
		offsets[i] = [2]int{len(text), len(text) + len(tok)}
		text += tok
	}
	gold := map[[2]int]bool{}
	for _, g := range s.gold {
		gold[[2]int{offsets[g[0]][0], offsets[g[1]-1][1]}] = true
	}
	neutral := map[[2]int]bool{}
	for _, g := range s.neutral {
		neutral[[2]int{offsets[g[0]][0], offsets[g[1]-1][1]}] = true
	}
	seen := map[[2]int]bool{}
	for _, sp := range predict(text) {
		sp = toTokens(sp, offsets)
		if seen[sp] || neutral[sp] {
			continue
		}
		seen[sp] = true
		c.predicted++
		if gold[sp] {
			c.correct++
		}
	}
	c.gold += len(gold)
}

// toTokens widens a byte span to the tokens it touches.
func toTokens(sp [2]int, offsets [][2]int) [2]int {
	out := sp
	for _, o := range offsets {
		if o[0] <= sp[0] && sp[0] < o[1] {
			out[0] = o[0]
		}
		if o[0] < sp[1] && sp[1] <= o[1] {
			out[1] = o[1]
		}
	}
	return out
}

func (c exactCounts) f1() (p, r, f float64) {
	p, r = ratio(c.correct, c.predicted), ratio(c.correct, c.gold)
	if p+r > 0 {
		f = 2 * p * r / (p + r)
	}
	return p, r, f
}

func (c exactCounts) String() string {
	p, r, f := c.f1()
	return fmt.Sprintf("P %.3f R %.3f F1 %.3f", p, r, f)
}

// naiveLookup is the baseline: every lexicon term found anywhere in the
// sentence, with no reading of the sentence around it.
func naiveLookup(text string) [][2]int {
	var out [][2]int
	for _, m := range lexicon.Find(text) {
		out = append(out, [2]int{m.Start, m.End})
	}
	return out
}

// evalExactSpans prints exact-span F1 of the engine's skill extraction
// (SkillMentions) and of the naive whole-lexicon lookup, sentence by
// sentence, on SkillSpan's knowledge spans (skills and tools named as
// such; its skill column holds whole phrases, "partner with stakeholders")
// and on Green et al.'s Skill spans.
func evalExactSpans() {
	fmt.Println("\nskill extraction, exact spans (sentence by sentence; engine = SkillMentions, naive = every lexicon term)")
	type set struct {
		name  string
		files []string
		read  func(string) ([]goldSentence, error)
	}
	knowledge := func(path string) ([]goldSentence, error) { return readCoNLLColumn(path, 2) }
	both := readCoNLL
	greenSkill := func(path string) ([]goldSentence, error) { return readGreenTypes(path, "Skill") }
	for _, st := range []set{
		{"SkillSpan tech test, knowledge", []string{"skillspan/skillspan_tech_test.conll"}, knowledge},
		{"SkillSpan house+tech test, knowledge", []string{"skillspan/skillspan_house_test.conll", "skillspan/skillspan_tech_test.conll"}, knowledge},
		{"SkillSpan house+tech test, skill+knowledge", []string{"skillspan/skillspan_house_test.conll", "skillspan/skillspan_tech_test.conll"}, both},
		{"Green et al. test, skill", []string{"green_skills/testset.txt"}, greenSkill},
	} {
		var engine, naive exactCounts
		for _, f := range st.files {
			ss, err := st.read(filepath.Join(sharedData, f))
			if err != nil {
				fmt.Printf("  %s: %v, skipped\n", st.name, err)
				continue
			}
			for _, s := range ss {
				engine.addExact(s, SkillMentions)
				naive.addExact(s, naiveLookup)
			}
		}
		_, _, ef := engine.f1()
		_, _, nf := naive.f1()
		fmt.Printf("  %-42s engine %s   naive %s   engine − naive %+.3f (target ≥ +0.10)\n", st.name, engine, naive, ef-nf)
	}
}

// readCoNLLColumn reads one tag column of SkillSpan (1 skill, 2 knowledge).
func readCoNLLColumn(path string, col int) ([]goldSentence, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var out []goldSentence
	var toks, tags []string
	flush := func() {
		if len(toks) > 0 {
			out = append(out, goldSentence{tokens: toks, gold: bioSpans(tags, nil)})
		}
		toks, tags = nil, nil
	}
	for _, ln := range strings.Split(string(b), "\n") {
		f := strings.Split(strings.TrimRight(ln, "\r"), "\t")
		if len(f) < 3 {
			flush()
			continue
		}
		toks, tags = append(toks, f[0]), append(tags, f[col])
	}
	flush()
	return out, nil
}

// readGreenTypes reads Green et al. with the given span types as gold and
// the others as neutral (counted neither way).
func readGreenTypes(path string, types ...string) ([]goldSentence, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	keep, other := map[string]bool{}, map[string]bool{}
	for _, t := range []string{"Skill", "Qualification", "Experience", "Domain", "Occupation"} {
		other[t] = true
	}
	for _, t := range types {
		keep[t], other[t] = true, false
	}
	var out []goldSentence
	var toks, tags []string
	flush := func() {
		if len(toks) > 0 {
			out = append(out, goldSentence{tokens: toks, gold: bioSpans(tags, keep), neutral: bioSpans(tags, other)})
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

func TestCuts(t *testing.T) {
	xs := []int{90, 70, 80, 60, 100}
	for _, c := range []struct {
		share           float64
		highest, lowest int
	}{
		{0.8, 70, 91}, // 4 of 5 at 70 or more; 4 of 5 below 91
		{0.6, 80, 81},
		{0.2, 100, 61},
	} {
		if got := highestCut(xs, c.share); got != c.highest {
			t.Errorf("highestCut(%v) = %d, want %d", c.share, got, c.highest)
		}
		if got := lowestCut(xs, c.share); got != c.lowest {
			t.Errorf("lowestCut(%v) = %d, want %d", c.share, got, c.lowest)
		}
	}
}
