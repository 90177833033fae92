package reply

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"strings"
)

// object is a JSON object read loosely: each field is decoded on its own, so
// one badly typed field does not lose the others.
type object map[string]json.RawMessage

// decodeObject reads text as a JSON object.
func decodeObject(text string) (object, bool) {
	var o object
	if json.Unmarshal([]byte(text), &o) != nil || o == nil {
		return nil, false
	}
	return o, true
}

// answerObject reads the answer as one JSON object; a list holding only
// that object, as some models wrap it, is read the same way.
func answerObject(text string) (object, bool) {
	if o, ok := decodeObject(text); ok {
		return o, true
	}
	var items []json.RawMessage
	if json.Unmarshal([]byte(text), &items) != nil || len(items) != 1 {
		return nil, false
	}
	return decodeObject(string(items[0]))
}

// get returns the first of names that is present and not null.
func (o object) get(names ...string) (json.RawMessage, bool) {
	for _, n := range names {
		if v, ok := o[n]; ok && !bytes.Equal(bytes.TrimSpace(v), []byte("null")) {
			return v, true
		}
	}
	return nil, false
}

// has tells whether any of names is present.
func (o object) has(names ...string) bool {
	_, ok := o.get(names...)
	return ok
}

// str returns the cleaned string of the first of names; numbers and booleans
// are written as text, anything else is "".
func (o object) str(names ...string) string {
	v, ok := o.get(names...)
	if !ok {
		return ""
	}
	return scalarText(v)
}

// list returns the cleaned strings of the first of names. A single string is
// read as a list of its lines, bullet marks dropped; items that are objects
// give their text (see itemText).
func (o object) list(names ...string) []string {
	v, ok := o.get(names...)
	if !ok {
		return []string{}
	}
	var items []json.RawMessage
	if json.Unmarshal(v, &items) != nil {
		var s string
		if json.Unmarshal(v, &s) == nil {
			return cleanList(lines(s))
		}
		if s := scalarText(v); s != "" {
			return []string{s}
		}
		return []string{}
	}
	out := make([]string, 0, len(items))
	for _, it := range items {
		if inner, ok := decodeObject(string(it)); ok {
			out = append(out, inner.str("text", "name", "question", "description", "title", "value"))
			continue
		}
		out = append(out, scalarText(it))
	}
	return cleanList(out)
}

// lines splits a text into its lines without their bullet marks ("- ",
// "• ", "1. ", "2) "…).
func lines(s string) []string {
	out := strings.Split(s, "\n")
	for i, l := range out {
		out[i] = dropBullet(strings.TrimSpace(l))
	}
	return out
}

func dropBullet(l string) string {
	for _, mark := range []string{"- ", "* ", "• ", "– ", "· "} {
		if rest, ok := strings.CutPrefix(l, mark); ok {
			return rest
		}
	}
	digits := len(l) - len(strings.TrimLeft(l, "0123456789"))
	if digits > 0 && digits <= 2 && len(l) > digits+1 && (l[digits] == '.' || l[digits] == ')') && l[digits+1] == ' ' {
		return l[digits+2:]
	}
	return l
}

// sole returns the object that o holds as its only field, as in
// {"analysis": {…}}.
func (o object) sole() (object, bool) {
	if len(o) != 1 {
		return nil, false
	}
	var inner json.RawMessage
	for _, v := range o {
		inner = v
	}
	return decodeObject(string(inner))
}

// scalarText is the cleaned text of a JSON string, number or boolean.
func scalarText(v json.RawMessage) string {
	var s string
	if json.Unmarshal(v, &s) == nil {
		return clean(s)
	}
	t := string(bytes.TrimSpace(v))
	if t == "true" || t == "false" {
		return t
	}
	if _, err := strconv.ParseFloat(t, 64); err == nil {
		return t
	}
	return ""
}

// percentage reads a score given as 85, 85.6, "85", "85%", "85/100" or
// "85 out of 100", and clamps it to 0–100.
func percentage(v json.RawMessage) (int, bool) {
	var f float64
	if json.Unmarshal(v, &f) != nil {
		var s string
		if json.Unmarshal(v, &s) != nil {
			return 0, false
		}
		s = strings.TrimSpace(stripInvisible(s))
		end := len(s) - len(strings.TrimLeft(s, "+-.0123456789"))
		switch strings.ToLower(strings.Join(strings.Fields(s[end:]), " ")) {
		case "", "%", "/100", "/ 100", "out of 100", "percent":
		default:
			return 0, false
		}
		var err error
		if f, err = strconv.ParseFloat(s[:end], 64); err != nil {
			return 0, false
		}
	}
	if math.IsNaN(f) {
		return 0, false
	}
	return int(math.Round(math.Max(0, math.Min(100, f)))), true
}
