package main

import (
	"os"
	"strings"
	"testing"
)

const sharedData = "../../../../../shared/data"

// TestLexiconUpToDate regenerates the lexicon and compares it with the
// committed file, so a change to the generator or curated.txt cannot be
// committed without running go generate.
func TestLexiconUpToDate(t *testing.T) {
	if _, err := os.Stat(sharedData); os.IsNotExist(err) {
		t.Skip("../shared is absent")
	}
	got, err := generate(sharedData, "../../curated.txt")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../../lexicon.txt")
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("lexicon.txt is stale: run go generate ./wasm/lexicon")
	}
}

func TestExpansion(t *testing.T) {
	tests := []struct {
		name, in          string
		wantLong, wantAcr string
		wantOK            bool
	}{
		{"initials", "Structured query language SQL", "Structured query language", "SQL", true},
		{"small words skipped", "Microsoft Visual Basic for Applications VBA", "Microsoft Visual Basic for Applications", "VBA", true},
		{"not the initials", "Microsoft Dynamics GP", "", "", false},
		{"too short", "Oracle SQL", "", "", false},
		{"not upper case", "Apache Hadoop Hive", "", "", false},
		{"mixed case", "Open Graphics Library OpenGL", "Open Graphics Library", "OpenGL", true},
		{"mixed case, small word skipped", "Grid analysis and display system GrADS", "Grid analysis and display system", "GrADS", true},
		{"in parentheses", "Human resource information system (HRIS)", "", "", false},
		{"mixed case, not the words", "Systat Software SigmaStat", "", "", false},
		{"digit", "Amazon Elastic Compute Cloud EC2", "", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			long, acr, ok := expansion(strings.Fields(tt.in))
			if long != tt.wantLong || acr != tt.wantAcr || ok != tt.wantOK {
				t.Errorf("expansion(%q) = %q, %q, %v; want %q, %q, %v", tt.in, long, acr, ok, tt.wantLong, tt.wantAcr, tt.wantOK)
			}
		})
	}
}

func TestGeneric(t *testing.T) {
	vendors := []string{"Microsoft"}
	tests := []struct {
		in   string
		want bool
	}{
		{"Structured query language", true},
		{"Microsoft Active Server Pages", false},
		{"Microsoft Cascading sheets", true},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := generic(tt.in, vendors); got != tt.want {
				t.Errorf("generic(%q) = %v, want %v", tt.in, got, tt.want)
			}
		})
	}
}

func TestEscoClean(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Python (computer programming)", "Python"},
		{"risk management", "risk management"},
		{"(odd)", "(odd)"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := escoClean(tt.in); got != tt.want {
				t.Errorf("escoClean(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestAcronym(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{{"SAN", true}, {"NIPS", true}, {"San", false}, {"S", false}, {"SQL92", false}, {"ABCDEF", false}}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := acronym(tt.in); got != tt.want {
				t.Errorf("acronym(%q) = %v, want %v", tt.in, got, tt.want)
			}
		})
	}
}

// TestOwnAcronym checks which acronyms named with their long form are
// written to lexicon.txt as acronyms of their own: only those that spell
// another term's capitalised, case-exact name in capitals.
func TestOwnAcronym(t *testing.T) {
	b := newBuilder(wordList{perMillion: map[string]float64{"swift": 5, "dart": 1}}, map[string]bool{})
	b.add("t", []string{"=Swift", "Apple Swift"}, nil)
	b.add("t", []string{"Structured query language", "SQL"}, nil)
	b.add("t", []string{"=Dart"}, nil)
	b.add("t", []string{"Kotlin"}, nil)
	tests := []struct {
		acronym string
		want    bool
	}{
		{"SWIFT", true},   // the banks' network, not the language
		{"DART", true},    // a reporting tool, not the language
		{"SQL", false},    // the term's own acronym
		{"KOTLIN", false}, // a name matched in any case: capitals are it
		{"SEPA", false},   // no term spelled so
	}
	for _, tt := range tests {
		t.Run(tt.acronym, func(t *testing.T) {
			if got := b.ownAcronym(tt.acronym); got != tt.want {
				t.Errorf("ownAcronym(%q) = %v, want %v", tt.acronym, got, tt.want)
			}
		})
	}
}

func TestReadCuratedAcronym(t *testing.T) {
	tests := []struct {
		line, want string
		ok         bool
	}{
		{"acronym | Society for Worldwide Interbank Financial Telecommunication SWIFT", "SWIFT", true},
		{"acronym | Data Analysis and Reporting Tool DART", "DART", true},
		{"acronym | Some Reporting Tool DART", "", false}, // the initials do not spell it
		{"acronym | SWIFT", "", false},                    // no long form
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			path := t.TempDir() + "/curated.txt"
			if err := os.WriteFile(path, []byte(tt.line+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			c, err := readCurated(path)
			if (err == nil) != tt.ok {
				t.Fatalf("readCurated(%q) error %v, want ok %v", tt.line, err, tt.ok)
			}
			if tt.ok && (len(c.acronyms) != 1 || c.acronyms[0] != tt.want) {
				t.Errorf("readCurated(%q) acronyms %q, want [%q]", tt.line, c.acronyms, tt.want)
			}
		})
	}
}
