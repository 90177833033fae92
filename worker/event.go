package main

import (
	"errors"
	"unicode/utf16"
	"unicode/utf8"
)

// A chat completion event (one server-sent event of a stream, or a whole
// unstreamed answer) is read by a small scanner instead of encoding/json:
// a reasoning model's reply is thousands of events of about 400 bytes, and
// decoding each through reflection, with its garbage, cost about 30 µs of
// CPU an event under TinyGo (a 2,500-token reply took 76 ms). The scanner
// reads only the fields the worker needs, appends their text to the
// transcript without a copy in between, and skips the rest of the event
// (OpenRouter's reasoning_details, ids, usage) after checking it is JSON.
//
// It reads what encoding/json would read into
//
//	struct {
//		Choices []struct {
//			Delta, Message struct{ Content, Reasoning, ReasoningContent string }
//			FinishReason *string `json:"finish_reason"`
//		}
//		Error *struct{ Message string }
//	}
//
// with the same names (matched regardless of case), the same null handling
// and the same type errors, and takes the first choice's text: the fuzz
// target FuzzEventMatchesJSON compares the two. Unlike encoding/json it
// refuses a field named twice in one object, which no provider sends.

// eventText is what one event holds for the transcript: the first
// choice's delta and message texts (buffers reused from event to event).
type eventText struct {
	parts   [2]textParts // delta, message
	finish  string
	failed  bool         // the event carries a non-null error
	scanner eventScanner // kept here: a scanner made per event went to TinyGo's heap
}

// textParts are the texts of one delta or message object.
type textParts struct {
	content, reasoning, reasoningContent []byte
}

// appendTo adds the parts to the transcript's texts: the content, and the
// reasoning from "reasoning" (OpenRouter) or, if that is empty,
// "reasoning_content" (DeepSeek): a provider that sends both sends the
// same text twice.
func (t *textParts) appendTo(content, reasoning []byte) ([]byte, []byte) {
	content = append(content, t.content...)
	if len(t.reasoning) > 0 {
		return content, append(reasoning, t.reasoning...)
	}
	return content, append(reasoning, t.reasoningContent...)
}

var (
	errEventSyntax    = errors.New("worker: event is not valid JSON")
	errEventType      = errors.New("worker: event field has the wrong type")
	errEventDuplicate = errors.New("worker: event names a field twice")
)

// eventScanner walks one JSON text; pos is the next byte to read.
type eventScanner struct {
	data []byte
	pos  int
	out  *eventText
}

// scanEvent reads data, one event's JSON, appending the first choice's
// texts to out (which it resets first).
func scanEvent(data []byte, out *eventText) error {
	for i := range out.parts {
		p := &out.parts[i]
		p.content, p.reasoning, p.reasoningContent = p.content[:0], p.reasoning[:0], p.reasoningContent[:0]
	}
	out.finish, out.failed = "", false
	s := &out.scanner
	*s = eventScanner{data: data, out: out}
	s.space()
	if err := s.top(); err != nil {
		return err
	}
	s.space()
	if s.pos != len(s.data) {
		return errEventSyntax
	}
	return nil
}

func (s *eventScanner) space() {
	for s.pos < len(s.data) {
		switch s.data[s.pos] {
		case ' ', '\t', '\n', '\r':
			s.pos++
		default:
			return
		}
	}
}

// peek is the next non-space byte, 0 at the end.
func (s *eventScanner) peek() byte {
	s.space()
	if s.pos >= len(s.data) {
		return 0
	}
	return s.data[s.pos]
}

// null consumes a null literal if one comes next.
func (s *eventScanner) null() (bool, error) {
	if s.peek() != 'n' {
		return false, nil
	}
	return true, s.literal("null")
}

func (s *eventScanner) literal(word string) error {
	if !hasPrefix(s.data[s.pos:], word) {
		return errEventSyntax
	}
	s.pos += len(word)
	return nil
}

