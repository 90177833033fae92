package match

// Tables for the classes of issue 36 (real posts and marketplace profiles),
// from examples written here, not from the evaluation data.

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/parse"
)

func TestCompoundTitlesHaveFamilies(t *testing.T) {
	tests := []struct {
		title string
		want  []string
	}{
		{"Softwaretester für Bankprojekte", []string{"quality"}},
		{"Anwendungsentwickler Java", []string{"software"}},
		{"Datenbankadministrator", []string{"infrastructure"}},
		{"Testanalyst", []string{"data", "quality"}},
		{"Softwareentwicklung in C++ und Qt", []string{"software"}},
		{"Backend Developer", []string{"software"}},
		{"Sachbearbeiterin", nil},
	}
	for _, tt := range tests {
		t.Run(tt.title, func(t *testing.T) {
			got := slices.Sorted(maps.Keys(familiesOf(tt.title)))
			if !slices.Equal(got, tt.want) {
				t.Errorf("familiesOf(%q) = %v, want %v", tt.title, got, tt.want)
			}
		})
	}
}

func TestTitleUnderALabel(t *testing.T) {
	tests := []struct{ jd, want string }{
		{"Titel\nSoftwaretester für Bankprojekte (m/w/d)\nBeginn\n01.02.2026", "Softwaretester für Bankprojekte"},
		{"Title\nPlatform Engineer\nStart\nASAP", "Platform Engineer"},
		{"Titre\nDéveloppeur Java\nDébut\njanvier", "Développeur Java"},
		{"Título\nAnalista de datos\nInicio\nenero", "Analista de datos"},
		{"Titel\nScrum Master (m/w/d)\nDauer\n6 Monate", "Scrum Master"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			r, ok := titleIn(tt.jd)
			if !ok || r.Name != tt.want {
				t.Errorf("titleIn = %q, %v; want %q", r.Name, ok, tt.want)
			}
		})
	}
	if r, ok := titleIn("Master's degree required"); ok {
		t.Errorf("a degree line read as the title %q", r.Name)
	}
}

// A marketplace profile: its furniture shows nothing, its headline and the
// roles after "Rolle" are role titles.
func TestMarketplaceProfileIsReadAsACV(t *testing.T) {
	profileText := strings.Join([]string{
		"Softwareentwickler Java, Spring, Kafka, SQL, Git",
		"Kontaktieren", "Auf die Merkliste", "verfügbar ab", "01.03.2026", "PLZ-Gebiet, Land", "D8",
		"Projekthistorie", "01/2022 - 12/2024", "Versicherung", "Rolle", "Backend-Entwickler",
		"Umsetzung von Microservices mit Spring Boot",
	}, "\n")
	p := newProfile(profileText, parse.Text(profileText), may2025)
	for _, ln := range p.lines {
		if isFurniture(ln) {
			t.Errorf("furniture line %q kept", ln)
		}
	}
	for _, want := range []string{"Softwareentwickler Java, Spring, Kafka, SQL, Git", "Backend-Entwickler"} {
		if !strings.Contains(p.titles, want) {
			t.Errorf("titles %q lack %q", p.titles, want)
		}
	}
	tester := "Titel\nSoftwaretester (m/w/d)\nAnforderungen\n- Java\n- Spring Boot\n- Kafka\n- SQL\n- Git"
	if r := reportOf(profileText, tester); r.MatchPercentage >= capBelow {
		t.Errorf("a developer for a tester post scored %d: %s", r.MatchPercentage, r.ScoreMeaning)
	}
	developer := strings.Replace(tester, "Softwaretester", "Java Softwareentwickler", 1)
	if r := reportOf(profileText, developer); r.MatchPercentage < capBelow {
		t.Errorf("a developer for a developer post scored %d: %s", r.MatchPercentage, r.ScoreMeaning)
	}
}

