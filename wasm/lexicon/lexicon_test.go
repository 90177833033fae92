package lexicon

import (
	"flag"
	"fmt"
	"github.com/shortlist/shortlist/wasm/internal/seedcorpus"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata and table.go")

// names returns the display names of the matches, each with its text when
// they differ: "Kubernetes=k8s".
func names(ms []Match) []string {
	out := []string{}
	for _, m := range ms {
		if m.Text == m.Term.Name {
			out = append(out, m.Term.Name)
		} else {
			out = append(out, m.Term.Name+"="+m.Text)
		}
	}
	return out
}

func TestFind(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"punctuation kept", "C#, C++, F# and .NET", []string{"C#", "C++", "F#", ".NET"}},
		{"dotted and slashed names", "Node.js services with CI/CD", []string{"Node.js", "CI/CD"}},
		{"a/b testing", "ran A/B testing weekly", []string{"A/B testing"}},
		{"java not in javascript", "JavaScript and Java", []string{"JavaScript", "Java"}},
		{"a product without its kind", "Hibernate and the Zend Framework", []string{"Hibernate ORM=Hibernate", "Zend Framework"}},
		{"go not inside a word", "Govern with Go", []string{"Go"}},
		{"go in prose", "we go to the office", []string{}},
		{"rust in prose", "a rust belt town", []string{}},
		{"rust as written", "Rust and Swift", []string{"Rust", "Swift"}},
		{"r as written", "statistics in R and SAS", []string{"R", "SAS"}},
		{"r inside words", "Rails? no: R&D, Ruby", []string{"Ruby on Rails=Rails", "research and development=R&D", "Ruby"}},
		{"registered sign", "Acme(R) and Acme(C)", []string{}},
		{"c before c++", "C/C++ developer", []string{"C", "C++"}},
		{"c++ with version", "modern C++17", []string{"C++"}},
		{"hyphen glued common word", "Go-to-market and C-level", []string{}},
		{"excel in prose", "you will excel at Excel", []string{"Microsoft Excel=Excel"}},
		{"aliases", "k8s, Golang, postgres, ReactJS", []string{"Kubernetes=k8s", "Go=Golang", "PostgreSQL=postgres", "React=ReactJS"}},
		{"case ignored for uncommon names", "PYTHON and kubernetes", []string{"Python=PYTHON", "Kubernetes=kubernetes"}},
		{"longest wins", "Spring Boot and React Native", []string{"Spring Boot", "React Native"}},
		// Front-end and mobile tools a real fixture and gulp_de name, once unknown (so filed as skills).
		{"front-end tools", "Firebase, Babel, D3.js, Nuxt.js and Flutter", []string{"Firebase", "Babel", "D3.js", "Nuxt=Nuxt.js", "Flutter"}},
		{"babel in prose", "a babel of voices", []string{}},
		// Audit class 19 (issue 35): a product's name written as one word.
		{"spring boot in one word", "SpringBoot, Springboot und Java", []string{"Spring Boot=SpringBoot", "Spring Boot=Springboot", "Java"}},
		{"asp.net not .net", "ASP.NET MVC", []string{"ASP.NET=ASP.NET MVC"}},
		{"url not a tool", "see github.com/x", []string{}},
		// Capitals that are an acronym of their own are not the tool
		// (curated.txt's "acronym" lines, in table.go's ownAcronyms); the
		// other capitals of a capitalised name still are.
		{"swift the payment network", "SWIFT payments and SEPA transfers", []string{}},
		{"swift in german", "Kenntnisse in SWIFT und Zahlungsverkehr", []string{}},
		{"dart the reporting tool", "built DART reports in Python", []string{"Python"}},
		{"swift and dart as written", "apps in Swift and Dart", []string{"Swift", "Dart"}},
		{"other capitals still read", "pipelines in AIRFLOW and SNOWFLAKE, charts in TABLEAU", []string{"Airflow=AIRFLOW", "Snowflake=SNOWFLAKE", "Tableau=TABLEAU"}},
		// C# on .NET written as one name, and a missing space before .NET.
		{"c# glued to .net", "C#.NET developer", []string{"C#", ".NET"}},
		{".net glued to a word", "5 years in.NET and Java", []string{".NET", "Java"}},
		// Session 20 (h20l): a full stop after a glued .NET ends the sentence.
		{"c# glued to .net at a sentence's end", "Services in C#.NET.", []string{"C#", ".NET"}},
		{".net glued to a word at a sentence's end", "Fünf Jahre in.NET. Dann Java.", []string{".NET", "Java"}},
		{"a web address after .net is none", "see acme.NET.io. or www.NET.com", []string{}},
		{"vb.net its own term", "VB.NET and ADO.NET", []string{"Visual Basic=VB.NET", "ADO.NET"}},
		{"a web address is no .net", "see acme.net or acme.NET.io", []string{}},
		{"source acronyms as written", "San Francisco SAN", []string{"SAN"}},
		{"source acronym of mixed case", "shaders in OpenGL and GrADS plots", []string{"OpenGL", "GrADS"}},
		{"plural", "REST APIs and databases", []string{"REST API=REST APIs"}},
		// Session 19 (h19l): terms as posts and CVs write them.
		{"plural of a tool in capitals", "IDEs, VPNs and LANs", []string{"IDE=IDEs", "VPN=VPNs", "LAN=LANs"}},
		{"no plural of a skill's acronym", "intuitive UIs for CRMs", []string{}},
		{"plural of capitals in german", "Erfahrung mit IDEs und VPNs", []string{"IDE=IDEs", "VPN=VPNs"}},
		{"no plural in capitals", "CRMS and IDES", []string{}},
		{"no plural of a common word", "the Gos and Rusts", []string{}},
		{"odd case of a name in capitals", "ReSTful services, ReST", []string{"REST API=ReSTful services", "REST API=ReST"}},
		{"odd case not a prose word", "a Restful weekend, restful sleep", []string{}},
		{"capitals of a capitalised name", "Deploy resources in AZURE.", []string{"Microsoft Azure=AZURE"}},
		{"capitals in german", "Kenntnisse in AZURE und Docker", []string{"Microsoft Azure=AZURE", "Docker"}},
		{"capitals in a heading", "SPRING SEMESTER\nLEAN TEAM", []string{}},
		{"capitals beside capitals", "Analyst at SILVER SPRING NETWORKS since", []string{}},
		{"capitals inside a name", "rolled out the Acme LEAN Global Template", []string{}},
		{"short capitals", "GO live on Monday", []string{}},
		{"it is no term", "IT support and it works", []string{}},
		{"slashed terms", "ASP.NET/C# and C#/.NET", []string{"ASP.NET", "C#", "C#", ".NET"}},
		{"slashed terms of their own", "CI/CD, TCP/IP, PL/SQL, OS/2, A/B testing", []string{"CI/CD", "TCP/IP", "PL/SQL", "A/B testing"}},
		{"terms in a web address", "see acme.com/Azure, www.acme.de/java and https://acme.io/docker", []string{}},
		{"a dotted name before a slash", "VB.net/C# and ASP.NET/MVC", []string{"Visual Basic=VB.net", "C#", "ASP.NET"}},
		{"hyphen or space", "front-end and front end", []string{"front-end development=front-end", "front-end development=front end"}},
		{"skills any case", "Project Management, stakeholder management", []string{"project management=Project Management", "stakeholder management"}},
		{"spoken languages are not terms", "English, French, German, Spanish", []string{}},
		{"empty", "", []string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := names(Find(tt.text)); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Find(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

func TestFindOffsets(t *testing.T) {
	text := "Senior engineer: Go, Kubernetes (k8s) and PostgreSQL."
	for _, m := range Find(text) {
		if text[m.Start:m.End] != m.Text {
			t.Errorf("text[%d:%d] = %q, want %q", m.Start, m.End, text[m.Start:m.End], m.Text)
		}
	}
}

func TestLookup(t *testing.T) {
	tests := []struct {
		name, in string
		want     Term
		wantOK   bool
	}{
		{"k8s", "k8s", Term{"Kubernetes", Tool}, true},
		{"postgres", "postgres", Term{"PostgreSQL", Tool}, true},
		{"JS", "JS", Term{"JavaScript", Tool}, true},
		{"ECMAScript", "ECMAScript", Term{"JavaScript", Tool}, true},
		{"TS", "TS", Term{"TypeScript", Tool}, true},
		// JEE is Java EE, as J2EE is: a post asking JEE of a CV naming J2EE
		// (gulp_de) read as a tool the CV lacks.
		{"JEE", "JEE", Term{"Java", Tool}, true},
		{"J2EE", "J2EE", Term{"Java", Tool}, true},
		{"nodejs", "NodeJS", Term{"Node.js", Tool}, true},
		{"node.js", "node.js", Term{"Node.js", Tool}, true},
		{"vue", "Vue.js", Term{"Vue.js", Tool}, true},
		{"gcp", "Google Cloud Platform", Term{"Google Cloud Platform", Tool}, true},
		{"aws long", "Amazon Web Services", Term{"AWS", Tool}, true},
		{"excel", "MS Excel", Term{"Microsoft Excel", Tool}, true},
		{"excel any case", "excel", Term{"Microsoft Excel", Tool}, true},
		{"onet spelling", "Structured query language SQL", Term{"SQL", Tool}, true},
		{"ml", "ML", Term{"machine learning", Skill}, true},
		{"skill", "project management", Term{"project management", Skill}, true},
		{"spaces trimmed", "  Docker  ", Term{"Docker", Tool}, true},
		{"plural", "REST APIs", Term{"REST API", Tool}, true},
		{"not a term", "underwater basket weaving", Term{}, false},
		{"spoken language", "English", Term{}, false},
		{"empty", "", Term{}, false},
		{"part of a name", "Node.js and more", Term{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := Lookup(tt.in)
			if got != tt.want || ok != tt.wantOK {
				t.Errorf("Lookup(%q) = %v, %v; want %v, %v", tt.in, got, ok, tt.want, tt.wantOK)
			}
		})
	}
}

// TestSpokenLanguages checks that no spoken language is a term: they are
// handled by the CV's Languages section.
func TestSpokenLanguages(t *testing.T) {
	for _, lang := range []string{"English", "French", "German", "Spanish", "Italian", "Portuguese", "Mandarin", "Chinese", "Japanese", "Arabic", "Polish", "Dutch", "Hindi", "Russian", "Swedish", "Turkish"} {
		if term, ok := Lookup(lang); ok {
			t.Errorf("Lookup(%q) = %v, want no term", lang, term)
		}
	}
}

func TestFindDeterministic(t *testing.T) {
	text := fixture(t, "jds/backend-eng.txt")
	first := Find(text)
	for range 3 {
		if got := Find(text); !reflect.DeepEqual(got, first) {
			t.Fatalf("Find differs between runs")
		}
	}
}

// TestFindGolden runs Find over real job descriptions and CVs and compares
// with testdata/*.golden; run with -update to rewrite them.
func TestFindGolden(t *testing.T) {
	for _, path := range []string{"jds/backend-eng.txt", "jds/dfe_SeniorDevOpsEngineer.md", "resumes/0xadada_resume.txt"} {
		t.Run(path, func(t *testing.T) {
			var b strings.Builder
			for _, m := range Find(fixture(t, path)) {
				fmt.Fprintf(&b, "%d-%d\t%s\t%s\t%s\n", m.Start, m.End, m.Text, m.Term.Name, m.Term.Kind)
			}
			golden := filepath.Join("testdata", strings.ReplaceAll(filepath.Base(path), ".", "_")+".golden")
			if *update {
				if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if b.String() != string(want) {
				t.Errorf("Find output differs from %s:\ngot:\n%s\nwant:\n%s", golden, b.String(), want)
			}
		})
	}
}

// fixture reads a file of ../shared/fixtures/real, skipping when the shared
// folder is absent.
func fixture(t testing.TB, path string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "..", "shared", "fixtures", "real", path))
	if os.IsNotExist(err) {
		t.Skip("../shared is absent")
	}
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestCredits(t *testing.T) {
	want := []string{"O*NET", "ESCO", "Linguist", "Google Books"}
	got := Credits()
	if len(got) != len(want) {
		t.Fatalf("Credits() has %d lines, want %d", len(got), len(want))
	}
	for i, w := range want {
		if !strings.Contains(got[i], w) {
			t.Errorf("Credits()[%d] = %q, want it to name %s", i, got[i], w)
		}
	}
}

func FuzzFind(f *testing.F) { fuzzFind(f) }

func fuzzFind(f seedcorpus.F) {
	for _, s := range []string{"C# and .NET", "Node.js, CI/CD", "R&D (R)", "Go-to-market", "C++17", "REST APIs", "a\u2011b", "ASP.NET", "é-à"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		end := 0
		for _, m := range Find(text) {
			if m.Start < end || m.Start >= m.End || m.End > len(text) {
				t.Fatalf("match %+v out of order or out of range (previous end %d, len %d)", m, end, len(text))
			}
			if text[m.Start:m.End] != m.Text {
				t.Fatalf("text[%d:%d] = %q, want %q", m.Start, m.End, text[m.Start:m.End], m.Text)
			}
			end = m.End
		}
	})
}

func BenchmarkFind10k(b *testing.B) {
	text := strings.Repeat(fixture(b, "jds/backend-eng.txt")+"\n", 20)[:10000]
	Find(text) // load the lexicon outside the timing
	b.ResetTimer()
	for b.Loop() {
		Find(text)
	}
}
