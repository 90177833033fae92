package reply

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

func TestList(t *testing.T) {
	tests := []struct {
		name, in string
		want     []string
	}{
		{"strings", `["a", " b ", "", "c"]`, []string{"a", "b", "c"}},
		{"repeats", `["Go", "SQL", "go", " SQL "]`, []string{"Go", "SQL"}},
		{"numbers and objects", `[3, {"text": "t"}, {"question": "q?"}, {"other": "x"}, null]`, []string{"3", "t", "q?"}},
		{"one string", `"Go experience."`, []string{"Go experience."}},
		{"lines of a string", "\"- Go\\n• SQL\\n\\n1. Docker\\n12) Helm\\n-5 °C tolerance\"", []string{"Go", "SQL", "Docker", "Helm", "-5 °C tolerance"}},
		{"number", `7`, []string{"7"}},
		{"object", `{"a": "b"}`, []string{}},
		{"missing", ``, []string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := object{}
			if tt.in != "" {
				o["k"] = json.RawMessage(tt.in)
			}
			if got := o.list("k"); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("list(%s) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestSplitLanguage(t *testing.T) {
	tests := []struct {
		in   string
		want cv.Language
	}{
		{"German (B2)", cv.Language{Language: "German", ProficiencyLevel: "B2"}},
		{"Chinese (Mandarin) (native)", cv.Language{Language: "Chinese (Mandarin)", ProficiencyLevel: "native"}},
		{"French: fluent", cv.Language{Language: "French", ProficiencyLevel: "fluent"}},
		{"Spanish – C1", cv.Language{Language: "Spanish", ProficiencyLevel: "C1"}},
		{"Italian", cv.Language{Language: "Italian"}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := splitLanguage(tt.in); got != tt.want {
				t.Errorf("splitLanguage(%q) = %+v, want %+v", tt.in, got, tt.want)
			}
		})
	}
}

func TestDuration(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"duration", `{"duration": "2019 - 2021", "start_date": "x"}`, "2019 - 2021"},
		{"start and end", `{"startDate": "Jan 2020", "endDate": "Present"}`, "Jan 2020 - Present"},
		{"start only", `{"start_date": "2020"}`, "2020"},
		{"none", `{}`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, _ := decodeObject(tt.in)
			if got := duration(o); got != tt.want {
				t.Errorf("duration(%s) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