// hasPrefix is bytes.HasPrefix without the string conversion through
// which TinyGo's bytes.Equal allocates.
func hasPrefix(b []byte, prefix string) bool {
	if len(b) < len(prefix) {
		return false
	}
	for i := 0; i < len(prefix); i++ {
		if b[i] != prefix[i] {
			return false
		}
	}
	return true
}

// The walk uses no closures: TinyGo allocates one on the heap each time,
// which was most of the scanner's garbage.

// enter consumes open, the start of an object or array.
func (s *eventScanner) enter(open byte) error {
	if s.peek() != open {
		return errEventType
	}
	s.pos++
	return nil
}

// more reports whether another member follows in the object or array
// being read (close ends it), consuming its separator; first is true before
// the first member. (Values, not pointers: a variable whose address a
// call takes goes to TinyGo's heap.)
func (s *eventScanner) more(close byte, first bool) (bool, error) {
	c := s.peek()
	if c == close {
		s.pos++
		return false, nil
	}
	if first {
		return true, nil
	}
	if c != ',' {
		return false, errEventSyntax
	}
	s.pos++
	return true, nil
}

// key reads an object member's name and its colon.
func (s *eventScanner) key() ([]byte, error) {
	if s.peek() != '"' {
		return nil, errEventSyntax
	}
	k, err := s.stringBytes(nil)
	if err != nil {
		return nil, err
	}
	if s.peek() != ':' {
		return nil, errEventSyntax
	}
	s.pos++
	return k, nil
}

// The names each object of an event is read for.
var (
	topFields    = []string{"choices", "error"}
	errorFields  = []string{"message"}
	choiceFields = []string{"delta", "message", "finish_reason"}
	textFields   = []string{"content", "reasoning", "reasoning_content"}
)

// fieldIndex matches key against names as encoding/json does (ASCII case
// folded; the names here have no other letters); -1 if none. seen, the
// names met so far in the object (returned updated), guards against a name
// given twice.
func fieldIndex(key []byte, seen uint8, names []string) (int, uint8, error) {
	for i, n := range names {
		if equalFoldASCII(key, n) {
			if seen&(1<<i) != 0 {
				return -1, seen, errEventDuplicate
			}
			return i, seen | 1<<i, nil
		}
	}
	return -1, seen, nil
}

// equalFoldASCII compares key with name, ASCII letters folded. encoding/json
// also folds the Kelvin sign and long s to k and s; no name here has either.
func equalFoldASCII(key []byte, name string) bool {
	if len(key) != len(name) {
		return false
	}
	for i := 0; i < len(key); i++ {
		a, b := key[i], name[i]
		if a == b {
			continue
		}
		if l := a | 0x20; l != b|0x20 || l < 'a' || l > 'z' {
			return false
		}
	}
	return true
}

func (s *eventScanner) top() error {
	if isNull, err := s.null(); isNull || err != nil {
		return err
	}
	if err := s.enter('{'); err != nil {
		return err
	}
	var seen uint8
	for first := true; ; first = false {
		if ok, err := s.more('}', first); !ok || err != nil {
			return err
		}
		k, err := s.key()
		if err != nil {
			return err
		}
		var i int
		i, seen, err = fieldIndex(k, seen, topFields)
		switch {
		case err != nil:
		case i == 0:
			err = s.choices()
		case i == 1:
			err = s.errorField()
		default:
			err = s.skip()
		}
		if err != nil {
			return err
		}
	}
}

// choices reads the choices array: null, or choice objects.
func (s *eventScanner) choices() error {
	if isNull, err := s.null(); isNull || err != nil {
		return err
	}
	if err := s.enter('['); err != nil {
		return err
	}
	n := 0
	for first := true; ; first, n = false, n+1 {
		if ok, err := s.more(']', first); !ok || err != nil {
			return err
		}
		if err := s.choice(n == 0); err != nil {
			return err
		}
	}
}

