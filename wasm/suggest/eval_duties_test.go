package suggest

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/match"
	"github.com/shortlist/shortlist/wasm/parse"
)

var evalDuties = flag.Bool("eval", false, "print the reworded-duty suggestions of the RJDB pairs in ../shared/data for reading by hand")

// TestEvalDuties runs the engine over RJDB's CV and job pairs (both CVs of
// each job) and prints how many reworded-duty suggestions it makes and a
// sample of them with the duty, the bullet and the words it would add, to
// be judged by hand (docs/tailoring.md holds the count of sound ones). Run
// it with -eval; without ../shared it is skipped.
func TestEvalDuties(t *testing.T) {
	if !*evalDuties {
		t.Skip("run with -eval")
	}
	f, err := os.Open(filepath.Join("..", "..", "..", "shared", "data", "rjdb", "test.jsonl"))
	if err != nil {
		t.Skip("../shared/data/rjdb is absent")
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	pairs, withDuty, total := 0, 0, 0
	var sample []string
	for sc.Scan() {
		var x struct {
			JD        string `json:"Job-Description"`
			Matched   string `json:"Resume-matched"`
			Unmatched string `json:"Resume-unmatched"`
		}
		if err := json.Unmarshal(sc.Bytes(), &x); err != nil {
			t.Fatal(err)
		}
		job := match.ReadJob(x.JD)
		for _, text := range []string{x.Matched, x.Unmatched} {
			pairs++
			c := structured(parse.Text(text))
			n := 0
			for _, s := range Rate(c, job, Build(c, job)) {
				if !strings.HasPrefix(s.SuggestionDescription, "Use the job's words in this bullet") {
					continue
				}
				n++
				total++
				if len(sample) < 40 {
					sample = append(sample, fmt.Sprintf("#%d pair %d effect %+d\n  job: %s\n  cv:  %s\n  new: %s\n  why: %s", len(sample)+1, pairs, s.Effect, s.Requirement, s.CurrentText, s.SuggestedText.Text, s.SuggestionDescription))
				}
			}
			if n > 0 {
				withDuty++
			}
		}
	}
	fmt.Printf("RJDB: %d CVs, %d with a reworded-duty suggestion, %d suggestions\n\n%s\n", pairs, withDuty, total, strings.Join(sample, "\n\n"))
}
