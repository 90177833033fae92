package parse

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// TestProjectHistoryIsExperience: a freelancer profile's dated project
// blocks (a date line, the time it lasts, the project's name, labelled
// fields) are its work history, in German, English, French and Spanish
// (issue 35, class 3). Made-up profiles in the marketplace's shape.
func TestProjectHistoryIsExperience(t *testing.T) {
	tests := []struct {
		name, text string
		want       []cv.Experience
	}{
		{"german", "Projekte\n05/2018 - Heute\n\n1 Jahr 7 Monate\n\nNeues Kundenportal\n\nRolle\nProduktverantwortlicher\nKunde\nMusterbank AG\nEinsatzort\nKöln\nProjektinhalte\n– Backlog gepflegt\n– Releases geplant\nKenntnisse\nScrum Jira\n" +
			"02/2015 - 04/2018\n\n3 Jahre 3 Monate\n\nMigration eines Lagersystems\n\nSonstiges\nFreie Zeile",
			[]cv.Experience{
				{Position: "Produktverantwortlicher", Company: "Musterbank AG", Location: "Köln", Duration: "05/2018 - Heute",
					Responsibilities: []string{"Neues Kundenportal", "Backlog gepflegt", "Releases geplant"}},
				{Position: "Migration eines Lagersystems", Duration: "02/2015 - 04/2018", Responsibilities: []string{}},
			}},
		{"english", "Projects\n01/2019 - 06/2019\n\n6 months\n\nBilling platform rewrite\n\nRole\nLead developer\nClient\nExample Telecom\nTasks\n- Split the monolith\n" +
			"03/2017 - 12/2018\n\n1 year 10 months\n\nShop search\n",
			[]cv.Experience{
				{Position: "Lead developer", Company: "Example Telecom", Duration: "01/2019 - 06/2019",
					Responsibilities: []string{"Billing platform rewrite", "Split the monolith"}},
				{Position: "Shop search", Duration: "03/2017 - 12/2018", Responsibilities: []string{}},
			}},
		{"french", "Projets\n09/2020 - 08/2021\n\n1 an\n\nRefonte du site\n\nRôle\nDéveloppeur front\nClient\nUne mutuelle\nLieu\nLyon\nTâches\n- Composants Vue\n",
			[]cv.Experience{
				{Position: "Développeur front", Company: "Une mutuelle", Location: "Lyon", Duration: "09/2020 - 08/2021",
					Responsibilities: []string{"Refonte du site", "Composants Vue"}},
			}},
		{"spanish, labels with their values", "Proyectos\nPeriodo: 02/2016 - 11/2019\nProyecto: Banca en línea\nRol: Arquitecto de software\nCliente: Un banco\nTareas:\n- Diseño de la API\n",
			[]cv.Experience{
				{Position: "Arquitecto de software", Company: "Un banco", Duration: "02/2016 - 11/2019",
					Responsibilities: []string{"Banca en línea", "Diseño de la API"}},
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text("Erika Muster\nSoftware Developer\n\n" + tt.text + "\n")
			if !equalJSON(t, got.ProfessionalExperience, tt.want) {
				t.Errorf("experience:\n got %+v\nwant %+v", got.ProfessionalExperience, tt.want)
			}
			if len(got.Projects) > 0 {
				t.Errorf("projects: got %+v, want none (read as experience)", got.Projects)
			}
		})
	}
}

// TestProjectHistoryRestIsKept: what follows the last block without a
// label of a block ("Sonstiges" above) is no part of the last project; it
// is kept as a section of its own.
func TestProjectHistoryRestIsKept(t *testing.T) {
	got := Text("Erika Muster\nSoftware Developer\n\nProjekte\n05/2018 - Heute\n\n1 Jahr\n\nNeues Kundenportal\n\nFachliche Schwerpunkte\nModul SD\nModul MM\n")
	if len(got.ProfessionalExperience) != 1 || len(got.ProfessionalExperience[0].Responsibilities) != 0 {
		t.Fatalf("experience: got %+v", got.ProfessionalExperience)
	}
	want := []cv.Section{{Title: "Fachliche Schwerpunkte", Lines: []string{"Modul SD", "Modul MM"}}}
	if !equalJSON(t, got.OtherSections, want) {
		t.Errorf("other sections: got %+v, want %+v", got.OtherSections, want)
	}
}

