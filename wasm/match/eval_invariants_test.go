package match

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/parse"
)

// maxWholeWordShare is the share of met skill and tool requirements that
// may break invariant (b) where the lexicon cannot tell (issue 35): 1 %.
const maxWholeWordShare = 0.01

// TestEvalInvariants runs the invariants of issue 35 on every pair of
// ../shared: RJDB's fitting and non-fitting CV of each job, the German
// graded pairs of gulp_de, every real resume against every real job, and
// with -themes every PDF of the theme corpus against every real job.
// It prints the count per invariant and fails on any violation (for (b),
// above maxWholeWordShare, each one listed). Texts of gulp_de are never
// printed: its pairs are named by their ids only.
func TestEvalInvariants(t *testing.T) {
	if !*evalFlag {
		t.Skip("run with -eval")
	}
	if _, err := os.Stat(filepath.Dir(fixtures)); err != nil {
		t.Skip("../shared is absent")
	}
	total, met, pairs := counts{}, 0, 0
	var shown []string
	check := func(source, id, text string, c cv.FormattedCV, jd string, r Report, quote bool) {
		pairs++
		met += metTerms(r)
		vs := violations(text, c, jd, r)
		total.add(vs)
		for _, v := range vs {
			msg := v.msg
			if !quote {
				msg = "(text not quoted: evaluation-only data)"
			}
			shown = append(shown, fmt.Sprintf("%s %s [%s] %s", source, id, v.inv, msg))
		}
	}
	run := func(source, id, text string, c cv.FormattedCV, jd string, now int, quote bool) {
		check(source, id, text, c, jd, analyze(text, c, jd, now), quote)
	}
	for i, x := range rjdbReports(t) {
		for j, kind := range []string{"fit", "unfit"} {
			check("rjdb", fmt.Sprintf("%d %s", i, kind), x[j].text, x[j].cv, x[j].jd, x[j].report, true)
		}
	}
	for _, p := range readGulpPairs(t) {
		run("gulp_de", p[0]+"×"+p[1], p[2], parsedText(p[2]), p[3], thisMonth(), false)
	}
	jds := realJobs(t)
	resumes, _ := filepath.Glob(filepath.Join(fixtures, "resumes", "*"))
	for _, rf := range resumes {
		if filepath.Ext(rf) == ".json" && filepath.Base(rf) != "resume-matcher-master-resume.json" {
			continue
		}
		text, c := readResume(t, rf)
		for _, jd := range jds {
			run("real", filepath.Base(rf)+"×"+jd[0], text, c, jd[1], may2025, true)
		}
	}
	// The theme corpus's PDFs (make eval), each against every real job.
	for _, cvf := range themePDFs(*themesFlag) {
		r := parse.PDF(loadPages(t, cvf))
		name := filepath.Base(filepath.Dir(cvf)) + "/" + strings.TrimSuffix(filepath.Base(cvf), ".json")
		for _, jd := range jds {
			run("theme", name+"×"+jd[0], r.Text, r.CV, jd[1], may2025, true)
		}
	}
	sort.Strings(shown)
	fmt.Printf("\ninvariants of issue 35 over %d pairs (%d met skill and tool requirements)\n%s", pairs, met, total)
	for _, s := range shown {
		fmt.Println("  ", s)
	}
	for _, n := range invariantNames {
		limit := 0
		if n == invWhole {
			limit = int(maxWholeWordShare * float64(met))
		}
		if total[n] > limit {
			t.Errorf("invariant %s: %d violations (at most %d)", n, total[n], limit)
		}
	}
}

// themesFlag is the theme corpus that make eval generates: its PDFs are
// pairs of TestEvalInvariants too.
var themesFlag = flag.String("themes", "", "folder of the theme corpus (make eval writes build/theme-corpus)")

// realJobs are the real job descriptions as name and text.
func realJobs(t *testing.T) [][2]string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(fixtures, "jds", "*"))
	var out [][2]string
	for _, f := range files {
		out = append(out, [2]string{filepath.Base(f), readJD(t, f)})
	}
	return out
}

// themePDFs are the pdf.js item files of the theme corpus in dir (each
// theme's <cv>.json, not its Word file's <cv>.docx.cv.json); none
// without dir.
func themePDFs(dir string) []string {
	if dir == "" {
		return nil
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*", "*.json"))
	var out []string
	for _, f := range files {
		if filepath.Base(filepath.Dir(f)) != "truth" && !strings.Contains(filepath.Base(f), ".docx.") {
			out = append(out, f)
		}
	}
	return out
}

// loadPages reads a dumped pdf.js items file.
func loadPages(t *testing.T, path string) []parse.Page {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Pages []parse.Page `json:"pages"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	return doc.Pages
}

// metTerms counts the skill and tool requirements a report finds shown.
func metTerms(r Report) int {
	n := 0
	for _, q := range r.Requirements {
		if (q.Kind == KindSkill || q.Kind == KindTool) && q.Coverage > 0 {
			n++
		}
	}
	return n
}

// readGulpPairs returns gulp_de's pairs as id of CV, id of post, CV text,
// post text; none when the data is absent.
func readGulpPairs(t *testing.T) [][4]string {
	t.Helper()
	pairs, cvs, posts, err := readGulp()
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	var out [][4]string
	for _, p := range pairs {
		out = append(out, [4]string{strconv.Itoa(p.CV), strconv.Itoa(p.Post), cvs[p.CV], posts[p.Post]})
	}
	return out
}