func TestCompoundsAreReadAsTwoWords(t *testing.T) {
	tests := []struct {
		word string
		want []string
	}{
		{"softwaretester", []string{"software", "tester"}},
		{"anwendungsentwickler", []string{"anwendung", "entwickler"}},
		{"datenbankadministration", []string{"datenbank", "administration"}},
		{"testautomatisierung", []string{"test", "automatisierung"}},
		{"testmanagerin", []string{"test", "managerin"}},
		{"projektleiterin", []string{"projekt", "leiterin"}},
		{"protest", nil},
		{"developer", nil},
		// A woman's title names the same role, and a plural its members.
		{"testmanagerin", []string{"test", "managerin"}},
		{"projektleiterin", []string{"projekt", "leiterin"}},
		{"systemanalytikerin", []string{"system", "analytikerin"}},
		{"testanalysten", []string{"test", "analysten"}},
		// The Scrum roles written as one word (gulp_de).
		{"scrummaster", []string{"scrum", "master"}},
		{"productowner", []string{"product", "owner"}},
		{"webmaster", nil},
	}
	for _, tt := range tests {
		if got := compoundParts(tt.word); !slices.Equal(got, tt.want) {
			t.Errorf("compoundParts(%q) = %v, want %v", tt.word, got, tt.want)
		}
	}
}

// Products the lexicon does not know are requirements of their own in a
// requirement line, met only when the CV names them, and listed as not
// interpreted when it does not.
func TestUnknownProductsAreRequirements(t *testing.T) {
	tests := []struct {
		name, jd string
		want     []string
	}{
		{"de camel case", "Anforderungen\n- Erfahrung in der DataStage Administration (zwingend erforderlich)\n- Linux, Java", []string{"DataStage"}},
		{"de vendor", "Profil\n- Kenntnisse in IBM TWS und SAP BW zwingend", []string{"IBM TWS", "SAP BW"}},
		{"en", "Requirements\n- Must have administered Guidewire ClaimCenter and BillingCenter", []string{"ClaimCenter", "BillingCenter"}},
		{"fr", "Profil recherché\n- Maîtrise de QlikView obligatoire", []string{"QlikView"}},
		{"es", "Requisitos\n- Experiencia con IBM MQX imprescindible", []string{"IBM MQX"}},
		{"unplaced line asking for it", "Erfahrung in der Programmierung mit SAP UI5", []string{"SAP UI5"}},
		{"not in a duty", "Your tasks\n- You will migrate DataStage jobs", nil},
		{"not the gender tag or a legal form", "Anforderungen\n- Erfahrung mit Kafka bei der EDV GmbH (m/w/d)", nil},
		{"not a degree", "Requirements\n- Bachelor's degree, MBA preferred", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := literalProducts(tt.jd); !slices.Equal(got, tt.want) {
				t.Errorf("products %v, want %v", got, tt.want)
			}
		})
	}
	jd := "Titel\nDataStage Administrator\nAnforderungen\n- Erfahrung in der DataStage Administration (zwingend erforderlich)\n- Linux\n- Unix\n- Java\n- Tomcat"
	architect := "Softwarearchitekt\nSkills: Linux, Unix, Java, Tomcat"
	r := reportOf(architect, jd)
	if r.MatchPercentage >= capBelow || !slices.Equal(r.Uninterpreted, []string{"DataStage"}) {
		t.Errorf("without DataStage: score %d, uninterpreted %v; want < %d and [DataStage]", r.MatchPercentage, r.Uninterpreted, capBelow)
	}
	r = reportOf(architect+", DataStage (Administration)", jd)
	if len(r.Uninterpreted) != 0 {
		t.Errorf("with DataStage named: uninterpreted %v", r.Uninterpreted)
	}
	if req, ok := requirement(r.Requirements, "DataStage"); !ok || req.Coverage != 100 || req.Importance != Required {
		t.Errorf("DataStage requirement %+v, want required and covered", req)
	}
}

