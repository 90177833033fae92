package reply

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestSplit(t *testing.T) {
	tests := []struct {
		name, reasoning, content string
		wantThinking, wantAnswer string
	}{
		{"no reasoning", "", `{"a":1}`, "", `{"a":1}`},
		{"reasoning field", " thought ", `{"a":1}`, "thought", `{"a":1}`},
		{"think block", "", "<think>plan</think>\n{\"a\":1}", "plan", `{"a":1}`},
		{"thinking tag, upper case", "", "<THINKING>plan</THINKING>{}", "plan", "{}"},
		{"field then block", "one", "<think>two</think>{}", "one\n\ntwo", "{}"},
		{"two blocks", "", "<think>a</think>x<think>b</think>y", "a\n\nb", "xy"},
		{"opening tag cut off", "", "plan</think>{}", "plan", "{}"},
		{"closing tag without >", "", `plan</think {"a":">"}`, "plan", `{"a":">"}`},
		{"closing thinking tag", "", "<thinking>plan</thinking >{}", "plan", "{}"},
		{"never closed", "", "{}<think>still thinking", "still thinking", "{}"},
		{"invisible characters", "", "\u200b{\"a\":\"b\u2060\"}\ufeff", "", `{"a":"b"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			th, ans, _ := split(tt.reasoning, tt.content)
			if th != tt.wantThinking || ans != tt.wantAnswer {
				t.Errorf("split = (%q, %q), want (%q, %q)", th, ans, tt.wantThinking, tt.wantAnswer)
			}
		})
	}
}

func TestExtractReportsReasoningCutOff(t *testing.T) {
	tests := []struct{ name, content, wantCode string }{
		{"cut off while reasoning", "<think>The CV shows Go, and the job", CodeTruncated},
		{"answer before an open block", `{"a":1}<think>more`, ""},
		{"nothing at all", "  ", CodeEmpty},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := extract("", tt.content)
			var e *Error
			if tt.wantCode == "" && err != nil || tt.wantCode != "" && (!errors.As(err, &e) || e.Code != tt.wantCode) {
				t.Errorf("extract(%q) error = %v, want code %q", tt.content, err, tt.wantCode)
			}
		})
	}
}

func TestFirstJSON(t *testing.T) {
	tests := []struct {
		name, in, want, wantCode string
	}{
		{"object", `{"a":1}`, `{"a":1}`, ""},
		{"array", `[1,2]`, `[1,2]`, ""},
		{"prose around", `Sure: {"a":1} hope it helps {b}`, `{"a":1}`, ""},
		{"fence with tag", "text {x}\n```json\n{\"a\":1}\n```", `{"a":1}`, ""},
		{"fence without tag", "```\n[\"a\"]\n```", `["a"]`, ""},
		{"brackets inside strings", `{"a":"}{]["}`, `{"a":"}{]["}`, ""},
		{"escaped quote", `{"a":"say \"hi\" }"}`, `{"a":"say \"hi\" }"}`, ""},
		{"trailing commas", `{"a":[1,2,],}`, `{"a":[1,2]}`, ""},
		{"comma inside string kept", `{"a":"x,}"}`, `{"a":"x,}"}`, ""},
		{"smart quotes", `{“a”: “b”}`, `{"a": "b"}`, ""},
		{"smart quotes as JSON and inside a string", `{“a”: [“the “best” one”, “b”]}`, `{"a": ["the “best” one", "b"]}`, ""},
		{"JSON sent as a string", `"{\"a\": [1]}"`, `{"a": [1]}`, ""},
		{"smart quotes inside a valid string kept", `{"a": "the “best” one"}`, `{"a": "the “best” one"}`, ""},
		{"prose bracket before json", `Note [see below: {"a":1}`, `{"a":1}`, ""},
		{"invalid then valid", `{oops} then {"a":1}`, `{"a":1}`, ""},
		{"citation before json", `As shown in [1], here: {"a":1}`, `{"a":1}`, ""},
		{"citation kept when nothing else", `See [1].`, `[1]`, ""},
		{"line comments", "{\"a\": 1, // the score\n \"b\": [2] // done\n}", "{\"a\": 1, \n \"b\": [2] \n}", ""},
		{"block comment with brackets", `{"a": /* [not } json */ 1}`, `{"a":  1}`, ""},
		{"comma before comment", "{\"a\": 1, // last\n}", "{\"a\": 1 \n}", ""},
		{"line break inside a string", "{\"a\": \"one\ntwo\r\n\tthree\"}", `{"a": "one\ntwo\r\n\tthree"}`, ""},
		{"escaped line break inside a string", "{\"a\": \"one\\\ntwo\"}", `{"a": "one\ntwo"}`, ""},
		{"url inside a string kept", `{"a": "https://x.org/*y*/"}`, `{"a": "https://x.org/*y*/"}`, ""},
		{"empty", " \n", "", CodeEmpty},
		{"no json", "no braces here", "", CodeNoJSON},
		{"invalid", "{not: json}", "", CodeInvalid},
		{"truncated object", `{"a": [1, 2`, "", CodeTruncated},
		{"truncated array of objects keeps truncated", `[{"a":1},{"b":`, "", CodeTruncated},
		{"mismatched", `{"a":]`, "", CodeNoJSON},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := firstJSON(tt.in)
			if tt.wantCode != "" {
				var e *Error
				if !errors.As(err, &e) || e.Code != tt.wantCode {
					t.Fatalf("firstJSON(%q) error = %v, want code %s", tt.in, err, tt.wantCode)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("firstJSON(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
			}
		})
	}
}

func TestPercentage(t *testing.T) {
	tests := []struct {
		in   string
		want int
		ok   bool
	}{
		{`85`, 85, true}, {`85.6`, 86, true}, {`"85"`, 85, true}, {`"85%"`, 85, true}, {`"85/100"`, 85, true},
		{`" 85 out of 100 "`, 85, true}, {`"85 percent"`, 85, true}, {`"85 / 100"`, 85, true},
		{`-3`, 0, true}, {`250`, 100, true}, {`"high"`, 0, false}, {`true`, 0, false}, {`[85]`, 0, false},
		{`"85 of the 100 points"`, 0, false}, {`"Inf"`, 0, false}, {`""`, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, ok := percentage(json.RawMessage(tt.in))
			if got != tt.want || ok != tt.ok {
				t.Errorf("percentage(%s) = %d, %t; want %d, %t", tt.in, got, ok, tt.want, tt.ok)
			}
		})
	}
}

