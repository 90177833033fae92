package match

// TestEval measures the matcher on the natural resume↔job pairs of
// ../shared/fixtures/real (SOURCES.md): each resume is scored against every
// job description there, and the rank of its own job (1 is best) and the
// spread of its scores are printed; then on the German graded pairs
// (eval_gulp_test.go), RJDB and the gold skill spans (eval_data_test.go). It runs only with -eval (make eval) and
// asserts nothing: the figures are for reading. PDFs are read from the pdf.js
// item dumps in ../parse/testdata/pdfitems, the JSON files through their
// schemas, the rest as text.

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
	"github.com/shortlist/shortlist/wasm/parse"
)

var evalFlag = flag.Bool("eval", false, "print the matcher's rank of each resume's own job and the score spread")

// naturalPairs are the resume ↔ job pairs that SOURCES.md lists.
var naturalPairs = [][2]string{
	{"alfred_pennyworth_pm.pdf", "job_desc_product_manager.pdf"},
	{"barry_allen_fe.pdf", "job_desc_front_end_engineer.pdf"},
	{"resume-matcher-master-resume.json", "backend-eng.txt"},
	{"german_resume.md", "german_job.md"},
}

const fixtures = "../../../shared/fixtures/real"

func TestEval(t *testing.T) {
	if !*evalFlag {
		t.Skip("run with -eval")
	}
	if _, err := os.Stat(filepath.Dir(fixtures)); err != nil {
		t.Skip("../shared is absent")
	}
	evalNatural(t)
	evalGulp()
	evalRJDB(t)
	evalSpans(t)
	evalExactSpans()
}

// evalNatural prints each natural pair's own-job rank and score spread.
func evalNatural(t *testing.T) {
	if _, err := os.Stat(fixtures); err != nil {
		fmt.Println("natural pairs: ../shared/fixtures/real is absent, skipped")
		return
	}
	jdFiles, err := filepath.Glob(filepath.Join(fixtures, "jds", "*"))
	if err != nil {
		t.Fatal(err)
	}
	jds := map[string]string{}
	for _, f := range jdFiles {
		jds[filepath.Base(f)] = readJD(t, f)
	}
	names := sortedKeys(jds)
	now := thisMonth()
	var all []int
	fmt.Printf("matcher: own job's rank among %d job descriptions, and score spread\n", len(names))
	fmt.Printf("%-36s %-34s %5s %4s %4s %4s %4s\n", "resume", "own job", "score", "rank", "min", "med", "max")
	ranks := 0
	for _, pair := range naturalPairs {
		text, c := readResume(t, filepath.Join(fixtures, "resumes", pair[0]))
		scores := map[string]int{}
		var list []int
		for _, n := range names {
			scores[n] = analyze(text, c, jds[n], now).MatchPercentage
			list = append(list, scores[n])
		}
		own := scores[pair[1]]
		rank := 1
		for _, n := range names {
			if n != pair[1] && scores[n] >= own {
				rank++
			}
		}
		ranks += rank
		all = append(all, list...)
		lo, med, hi := spread(list)
		fmt.Printf("%-36s %-34s %5d %4d %4d %4d %4d\n", pair[0], pair[1], own, rank, lo, med, hi)
		if testing.Verbose() {
			for _, n := range names {
				fmt.Printf("    %-46s %3d\n", n, scores[n])
			}
		}
	}
	lo, med, hi := spread(all)
	fmt.Printf("mean rank %.2f (1 is best, ties count against); all %d scores: min %d, median %d, max %d\n",
		float64(ranks)/float64(len(naturalPairs)), len(all), lo, med, hi)
}

// spread returns the minimum, median and maximum of xs.
func spread(xs []int) (lo, med, hi int) {
	s := append([]int(nil), xs...)
	sort.Ints(s)
	return s[0], s[len(s)/2], s[len(s)-1]
}

// readPDF reads a fixture PDF from its dumped pdf.js items.
func readPDF(t *testing.T, path string) parse.PDFResult {
	t.Helper()
	name := strings.TrimSuffix(filepath.Base(path), ".pdf") + ".json"
	b, err := os.ReadFile(filepath.Join("..", "parse", "testdata", "pdfitems", name))
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Pages []parse.Page `json:"pages"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	return parse.PDF(doc.Pages)
}

func readJD(t *testing.T, path string) string {
	t.Helper()
	switch filepath.Ext(path) {
	case ".pdf":
		return readPDF(t, path).Text
	case ".json":
		return jobJSON(t, path)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// readResume returns a resume's text and formatted CV.
func readResume(t *testing.T, path string) (string, cv.FormattedCV) {
	t.Helper()
	switch filepath.Ext(path) {
	case ".pdf":
		r := readPDF(t, path)
		return r.Text, r.CV
	case ".json":
		c := resumeMatcherJSON(t, path)
		return render(c), c
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b), parse.Text(string(b))
}

// jobJSON renders a JSON Resume job as the text of a posting.
func jobJSON(t *testing.T, path string) string {
	t.Helper()
	var j struct {
		Title, Company, Description, Experience string
		Responsibilities, Qualifications        []string
		Skills                                  []struct {
			Name     string
			Keywords []string
		}
	}
	readJSON(t, path, &j)
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n%s\n%s\n\nResponsibilities:\n", j.Title, j.Company, j.Description)
	for _, r := range j.Responsibilities {
		fmt.Fprintf(&b, "- %s\n", r)
	}
	b.WriteString("\nQualifications:\n")
	for _, q := range j.Qualifications {
		fmt.Fprintf(&b, "- %s\n", q)
	}
	b.WriteString("\nSkills:\n")
	for _, s := range j.Skills {
		fmt.Fprintf(&b, "- %s: %s\n", s.Name, strings.Join(s.Keywords, ", "))
	}
	return b.String()
}

// resumeMatcherJSON reads Resume-Matcher's resume schema into a CV.
func resumeMatcherJSON(t *testing.T, path string) cv.FormattedCV {
	t.Helper()
	var r struct {
		PersonalInfo   struct{ Name, Title, Email, Phone string }
		Summary        string
		WorkExperience []struct {
			Title, Company, Location, Years string
			Description                     []string
		}
		Education  []struct{ Institution, Degree, Years, Description string }
		Additional struct {
			TechnicalSkills, Languages []string
		}
	}
	readJSON(t, path, &r)
	c := cv.FormattedCV{ProfessionalHeader: r.PersonalInfo.Name + " • " + r.PersonalInfo.Title, AboutMe: r.Summary,
		ToolsTechnologies: r.Additional.TechnicalSkills, Email: r.PersonalInfo.Email, Phone: r.PersonalInfo.Phone}
	for _, w := range r.WorkExperience {
		c.ProfessionalExperience = append(c.ProfessionalExperience, cv.Experience{Position: w.Title, Company: w.Company,
			Location: w.Location, Duration: w.Years, Responsibilities: w.Description})
	}
	for _, e := range r.Education {
		c.Education = append(c.Education, cv.Education{Institution: e.Institution, Degree: e.Degree, Duration: e.Years, Description: e.Description})
	}
	for _, l := range r.Additional.Languages {
		name, level, _ := strings.Cut(l, " (")
		c.Languages = append(c.Languages, cv.Language{Language: name, ProficiencyLevel: strings.TrimSuffix(level, ")")})
	}
	return c
}

func readJSON(t *testing.T, path string, v any) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatal(err)
	}
}