// TestProjectBlockLinesAreNoHeadings: a project's name that ends with a
// heading word ("… project") and a block's tools label ("Kenntnisse",
// "Skills") with the next block after it end no section.
func TestProjectBlockLinesAreNoHeadings(t *testing.T) {
	text := "Erika Muster\nSoftware Developer\n\nProjekte\n07/2019 - 12/2019\n\n6 Monate\n\nSAP implementation project\n\nRolle\nBerater\nKenntnisse\nSAP ABAP\n" +
		"01/2019 - 06/2019\n\n6 Monate\n\nShop project\n\nRolle\nEntwickler\n"
	got := Text(text).ProfessionalExperience
	if len(got) != 2 || got[0].Position != "Berater" || got[1].Position != "Entwickler" {
		t.Errorf("experience: got %+v, want the two projects", got)
	}
}

// TestTrainingHistoryIsEducation: the same blocks under an education
// heading are degrees and trainings; "Abschluss" names the degree.
func TestTrainingHistoryIsEducation(t *testing.T) {
	text := "Erika Muster\nSoftware Developer\n\nAus- und Weiterbildung\n03/2013 - 03/2013\n\n1 Monat\n\nZertifizierter Tester\n\n" +
		"10/2002 - 04/2007\n\n4 Jahre 7 Monate\n\nWirtschaftsinformatik\nAbschluss\nDiploma Business Informatics\nInstitution, Ort\nHochschule Musterstadt\nSchwerpunkt\nAnwendungssysteme\n"
	want := []cv.Education{
		{Degree: "Zertifizierter Tester", Duration: "03/2013 - 03/2013"},
		{Degree: "Diploma Business Informatics", Institution: "Hochschule Musterstadt", Duration: "10/2002 - 04/2007", Description: "Wirtschaftsinformatik"},
	}
	if got := Text(text).Education; !equalJSON(t, got, want) {
		t.Errorf("education:\n got %+v\nwant %+v", got, want)
	}
}

// TestTwoDigitYearRanges: "06/13-04/14" is a range of months, as German
// profiles write it; a lone "06/13" is not a date.
func TestTwoDigitYearRanges(t *testing.T) {
	got := Text("Erika Muster\nSAP Beraterin\n\nBerufserfahrung\n06/13-04/14\tSAP-Beraterin bei Muster GmbH\n• Customizing SD\n01/12 – 04/12\tEntwicklerin bei Beispiel AG\n• ABAP-OO\n").ProfessionalExperience
	if len(got) != 2 || got[0].Duration != "06/13-04/14" || got[1].Duration != "01/12 – 04/12" {
		t.Errorf("experience: got %+v, want two roles dated 06/13-04/14 and 01/12 – 04/12", got)
	}
	for _, s := range []string{"06/13", "Score 10/12", "24/7 support"} {
		if _, _, ok := findDate(s); ok {
			t.Errorf("findDate(%q) found a date", s)
		}
	}
}

// TestClosingSkillListsAfterLanguages: a freelancer profile closes with
// labelled lists (languages, then databases, products, …); a list after
// the languages is skills again, not more languages (class 3 of the
// audit), in German, English, French and Spanish.
func TestClosingSkillListsAfterLanguages(t *testing.T) {
	tests := []struct{ name, text string }{
		{"german", "Sprachkenntnisse\nDeutsch\nMuttersprache\nDatenbanken\nPostgreSQL\nProdukte\nJenkins"},
		{"english", "Languages\nEnglish\nnative\nDatabases\nPostgreSQL\nOperating systems\nJenkins"},
		{"french", "Langues\nFrançais\nlangue maternelle\nBases de données\nPostgreSQL\nSystèmes d'exploitation\nJenkins"},
		{"spanish", "Idiomas\nEspañol\nnativo\nBases de datos\nPostgreSQL\nSistemas operativos\nJenkins"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Text("Erika Muster\nSoftware Developer\n\n" + tt.text + "\n")
			all := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
			for _, want := range []string{"PostgreSQL", "Jenkins"} {
				found := false
				for _, s := range all {
					found = found || s == want
				}
				if !found {
					t.Errorf("%s not among the skills %q (languages %+v)", want, all, got.Languages)
				}
			}
			if len(got.Languages) != 1 {
				t.Errorf("languages %+v, want one", got.Languages)
			}
		})
	}
}
