package parse

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// A Word file keeps a linked word's address only in its hyperlink.
func TestLinkContacts(t *testing.T) {
	tests := []struct {
		name         string
		links        []string
		have         cv.FormattedCV
		wantLinkedIn string
		wantEmail    string
	}{
		{"a linked word gives both", []string{"https://www.datavista.io/", "mailto:maya@example.com?subject=CV", "https://www.linkedin.com/in/mayarodriguez"}, cv.FormattedCV{}, "https://www.linkedin.com/in/mayarodriguez", "maya@example.com"},
		{"the text's values stay", []string{"mailto:other@example.com", "https://linkedin.com/in/other"}, cv.FormattedCV{Email: "maya@example.com", LinkedIn: "linkedin.com/in/maya"}, "linkedin.com/in/maya", "maya@example.com"},
		{"a company page is no profile", []string{"https://www.linkedin.com/company/datavista"}, cv.FormattedCV{}, "", ""},
		{"a mailto: without an address", []string{"mailto:"}, cv.FormattedCV{}, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := tt.have
			LinkContacts(tt.links, &f)
			if f.LinkedIn != tt.wantLinkedIn || f.Email != tt.wantEmail {
				t.Errorf("LinkedIn %q, email %q; want %q, %q", f.LinkedIn, f.Email, tt.wantLinkedIn, tt.wantEmail)
			}
		})
	}
}
