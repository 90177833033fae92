package main

import (
	"strings"

	"github.com/shortlist/shortlist/wasm/cv"
)

// docxLinkContacts completes the contact fields a Word file shows only as
// linked words ("LinkedIn", a handle): a LinkedIn profile link gives the
// LinkedIn and a mailto: link the email when the text gave none. It is the
// Word side of parse's linkContacts for a PDF's link annotations, which
// parse does not export for a text.
func docxLinkContacts(links []string, f *cv.FormattedCV) {
	for _, u := range links {
		if addr, ok := strings.CutPrefix(u, "mailto:"); ok {
			addr, _, _ = strings.Cut(addr, "?")
			if f.Email == "" && strings.Contains(addr, "@") && !strings.ContainsAny(addr, " <>") {
				f.Email = addr
			}
			continue
		}
		if f.LinkedIn == "" && strings.Contains(strings.ToLower(u), "linkedin.com/in/") {
			f.LinkedIn = u
		}
	}
}
