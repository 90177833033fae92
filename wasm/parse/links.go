package parse

import (
	"regexp"
	"strings"

	"github.com/shortlist/shortlist/wasm/cv"
)

var linkPrefixRe = regexp.MustCompile(`^(?:https?://)?(?:www\.)?`)

// linkContacts completes the contact fields from the PDF's link annotations:
// an email or LinkedIn shown as an icon or a handle exists in the PDF only
// as a link, and one wrapped over two lines is cut in the text. A mailto:
// link gives the email when the text has none; a LinkedIn profile link
// replaces a value the text has only in part. The values are the links'
// own text, so still spans of the input.
func linkContacts(pages []Page, f *cv.FormattedCV) {
	for _, p := range pages {
		for _, l := range p.Links {
			u := strings.TrimSpace(l.URL)
			if addr, ok := strings.CutPrefix(u, "mailto:"); ok {
				addr, _, _ = strings.Cut(addr, "?")
				if f.Email == "" && emailRe.FindString(addr) == addr {
					f.Email = addr
				}
				continue
			}
			if m := linkedInRe.FindString(u); m != "" && m == u && partOf(f.LinkedIn, u) {
				f.LinkedIn = u
			}
		}
	}
}

// partOf reports whether a LinkedIn value found in the text is missing or a
// cut-off start of the link's address.
func partOf(text, link string) bool {
	bare := func(s string) string {
		return strings.TrimSuffix(linkPrefixRe.ReplaceAllString(strings.ToLower(s), ""), "/")
	}
	t, l := bare(text), bare(link)
	return t == "" || (t != l && strings.HasPrefix(l, t))
}