// Mandatory and optional markers, in four languages.
func TestMandatoryAndOptionalMarkers(t *testing.T) {
	tests := []struct{ name, jd string }{
		{"de zwingend", "Profil\nErfahrung mit Kafka (zwingend erforderlich)\nKenntnisse in Docker wünschenswert"},
		{"de muss", "Kafka: Muss\nDocker von Vorteil"},
		{"de unbedingt", "Folgendes sollten Sie unbedingt mitbringen:\nErfahrung mit Kafka\nFolgendes wäre wünschenswert:\nDocker"},
		{"en", "Requirements\n- Kafka (must)\n- Docker is nice to have"},
		{"en required", "Experience with Kafka is required. Docker would be a plus."},
		{"es", "Requisitos\n- Kafka imprescindible\n- Docker deseable"},
		{"fr", "Profil\n- Maîtrise de Kafka obligatoire\n- La connaissance de Docker est un plus"},
		// A short line that only says how much the lines after it matter is
		// their heading, with or without its colon.
		{"de heading lines", "Folgendes sollten Sie unbedingt mitbringen\nErfahrung mit Kafka\nFolgendes wäre wünschenswert\nDocker"},
		{"de Muss/Kann", "Muss-Kriterien\n- Kafka\nKann-Kriterien\n- Docker"},
		{"en heading lines", "The following is a must\n- Kafka\nThe following would be a plus\n- Docker"},
		{"fr heading lines", "Indispensable\n- Kafka\nSerait un atout\n- Docker"},
		{"es heading lines", "Imprescindible\n- Kafka\nSe valorará\n- Docker"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reqs := Requirements(tt.jd)
			k, ok1 := requirement(reqs, "Kafka")
			d, ok2 := requirement(reqs, "Docker")
			if !ok1 || !ok2 || k.Importance != Required || d.Importance != Preferred {
				t.Errorf("Kafka %q, Docker %q; want required and preferred", k.Importance, d.Importance)
			}
		})
	}
}

// A German compound carries the skill: the job's and the CV's are read as
// the lexicon's term.
func TestGermanCompoundsCarryTheSkill(t *testing.T) {
	tests := []struct{ text, want string }{
		{"Erfahrung in der Softwareentwicklung", "software development"},
		{"Datenbankadministration (Oracle)", "database administration"},
		{"Aufbau der Testautomatisierung", "test automation"},
		{"Webentwicklung mit React", "web development"},
		{"Qualitätssicherung", "quality assurance"},
	}
	for _, tt := range tests {
		if _, ok := requirement(Requirements("Anforderungen\n- "+tt.text), tt.want); !ok {
			t.Errorf("%q: no %q requirement in %+v", tt.text, tt.want, Requirements("Anforderungen\n- "+tt.text))
		}
	}
	jd := "Anforderungen\n- Testautomatisierung\n- Datenbankadministration"
	if r := reportOf("Skills: test automation, database administration", jd); r.MatchPercentage < 51 {
		t.Errorf("an English CV for the German compounds scored %d", r.MatchPercentage)
	}
	if r := reportOf("Kenntnisse: Testautomatisierung, Datenbankadministration", "Requirements\n- test automation\n- database administration"); r.MatchPercentage < 51 {
		t.Errorf("a German CV for the English terms scored %d", r.MatchPercentage)
	}
}

// A CV that names the role in its feminine form meets the job's title in
// the masculine one, and the other way round.
func TestFeminineTitlesMeetTheRole(t *testing.T) {
	tests := []struct{ name, jd, cv string }{
		{"de Testmanagerin", "Titel\nTestmanager (m/w/d)\nAnforderungen\n- ISTQB", "Testmanagerin\nProjekthistorie\n01/2018 - 12/2023 Testmanagerin bei Acme GmbH"},
		{"de Projektleiter", "Titel\nProjektleiterin (m/w/d)\nAnforderungen\n- Scrum", "Projektleiter\nProjekthistorie\n01/2018 - 12/2023 Projektleiter bei Acme GmbH"},
		{"de Beraterin", "Titel\nSAP Berater (m/w/d)\nAnforderungen\n- SAP", "SAP Beraterin\nProjekthistorie\n01/2018 - 12/2023 SAP Beraterin bei Acme GmbH"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reportOf(tt.cv, tt.jd)
			for _, q := range r.Requirements {
				if q.Kind == KindTitle && q.Coverage != 100 {
					t.Errorf("title %q covered %d by %q, want 100", q.Name, q.Coverage, q.CV)
				}
			}
		})
	}
}

// literalProducts is the names of the products a job's requirements read
// literally (products the lexicon does not know), in order.
func literalProducts(jd string) []string {
	var got []string
	for _, r := range Requirements(jd) {
		if r.literal {
			got = append(got, r.Name)
		}
	}
	return got
}