func TestStripInvisible(t *testing.T) {
	hidden := "Go" + string([]rune{0xE0049, 0xE0067}) + "\u200d\u202e\u2066\ufe0f\U000E0100\u00ad\u3164\x00\x1b\u0085" + "lang"
	if got := stripInvisible(hidden); got != "Golang" {
		t.Errorf("stripInvisible = %q, want %q", got, "Golang")
	}
	if got := stripInvisible("café – “ok”\n\tnext\r\n"); got != "café – “ok”\n\tnext\r\n" {
		t.Errorf("visible text changed: %q", got)
	}
}

func TestListsAreCapped(t *testing.T) {
	items := make([]string, MaxItems+5)
	for i := range items {
		items[i] = strconv.Itoa(i) + strings.Repeat("x", MaxRunes+10)
	}
	b, _ := json.Marshal(map[string]any{"match_score": 50, "strengths": items})
	a, err := Analysis("", string(b))
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Strengths) != MaxItems || len([]rune(a.Strengths[0])) != MaxRunes {
		t.Errorf("got %d strengths of %d runes, want %d of %d", len(a.Strengths), len([]rune(a.Strengths[0])), MaxItems, MaxRunes)
	}
}

// invisible stops at the first range above the rune, so the ranges must be
// ordered and apart.
func TestInvisibleRangesOrdered(t *testing.T) {
	for i, rg := range invisibleRanges {
		if rg[0] > rg[1] || i > 0 && rg[0] <= invisibleRanges[i-1][1] {
			t.Errorf("range %d %X–%X is out of order", i, rg[0], rg[1])
		}
	}
}

func TestRawResponse(t *testing.T) {
	tests := []struct{ name, reasoning, content, want string }{
		{"reasoning field left out", "plan", "[{\"a\":1}]", "[{\"a\":1}]"},
		{"think block left out", "", "<think>plan</think>\n[]", "[]"},
		{"invisible characters dropped", "", "[\u200b]\ufeff", "[]"},
		{"answer only", "", " [] ", "[]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := RawResponse(tt.reasoning, tt.content); got != tt.want {
				t.Errorf("RawResponse(%q, %q) = %q, want %q", tt.reasoning, tt.content, got, tt.want)
			}
		})
	}
	long := `["` + strings.Repeat("é", MaxRawBytes) + `"]`
	got := RawResponse(strings.Repeat("thinking ", 10000), long)
	if len(got) > MaxRawBytes+len("…") || !strings.HasSuffix(got, "…") || !utf8.ValidString(got) || strings.Contains(got, "thinking") {
		t.Errorf("a long answer's rawApiResponse: %d bytes, ends %q", len(got), got[len(got)-8:])
	}
}
