package main

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// jsonEvent is the reference reading of an event: encoding/json into the
// struct that scanEvent's doc comment names.
func jsonEvent(data []byte) (content, reasoning, finish string, failed bool, err error) {
	type text struct {
		Content          string `json:"content"`
		Reasoning        string `json:"reasoning"`
		ReasoningContent string `json:"reasoning_content"`
	}
	var ev struct {
		Choices []struct {
			Delta        text    `json:"delta"`
			Message      text    `json:"message"`
			FinishReason *string `json:"finish_reason"`
		} `json:"choices"`
		Error *struct {
			Message string `json:"message"`
		} `json:"error"`
	}
	if err = json.Unmarshal(data, &ev); err != nil {
		return
	}
	if len(ev.Choices) > 0 {
		ch := ev.Choices[0]
		for _, t := range []text{ch.Delta, ch.Message} {
			content += t.Content
			if t.Reasoning != "" {
				reasoning += t.Reasoning
			} else {
				reasoning += t.ReasoningContent
			}
		}
		if ch.FinishReason != nil {
			finish = *ch.FinishReason
		}
	}
	return content, reasoning, finish, ev.Error != nil, nil
}

func scanned(data []byte) (content, reasoning, finish string, failed bool, err error) {
	var ev eventText
	if err = scanEvent(data, &ev); err != nil {
		return
	}
	var c, r []byte
	for i := range ev.parts {
		c, r = ev.parts[i].appendTo(c, r)
	}
	return string(c), string(r), ev.finish, ev.failed, nil
}

var eventSeeds = []string{
	`{"id":"gen-1","provider":"Chutes","model":"deepseek/deepseek-r1-0528:free","object":"chat.completion.chunk","created":1764100000,"choices":[{"index":0,"delta":{"role":"assistant","content":"","reasoning":" the","reasoning_details":[{"type":"reasoning.text","text":" the","format":"unknown","index":0}]},"finish_reason":null,"native_finish_reason":null,"logprobs":null}]}`,
	`{"choices":[{"index":0,"delta":{"content":"{\"match_score\": 8","reasoning":null},"finish_reason":null}]}`,
	`{"choices":[{"delta":{"content":null,"reasoning_content":"Let me \u00e9\ud83d\ude00\ud800x"},"logprobs":null,"finish_reason":"stop"}],"usage":{"prompt_tokens":1,"total_tokens":2.5e3}}`,
	`{"choices":[{"message":{"content":"{}","reasoning":"r"},"finish_reason":"stop"}]}`,
	`{"choices":[{"delta":{"content":"a"}},{"delta":{"content":"b"}}]}`,
	`{"choices":[null,{"delta":5}]}`,
	`{"error":{"message":"down","code":502},"choices":[{"delta":{},"finish_reason":"error"}]}`,
	`{"Choices":[{"DELTA":{"Content":"x"}}],"error":null}`,
	`{"choices":[{"delta":{"con\u0074ent":"escaped key"}}]}`,
	`{"choices":[{"delta":{"content":5}}]}`,
	`{"choices":{}}`,
	`{"choices":[{"finish_reason":1}]}`,
	`{"error":"x"}`,
	`null`, `[]`, `"x"`, `{}`, ` {"choices" : [ ] } `, `{"choices":[]} x`, `{"a":-0.5e+3,"b":[true,false,null,{}]}`,
	`{"a":01}`, `{"a":1.}`, `{"choices":[{"delta":{"content":"tab	raw"}}]}`, "{\"choices\":[{\"delta\":{\"content\":\"\xff\xfe bad utf8\"}}]}",
	`{"choices": [`, `{"choices":[{"delta":{"content":"x"`,
}

// TestScanEventMatchesJSON checks the scanner against encoding/json on
// real providers' events and the edge cases of the format.
func TestScanEventMatchesJSON(t *testing.T) {
	for _, seed := range eventSeeds {
		compareEvent(t, []byte(seed))
	}
}

// FuzzEventMatchesJSON: on any input, scanEvent accepts what
// encoding/json accepts (but a field named twice) and reads the same text.
func FuzzEventMatchesJSON(f *testing.F) {
	for _, seed := range eventSeeds {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data string) {
		compareEvent(t, []byte(data))
	})
}

func compareEvent(t *testing.T, data []byte) {
	t.Helper()
	// encoding/json also folds the Kelvin sign and the long s into k and s
	// when it matches names; scanEvent does not (see equalFoldASCII).
	for _, special := range []string{"\u212a", "\u017f", `\u212a`, `\u212A`, `\u017f`, `\u017F`} {
		if strings.Contains(string(data), special) {
			return
		}
	}
	wc, wr, wf, wfail, werr := jsonEvent(data)
	gc, gr, gf, gfail, gerr := scanned(data)
	if errors.Is(gerr, errEventDuplicate) {
		return
	}
	if (werr == nil) != (gerr == nil) {
		t.Fatalf("%q: encoding/json err %v, scanEvent err %v", data, werr, gerr)
	}
	if werr != nil {
		return
	}
	if gc != wc || gr != wr || gf != wf || gfail != wfail {
		t.Fatalf("%q:\nscanEvent    %q %q %q %v\nencoding/json %q %q %q %v", data, gc, gr, gf, gfail, wc, wr, wf, wfail)
	}
}

// TestScanEventAllocations: reading an OpenRouter token event allocates
// nothing once the buffers have grown, the point of the scanner.
func TestScanEventAllocations(t *testing.T) {
	data := []byte(eventSeeds[0])
	var ev eventText
	allocs := testing.AllocsPerRun(100, func() {
		if err := scanEvent(data, &ev); err != nil {
			t.Fatal(err)
		}
	})
	if allocs > 0 {
		t.Errorf("scanEvent allocates %.1f times an event, want 0", allocs)
	}
}
