package cv

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestSuggestedTextShapes(t *testing.T) {
	tests := []struct {
		name     string
		in       string
		want     SuggestedText
		wantJSON string
	}{
		{"string", `"Led a team of 5"`, SuggestedText{Text: "Led a team of 5"}, `"Led a team of 5"`},
		{"object", `{"text":"Led a team"}`, SuggestedText{Text: "Led a team"}, `"Led a team"`},
		{"list", `[{"name":"Go"},{"name":"SQL"}]`, SuggestedText{Names: []string{"Go", "SQL"}}, `[{"name":"Go"},{"name":"SQL"}]`},
		{"empty list", `[]`, SuggestedText{Names: []string{}}, `[]`},
		{"number is unusable", `42`, SuggestedText{}, `""`},
		{"null is unusable", `null`, SuggestedText{}, `""`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got SuggestedText
			if err := json.Unmarshal([]byte(tt.in), &got); err != nil {
				t.Fatalf("unmarshal: %v", err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %#v, want %#v", got, tt.want)
			}
			b, err := json.Marshal(got)
			if err != nil {
				t.Fatal(err)
			}
			if string(b) != tt.wantJSON {
				t.Errorf("marshal = %s, want %s", b, tt.wantJSON)
			}
		})
	}
}