// errorField reads "error": null, or an object (a failure) whose message,
// if any, must be a string.
func (s *eventScanner) errorField() error {
	if isNull, err := s.null(); isNull || err != nil {
		return err
	}
	s.out.failed = true
	if err := s.enter('{'); err != nil {
		return err
	}
	var seen uint8
	for first := true; ; first = false {
		if ok, err := s.more('}', first); !ok || err != nil {
			return err
		}
		k, err := s.key()
		if err != nil {
			return err
		}
		var i int
		i, seen, err = fieldIndex(k, seen, errorFields)
		switch {
		case err != nil:
		case i == 0:
			err = s.stringField(nil)
		default:
			err = s.skip()
		}
		if err != nil {
			return err
		}
	}
}

// choice reads one element of choices; keep says it is the first, whose
// text counts.
func (s *eventScanner) choice(keep bool) error {
	if isNull, err := s.null(); isNull || err != nil {
		return err
	}
	if err := s.enter('{'); err != nil {
		return err
	}
	var seen uint8
	for first := true; ; first = false {
		if ok, err := s.more('}', first); !ok || err != nil {
			return err
		}
		k, err := s.key()
		if err != nil {
			return err
		}
		var i int
		i, seen, err = fieldIndex(k, seen, choiceFields)
		switch {
		case err != nil:
		case i == 0 || i == 1:
			var to *textParts
			if keep {
				to = &s.out.parts[i]
			}
			err = s.text(to)
		case i == 2:
			err = s.finishReason(keep)
		default:
			err = s.skip()
		}
		if err != nil {
			return err
		}
	}
}

// finishReason reads finish_reason: null or a string, kept when keep.
func (s *eventScanner) finishReason(keep bool) error {
	if isNull, err := s.null(); isNull || err != nil {
		return err
	}
	if s.peek() != '"' {
		return errEventType
	}
	b, err := s.stringBytes(nil)
	if keep && err == nil {
		s.out.finish = string(b)
	}
	return err
}

// text reads a delta or message object into to (nil: checked, not kept).
func (s *eventScanner) text(to *textParts) error {
	if isNull, err := s.null(); isNull || err != nil {
		return err
	}
	if err := s.enter('{'); err != nil {
		return err
	}
	var seen uint8
	for first := true; ; first = false {
		if ok, err := s.more('}', first); !ok || err != nil {
			return err
		}
		k, err := s.key()
		if err != nil {
			return err
		}
		var i int
		i, seen, err = fieldIndex(k, seen, textFields)
		switch {
		case err != nil:
		case i < 0:
			err = s.skip()
		case to == nil:
			err = s.stringField(nil)
		case i == 0:
			err = s.stringField(&to.content)
		case i == 1:
			err = s.stringField(&to.reasoning)
		default:
			err = s.stringField(&to.reasoningContent)
		}
		if err != nil {
			return err
		}
	}
}

// stringField reads a string or null, appending the string to *to (when to
// is not nil).
func (s *eventScanner) stringField(to *[]byte) error {
	if isNull, err := s.null(); isNull || err != nil {
		return err
	}
	if s.peek() != '"' {
		return errEventType
	}
	if to == nil {
		_, err := s.stringBytes(nil)
		return err
	}
	var err error
	*to, err = s.appendString(*to)
	return err
}

// stringBytes reads a string: its bytes in data when it holds no escape
// and only valid UTF-8, else decoded into buf.
func (s *eventScanner) stringBytes(buf []byte) ([]byte, error) {
	start := s.pos + 1
	for i := start; i < len(s.data); i++ {
		c := s.data[i]
		switch {
		case c == '"':
			if b := s.data[start:i]; utf8.Valid(b) {
				s.pos = i + 1
				return b, nil
			}
			return s.appendString(buf)
		case c == '\\' || c < 0x20:
			return s.appendString(buf)
		}
	}
	return nil, errEventSyntax
}

