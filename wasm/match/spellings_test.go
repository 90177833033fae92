package match

import "testing"

// A product the lexicon does not know is met when the CV writes it another
// way: an acronym by the capitalised words it stands for, a camel-case name
// by its parts apart or hyphenated; not by small-letter words that spell
// it by chance, nor by words a comma or a slash lists.
func TestProductsWrittenOtherwise(t *testing.T) {
	tests := []struct {
		name, jd, product, cv string
		want                  int
	}{
		{"en acronym", "Requirements\n- CSM certification is required", "CSM", "Scrum lead\nCertified Scrum Master since 2019", 100},
		{"de acronym", "Anforderungen\n- Kenntnisse im PVS zwingend erforderlich", "PVS", "Administrator\nBetreuung der Praxis Verwaltungs Software", 100},
		{"fr acronym", "Profil recherché\n- Certification PSM obligatoire", "PSM", "Coach agile\nProfessional Scrum Master (2020)", 100},
		{"es acronym", "Requisitos\n- Certificación PMP imprescindible", "PMP", "Jefe de proyecto\nProject Management Professional, 2018", 100},
		{"acronym by a camel-case word", "Requirements\n- CSM certification is required", "CSM", "Scrum lead\nCertified ScrumMaster", 100},
		{"de camel case apart", "Anforderungen\n- Zertifizierung als ScrumMaster zwingend", "ScrumMaster", "Agile Coach\nScrum Master bei einer Bank", 100},
		{"en camel case hyphenated", "Requirements\n- Must have built WebServices", "WebServices", "Developer\nBuilt Web-Services for payments", 100},
		{"fr camel case apart", "Profil recherché\n- Maîtrise de JavaEE obligatoire", "JavaEE", "Développeur\nApplications Java EE", 100},
		{"es camel case apart", "Requisitos\n- Experiencia con DataStage imprescindible", "DataStage", "Desarrollador ETL\nJobs en Data Stage", 100},
		{"not small-letter words", "Anforderungen\n- Kenntnisse in ASE zwingend erforderlich", "ASE", "Berater\naufgezeichnet sind Einhaltung", 0},
		{"not words a comma lists", "Requirements\n- CSM certification is required", "CSM", "Coach\nCertified, Scrum, Master of ceremonies", 0},
		{"not camel parts a slash lists", "Requirements\n- Must have built WebServices", "WebServices", "Developer\nWeb / Services", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reportOf(tt.cv, tt.jd)
			req, ok := requirement(r.Requirements, tt.product)
			if !ok || !req.literal {
				t.Fatalf("no literal product %q in %+v", tt.product, r.Requirements)
			}
			if req.Coverage != tt.want {
				t.Errorf("coverage %d (CV %q), want %d", req.Coverage, req.CV, tt.want)
			}
		})
	}
}
