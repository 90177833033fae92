package parse

import "testing"

// TestSummaryAcrossStackedTitles: a row of boxes (summary, profiles, work)
// pasted from a viewer stacks the titles before their contents; the
// paragraph and the profile lines under it go to the summary, the entries
// to the experience. "Profiles" and its translations title the social
// profiles.
func TestSummaryAcrossStackedTitles(t *testing.T) {
	tests := []struct{ name, titles, summary, profiles string }{
		{"en", "About\n\nProfiles\n\nWork", "Data analyst with five years of experience in retail and healthcare.\nStrong command of SQL and Python, with dashboards for leadership.",
			"LinkedIn\nGitHub\njane-doe\njane-d-data"},
		{"de", "Über mich\n\nSoziale Netzwerke\n\nBerufserfahrung", "Datenanalystin mit vier Jahren Erfahrung in der Analyse von Umsatzdaten.\nSicher im Umgang mit SQL, Python und Power BI",
			"LinkedIn\njane-doe"},
		{"fr", "Profil\n\nRéseaux sociaux\n\nExpérience", "Analyste de données avec quatre ans d'expérience dans la banque et l'assurance.\nMaîtrise de SQL et de Python.",
			"LinkedIn\njane-doe"},
		{"es", "Perfil\n\nRedes sociales\n\nExperiencia", "Analista de datos con cinco años de experiencia en comercio electrónico y banca.\nDominio de SQL y Python.",
			"LinkedIn\njane-doe"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text("Jane Doe\nData Analyst\n\n" + tt.titles + "\n\n" + tt.summary + "\n" + tt.profiles + "\n\n" + entryBody + "\n")
			if want := paragraph(textLines(tt.summary)); got.AboutMe != want {
				t.Errorf("about %q, want %q", got.AboutMe, want)
			}
			if len(got.ProfessionalExperience) != 1 || got.ProfessionalExperience[0].Company != "Acme GmbH" {
				t.Errorf("experience %+v", got.ProfessionalExperience)
			}
			if got.LinkedIn != "linkedin.com/in/jane-doe" {
				t.Errorf("linkedin %q", got.LinkedIn)
			}
		})
	}
}
