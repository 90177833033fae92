package parse

import (
	"strings"

	"github.com/shortlist/shortlist/wasm/cv"
)

// fillFromRest gives a job's head parts not yet placed to its company, then
// its title, in their order. A part left over once both are filled joins
// the field filled last, after a dash, when the whole head stands on one
// line above its dates (oneLine) and the part is no sentence: "Widget
// Rollout – Store Portal - Vendor Billing" over its dates reads as the
// company, the title, and the third part with the title. Before, that part
// was dropped: a head of three dash parts, as Shortlist's own files write
// a title holding a dash before " — " and the company, came back without
// its last part. A head on two lines or more ("CEO" over "Acme ·
// Tagline"), or on the dated line with a label before it ("Vocational",
// then "2016–2019 Engineer, Acme Corp"), keeps dropping it: there a third
// part is a tagline, a group label or a place the lexicon does not know.
func fillFromRest(x *cv.Experience, rest []string, oneLine bool) {
	last := &x.Company // both filled before: the company takes it
	for _, p := range rest {
		switch {
		case x.Company == "":
			x.Company, last = p, &x.Company
		case x.Position == "":
			x.Position, last = p, &x.Position
		case oneLine && !isProse(p):
			*last = strings.TrimSpace(*last) + " – " + p
		}
	}
}
