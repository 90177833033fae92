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
// a one-item list; items that are objects give their "text", "name" or
// "question" field.
func (o object) list(names ...string) []string {
	v, ok := o.get(names...)
	if !ok {
		return []string{}
	}
	var items []json.RawMessage
	if json.Unmarshal(v, &items) != nil {
		if s := scalarText(v); s != "" {
			return []string{s}
		}
		return []string{}
	}
	out := make([]string, 0, len(items))
	for _, it := range items {
		if inner, ok := decodeObject(string(it)); ok {
			out = append(out, inner.str("text", "name", "question"))
			continue
		}
		out = append(out, scalarText(it))
	}
	return cleanList(out)
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

// percentage reads a score given as 85, 85.6, "85", "85%" or "85/100", and
// clamps it to 0–100.
func percentage(v json.RawMessage) (int, bool) {
	var f float64
	if json.Unmarshal(v, &f) != nil {
		var s string
		if json.Unmarshal(v, &s) != nil {
			return 0, false
		}
		s = strings.TrimSpace(stripInvisible(s))
		s = strings.TrimSuffix(strings.TrimSuffix(s, "/100"), "%")
		var err error
		if f, err = strconv.ParseFloat(strings.TrimSpace(s), 64); err != nil {
			return 0, false
		}
	}
	if math.IsNaN(f) {
		return 0, false
	}
	return int(math.Round(math.Max(0, math.Min(100, f)))), true
}
