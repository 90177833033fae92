package match

import (
	"strings"
	"unicode"

	"github.com/shortlist/shortlist/wasm/cv"
)

// A CV written in Markdown may end its work section with a lone "#" or a
// rule ("---"), which the reader can take for one more entry: an employer
// "#" with no title, no dates and no bullets. Counted as a role, it made the
// dates tip say that roles have no dates when every role had them (audit,
// session 16: RJDB 159's T2).

// wordlessEntry reports whether an entry has no letter in its title or
// employer and no bullets: markup the reader split off, not a role.
func wordlessEntry(e cv.Experience) bool {
	return len(e.Responsibilities) == 0 && strings.IndexFunc(e.Position+e.Company, unicode.IsLetter) < 0
}
