package match

import "testing"

// A count of one before a parenthesised list makes the list a choice: "at
// least one cloud certification (AWS, Azure, GCP)" is one requirement any
// member meets; the same list without the count is three.
func TestCountOneBeforeAListIsAChoice(t *testing.T) {
	tests := []struct {
		name, jd string
		choice   bool
	}{
		{"en", "Requirements:\n- At least one certification in cloud computing (AWS, Azure, GCP) is required", true},
		{"en, without", "Requirements:\n- Certifications in cloud computing (AWS, Azure, GCP) are required", false},
		{"de", "Ihr Profil:\n- Mindestens eine Zertifizierung im Cloud-Bereich (AWS, Azure, GCP) ist erforderlich", true},
		{"de, without", "Ihr Profil:\n- Zertifizierungen im Cloud-Bereich (AWS, Azure, GCP) sind erforderlich", false},
		{"fr", "Profil recherché :\n- Au moins une certification cloud (AWS, Azure, GCP) est exigée", true},
		{"fr, without", "Profil recherché :\n- Des certifications cloud (AWS, Azure, GCP) sont exigées", false},
		{"es", "Requisitos:\n- Al menos una certificación en la nube (AWS, Azure, GCP) es imprescindible", true},
		{"es, without", "Requisitos:\n- Certificaciones en la nube (AWS, Azure, GCP) son imprescindibles", false},
		{"en, the count ends before the list's sentence", "Requirements:\n- At least one year in the role. Platforms (AWS, Azure, GCP) are used", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reqs := Requirements(tt.jd)
			choice, apart := false, 0
			for _, r := range reqs {
				switch {
				case len(r.Any) == 3:
					choice = true
				case r.Text == "AWS" || r.Text == "Azure" || r.Text == "GCP":
					apart++
				}
			}
			if choice != tt.choice || !tt.choice && apart != 3 {
				t.Errorf("one choice of three %v, want %v; members apart %d (%v)", choice, tt.choice, apart, reqs)
			}
		})
	}
}
