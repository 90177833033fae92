package parse

import (
	"strings"

	"github.com/shortlist/shortlist/wasm/cv"
)

// linkContacts completes the contact fields from the PDF's link annotations:
// an email or LinkedIn shown as an icon or a handle exists in the PDF only
// as a link, and one wrapped over two lines is cut in the text.
func linkContacts(pages []Page, f *cv.FormattedCV) {
	var urls []string
	for _, p := range pages {
		for _, l := range p.Links {
			urls = append(urls, l.URL)
		}
	}
	LinkContacts(urls, f)
}

// LinkContacts completes the contact fields from a document's links (a
// PDF's annotations, a Word file's hyperlinks): a mailto: link gives the
// email when the text has none; a LinkedIn profile link gives the LinkedIn
// or replaces a value the text has only in part. The values are the links'
// own text, so still spans of the input.
func LinkContacts(urls []string, f *cv.FormattedCV) {
	for _, u := range urls {
		u = strings.TrimSpace(u)
		if addr, ok := strings.CutPrefix(u, "mailto:"); ok {
			addr, _, _ = strings.Cut(addr, "?")
			if f.Email == "" && addr != "" && emailRe.FindString(addr) == addr {
				f.Email = addr
			}
			continue
		}
		if m := linkedInRe.FindString(u); m != "" && m == u && partOf(f.LinkedIn, u) {
			f.LinkedIn = u
		}
	}
}

// partOf reports whether a LinkedIn value found in the text is missing or a
// cut-off start of the link's address.
func partOf(text, link string) bool {
	bare := func(s string) string {
		s = strings.ToLower(s)
		if rest, ok := strings.CutPrefix(s, "http://"); ok {
			s = rest
		} else {
			s = strings.TrimPrefix(s, "https://")
		}
		return strings.TrimSuffix(strings.TrimPrefix(s, "www."), "/")
	}
	t, l := bare(text), bare(link)
	return t == "" || (t != l && strings.HasPrefix(l, t))
}
