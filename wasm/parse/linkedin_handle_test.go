package parse

import "testing"

// TestLinkedInFromHandle: text pasted from a PDF whose LinkedIn address was
// a link shows only the handle, in the shapes themes print it: under its
// network's name (alone or in a row of networks), beside it, followed by
// the name in brackets, after Font Awesome's LinkedIn icon, and as the
// address's path in capitals. A word under "LinkedIn" that reads as prose
// or a heading is no handle.
func TestLinkedInFromHandle(t *testing.T) {
	tests := []struct{ name, contacts, want string }{
		{"en, handle under the name", "Email\nmaya@example.com\nLinkedIn\n\nmayarodriguez", "linkedin.com/in/mayarodriguez"},
		{"de, a row of networks over their handles", "Kontakt\nLinkedIn\nGitHub\nlena-hoffmann\nlena-h-data", "linkedin.com/in/lena-hoffmann"},
		{"de, one line of networks over one of handles", "GitHub LinkedIn\nlena-h-data lena-hoffmann", "linkedin.com/in/lena-hoffmann"},
		{"fr, handle and network in brackets", "claire@example.fr\nclaire-moreau (LinkedIn)\nclaire-dev (GitHub)", "linkedin.com/in/claire-moreau"},
		{"fr, label and handle on one line", "Coordonnées\nLinkedIn : claire-moreau", "linkedin.com/in/claire-moreau"},
		{"es, after the LinkedIn icon", "carlos@example.es\n\uf0e1 carlosmendez\n\uf09b carlos-dev", "linkedin.com/in/carlosmendez"},
		{"es, the path in capitals", "CARLOS@EXAMPLE.ES\nIN/CARLOSMENDEZ", "linkedin.com/in/carlosmendez"},
		{"en, a heading under the label is no handle", "LinkedIn\nProjects", ""},
		{"de, a network row with fewer handles", "LinkedIn\nGitHub\nlena-h-data", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text("Jane Doe\nData Analyst\n" + tt.contacts + "\n\nExperience\n" + entryBody)
			if got.LinkedIn != tt.want {
				t.Errorf("got %q, want %q", got.LinkedIn, tt.want)
			}
			if got.ProfessionalHeader != "Jane Doe • Data Analyst" {
				t.Errorf("header %q", got.ProfessionalHeader)
			}
		})
	}
}
