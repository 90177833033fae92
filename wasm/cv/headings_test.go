package cv

import (
	"strings"
	"testing"
)

// TestHeadingsHaveOneOwner checks the table of headings: each key has one
// row, and each heading, in lower case and without spaces around it, is
// under one key only, so that the parser's index of headings does not
// depend on the order it reads the rows in ("résumé" was once both the
// summary's and the document's title).
func TestHeadingsHaveOneOwner(t *testing.T) {
	owner := map[string]string{}
	keys := map[string]bool{}
	for _, h := range headings {
		if keys[h.key] {
			t.Errorf("key %s has two rows", h.key)
		}
		keys[h.key] = true
		if len(h.words) == 0 {
			t.Errorf("key %s has no headings", h.key)
		}
		for _, w := range h.words {
			if w != strings.ToLower(strings.TrimSpace(w)) {
				t.Errorf("%s: heading %q is not lower case and trimmed", h.key, w)
			}
			if k, ok := owner[w]; ok {
				t.Errorf("heading %q is under %s and %s", w, k, h.key)
			}
			owner[w] = h.key
		}
	}
	for _, k := range HeadingKeys() {
		if len(Headings(k)) == 0 {
			t.Errorf("Headings(%s) is empty", k)
		}
	}
	if Headings("no such key") != nil {
		t.Errorf("Headings of an unknown key is not nil")
	}
}
