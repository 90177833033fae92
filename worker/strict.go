package main

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
)

// encoding/json matches object keys to fields case-insensitively and lets
// a later key replace an earlier one, so {"cvText": "a", "CVTEXT": "z"}
// would be read as "z". strictKeys refuses such bodies before they are
// decoded: every key must be, exactly, a field name of the request type at
// its place, and appear once in its object.

// strictKeys checks body's object keys against the JSON field names of t
// (a struct type, or a pointer to one). It returns a 400 invalid_json
// *Error naming the first key that is unknown, a case variant or given
// twice, or saying the body is not JSON.
func strictKeys(body []byte, t reflect.Type) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	return walkValue(dec, t, 0)
}

// maxDepth bounds how deeply a request's objects and arrays may nest (the
// requests the page sends nest 6 deep). The decoders recurse once per
// level, and TinyGo's 64 KiB goroutine stack, checked only by a canary
// after the damage, overflowed at 100 levels: the instance trapped with
// its heap overwritten (docs/worker.md).
const maxDepth = 16

// walkValue reads one JSON value from dec, at depth levels of nesting,
// checking the keys of every object in it against t (nil: a place with no
// known type, not checked; the decoder's type check refuses it afterwards).
func walkValue(dec *json.Decoder, t reflect.Type, depth int) error {
	tok, err := dec.Token()
	if err != nil {
		return notJSON()
	}
	if depth >= maxDepth && (tok == json.Delim('{') || tok == json.Delim('[')) {
		return fieldError("The request nests objects and arrays more than " + strconv.Itoa(maxDepth) + " levels deep.")
	}
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch tok {
	case json.Delim('{'):
		return walkObject(dec, t, depth+1)
	case json.Delim('['):
		var elem reflect.Type
		if t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
			elem = t.Elem()
		}
		for dec.More() {
			if err := walkValue(dec, elem, depth+1); err != nil {
				return err
			}
		}
		return closing(dec)
	}
	return nil
}

// walkObject reads the members of an object at depth after its '{'.
func walkObject(dec *json.Decoder, t reflect.Type, depth int) error {
	var fields map[string]reflect.Type
	if t != nil && t.Kind() == reflect.Struct {
		fields = jsonFields(t)
	}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		key, ok := tok.(string)
		if err != nil || !ok {
			return notJSON()
		}
		if seen[key] {
			return fieldError("The field " + quoteName(key) + " is given more than once.")
		}
		seen[key] = true
		var ft reflect.Type
		if fields != nil {
			if ft, ok = fields[key]; !ok {
				return unknownKey(key, fields)
			}
		}
		if err := walkValue(dec, ft, depth); err != nil {
			return err
		}
	}
	return closing(dec)
}

// closing reads the '}' or ']' that ends an object or array.
func closing(dec *json.Decoder) error {
	if _, err := dec.Token(); err != nil {
		return notJSON()
	}
	return nil
}

// jsonFields maps the JSON names of t's exported fields to their types.
func jsonFields(t reflect.Type) map[string]reflect.Type {
	out := make(map[string]reflect.Type, t.NumField())
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if f.PkgPath != "" {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		if name == "" {
			name = f.Name
		}
		out[name] = f.Type
	}
	return out
}

// unknownKey is the error of a key that is not a field, saying which field
// it differs from only by case, if any.
func unknownKey(key string, fields map[string]reflect.Type) error {
	for name := range fields {
		if strings.EqualFold(name, key) {
			return fieldError("The field " + quoteName(key) + " is not accepted; field names are case-sensitive (" + strconv.Quote(name) + ").")
		}
	}
	return fieldError("The field " + quoteName(key) + " is not accepted.")
}

func fieldError(message string) error {
	return &Error{Code: codeInvalidJSON, Message: message}
}

func notJSON() error {
	return &Error{Code: codeInvalidJSON, Message: "The request body is not valid JSON."}
}

// quoteName quotes a key for a message, cut to keep the message short.
func quoteName(name string) string {
	if len(name) > 40 {
		name = strings.ToValidUTF8(name[:40], "") + "…"
	}
	return strconv.Quote(name)
}
