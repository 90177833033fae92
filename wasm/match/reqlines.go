package match

import "strings"

// offerOpeners open a sentence that says what the job offers, in the four
// languages: under any heading, even a requirements list, it asks nothing of
// the person (issue 35, invariant c: "We offer a competitive salary…" was a
// requirement the CV showed "only part of").
var offerOpeners = []string{"we offer", "we provide", "you'll get", "you will get", "you will receive", "you'll receive",
	"wir bieten", "was wir bieten", "ofrecemos", "te ofrecemos", "nous offrons", "nous proposons", "nous vous offrons"}

// opensWithOffer reports whether a lower-case sentence opens with an offer.
func opensWithOffer(lower string) bool {
	lower = strings.TrimLeft(lower, "-*•·▪◦ \t")
	for _, o := range offerOpeners {
		if strings.HasPrefix(lower, o) && (len(lower) == len(o) || !wordByte(lower[len(o)])) {
			return true
		}
	}
	return false
}