// appendString decodes the string at pos (its opening quote) onto buf as
// encoding/json does: escapes decoded, a lone surrogate and each byte of
// invalid UTF-8 as U+FFFD.
func (s *eventScanner) appendString(buf []byte) ([]byte, error) {
	i := s.pos + 1
	for i < len(s.data) {
		// The plain run up to the next quote, escape or non-ASCII byte.
		j := i
		for j < len(s.data) && s.data[j] != '"' && s.data[j] != '\\' && s.data[j] >= 0x20 && s.data[j] < utf8.RuneSelf {
			j++
		}
		buf = append(buf, s.data[i:j]...)
		i = j
		if i >= len(s.data) {
			break
		}
		switch c := s.data[i]; {
		case c == '"':
			s.pos = i + 1
			return buf, nil
		case c < 0x20:
			return nil, errEventSyntax
		case c == '\\':
			r, n, ok := unescape(s.data[i:])
			if !ok {
				return nil, errEventSyntax
			}
			buf = utf8.AppendRune(buf, r)
			i += n
		default:
			r, n := utf8.DecodeRune(s.data[i:])
			buf = utf8.AppendRune(buf, r) // RuneError for an invalid byte
			i += n
		}
	}
	return nil, errEventSyntax
}

// unescape decodes the escape that b starts with: the rune and the bytes
// it took. A \u escape of a surrogate takes the pair when the next escape
// completes it; a lone one is U+FFFD, as in encoding/json.
func unescape(b []byte) (rune, int, bool) {
	if len(b) < 2 {
		return 0, 0, false
	}
	switch b[1] {
	case '"', '\\', '/':
		return rune(b[1]), 2, true
	case 'b':
		return '\b', 2, true
	case 'f':
		return '\f', 2, true
	case 'n':
		return '\n', 2, true
	case 'r':
		return '\r', 2, true
	case 't':
		return '\t', 2, true
	case 'u':
		r, ok := hex4(b[2:])
		if !ok {
			return 0, 0, false
		}
		if utf16.IsSurrogate(r) {
			if len(b) >= 12 && b[6] == '\\' && b[7] == 'u' {
				if r2, ok := hex4(b[8:]); ok {
					if dec := utf16.DecodeRune(r, r2); dec != utf8.RuneError {
						return dec, 12, true
					}
				}
			}
			return utf8.RuneError, 6, true
		}
		return r, 6, true
	}
	return 0, 0, false
}

func hex4(b []byte) (rune, bool) {
	if len(b) < 4 {
		return 0, false
	}
	var r rune
	for _, c := range b[:4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r*16 + rune(c)
	}
	return r, true
}

// skip consumes any one JSON value, checking its syntax.
func (s *eventScanner) skip() error {
	switch c := s.peek(); {
	case c == '{' || c == '[':
		close := byte('}')
		if c == '[' {
			close = ']'
		}
		s.pos++
		for first := true; ; first = false {
			if ok, err := s.more(close, first); !ok || err != nil {
				return err
			}
			if c == '{' {
				if _, err := s.key(); err != nil {
					return err
				}
			}
			if err := s.skip(); err != nil {
				return err
			}
		}
	case c == '"':
		_, err := s.stringBytes(nil)
		return err
	case c == 't':
		return s.literal("true")
	case c == 'f':
		return s.literal("false")
	case c == 'n':
		return s.literal("null")
	case c == '-' || ('0' <= c && c <= '9'):
		return s.number()
	}
	return errEventSyntax
}

// number consumes a JSON number: -?(0|[1-9]d*)(.d+)?([eE][+-]?d+)?
func (s *eventScanner) number() error {
	d := s.data
	i := s.pos
	if i < len(d) && d[i] == '-' {
		i++
	}
	digits := func() int {
		n := 0
		for i < len(d) && '0' <= d[i] && d[i] <= '9' {
			i++
			n++
		}
		return n
	}
	switch {
	case i < len(d) && d[i] == '0':
		i++
	case digits() == 0:
		return errEventSyntax
	}
	if i < len(d) && d[i] == '.' {
		i++
		if digits() == 0 {
			return errEventSyntax
		}
	}
	if i < len(d) && (d[i] == 'e' || d[i] == 'E') {
		i++
		if i < len(d) && (d[i] == '+' || d[i] == '-') {
			i++
		}
		if digits() == 0 {
			return errEventSyntax
		}
	}
	s.pos = i
	return nil
}
