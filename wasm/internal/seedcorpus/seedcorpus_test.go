package seedcorpus

import (
	"reflect"
	"testing"
)

func TestParse(t *testing.T) {
	for _, c := range []struct {
		name, in string
		want     []any
		bad      bool
	}{
		{name: "strings", in: "go test fuzz v1\nstring(\"a\\nb\")\nstring(\"\")\n", want: []any{"a\nb", ""}},
		{name: "bytes", in: "go test fuzz v1\n[]byte(\"\\x00é\")", want: []any{[]byte("\x00é")}},
		{name: "raw quote", in: "go test fuzz v1\nstring(`x\"y`)\n", want: []any{`x"y`}},
		{name: "no header", in: "string(\"a\")\n", bad: true},
		{name: "other type", in: "go test fuzz v1\nint(3)\n", bad: true},
		{name: "bad quote", in: "go test fuzz v1\nstring(\"a)\n", bad: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := Parse(c.in)
			if (err != nil) != c.bad || !c.bad && !reflect.DeepEqual(got, c.want) {
				t.Errorf("Parse = %#v, %v; want %#v (error %v)", got, err, c.want, c.bad)
			}
		})
	}
}

func TestRun(t *testing.T) {
	var got []string
	Run(t, "FuzzNone", func(f F) {
		f.Add("a", "b")
		f.Add("", "c")
		f.Fuzz(func(t *testing.T, x, y string) { got = append(got, x+y) })
	})
	if want := []string{"ab", "c"}; !reflect.DeepEqual(got, want) {
		t.Errorf("ran %q, want %q", got, want)
	}
}
