package token

import (
	"reflect"
	"testing"
)

func TestSplit(t *testing.T) {
	type tok struct {
		Text string
		Gap  Gap
		Word bool
	}
	tests := []struct {
		name, in string
		want     []tok
	}{
		{"empty", "", nil},
		{"punctuation is its own token", "C#, .NET", []tok{{"C", Space, true}, {"#", Glued, false}, {",", Glued, false}, {".", Space, false}, {"NET", Glued, true}}},
		{"hyphen between words is a gap", "front-end", []tok{{"front", Space, true}, {"end", Hyphen, true}}},
		{"non-breaking hyphen too", "front\u2011end", []tok{{"front", Space, true}, {"end", Hyphen, true}}},
		{"dash before a space is a token", "a - b", []tok{{"a", Space, true}, {"-", Space, false}, {"b", Space, true}}},
		{"leading hyphen is a token", "-x", []tok{{"-", Space, false}, {"x", Glued, true}}},
		{"underscore and digits join words", "py_3 k8s", []tok{{"py_3", Space, true}, {"k8s", Space, true}}},
		{"accents are letters", "café-crème", []tok{{"café", Space, true}, {"crème", Hyphen, true}}},
		{"invalid utf-8 is punctuation", "a\xffb", []tok{{"a", Space, true}, {"\xff", Glued, false}, {"b", Glued, true}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []tok
			for _, k := range Split(tt.in, nil) {
				got = append(got, tok{tt.in[k.Start:k.End], k.Gap, k.Word})
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Split(%q) = %+v, want %+v", tt.in, got, tt.want)
			}
		})
	}
}

func TestKey(t *testing.T) {
	tests := []struct {
		name, in string
		fold     bool
		want     string
	}{
		{"glued tokens stay glued", "Node.js", true, "node.js"},
		{"hyphen becomes a space", "Front-End  Development", true, "front end development"},
		{"unfolded keeps case", "CI / CD", false, "CI / CD"},
		{"typographic apostrophe", "Raiser\u2019s Edge", true, "raiser's edge"},
		{"blank", "  ", true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Key(tt.in, tt.fold); got != tt.want {
				t.Errorf("Key(%q, %v) = %q, want %q", tt.in, tt.fold, got, tt.want)
			}
		})
	}
}
