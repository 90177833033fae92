package match

import (
	"maps"
	"slices"
	"strings"
)

// The role behind the keywords: a job's title belongs to a family of work
// (software, data, infrastructure, design, …), and a CV whose roles are all
// in other families is a different role, whatever tools both name. Such a
// CV keeps the score below 80, and the meaning says why: a list of generic
// tools cannot make a wrong role a good match.

// roleFamilies map title words (lower case, whole words) to a family of
// work, in the four languages; each family with a word in a title is
// one of its families.
var roleFamilies = []struct {
	family string
	words  map[string]bool
}{
	{"security", toSet("security cybersecurity cyber pentester sicherheit seguridad sécurité infosec soc")},
	{"data", toSet("data analytics analyst analytiker scientist statistician bi ml datenanalyst datos données")},
	{"quality", toSet("qa tester testing test quality qualitätssicherung calidad qualité")},
	{"design", toSet("designer design ux ui diseñador diseñadora designerin graphiste")},
	// German project roles are compounds ("Projektleitung",
	// "Projektkoordinator"), and a project office (PMO) is project work.
	{"product", toSet("product project program programme scrum owner projektleiter projektmanager projektleiterin produktmanager projektmanagement projektleitung projektkoordinator projektkoordinatorin pmo proyecto proyectos projet produit")},
	{"infrastructure", toSet("devops sre reliability administrator admin sysadmin systems system network cloud infrastructure platform netzwerk administrador administrateur systemadministrator réseau redes")},
	{"software", toSet("developer programmer software entwicklung backend back-end frontend front-end fullstack full-stack web mobile ios android entwickler entwicklerin softwareentwickler desarrollador desarrolladora programador développeur développeuse logiciel")},
	{"sales", toSet("sales account vertrieb ventas commercial vendedor verkäufer kundenberater")},
	{"marketing", toSet("marketing seo content brand")},
	{"finance", toSet("accountant accounting finance financial controller auditor tax buchhalter buchhalterin contable comptable finanzas")},
	{"people", toSet("hr recruiter recruiting talent personnel personalreferent reclutador recruteur rrhh")},
	{"support", toSet("support helpdesk help-desk desk technician techniker técnico technicien")},
	{"health", toSet("nurse physician doctor medical clinical pflege pflegekraft arzt ärztin enfermero enfermera médico infirmier infirmière")},
	{"teaching", toSet("teacher lecturer tutor trainer lehrer lehrerin profesor profesora enseignant formateur")},
	{"operations", toSet("logistics supply warehouse procurement buyer purchasing einkauf logistik logística achats")},
	{"legal", toSet("lawyer legal counsel paralegal attorney jurist juristin abogado avocat")},
}

// familiesOf returns the families of work a role title names ("Big Data
// Developer" is data and software); plural words count as their singular,
// and a German compound the family of its head ("Softwaretester" is
// quality, see compoundFamilies).
func familiesOf(title string) map[string]bool {
	out := map[string]bool{}
	for _, w := range words(strings.ToLower(title)) {
		found := false
		for _, f := range roleFamilies {
			if f.words[w.Text] || f.words[strings.TrimSuffix(w.Text, "s")] {
				out[f.family] = true
				found = true
			}
		}
		if !found {
			compoundFamilies(w.Text, out)
		}
	}
	return out
}

// compoundFamilies adds the families of a German compound title word: its
// head's ("Anwendungsentwickler" is software, "Softwaretester" quality),
// and its first part's too when the head names no kind of work by itself
// ("Testanalyst", "Netzwerkberater").
func compoundFamilies(w string, out map[string]bool) {
	if len(w) < minCompound {
		return
	}
	head := ""
	for _, fw := range familyWords {
		if len(w) >= len(fw.word)+3 && strings.HasSuffix(w, fw.word) {
			out[fw.family] = true
			head = fw.word
		}
	}
	if head != "" && !genericHeads[head] {
		return
	}
	rest := strings.TrimSuffix(w, head)
	for _, fw := range familyWords {
		if len(w) >= len(fw.word)+3 && strings.HasPrefix(rest, fw.word) {
			out[fw.family] = true
		}
	}
}

// minCompound is the length of the shortest compound: a part of four
// letters and a head of at least three.
const minCompound = 7

// familyWords are the role families' words of four letters or more, in a
// fixed order, for reading compounds.
var familyWords = func() []struct{ word, family string } {
	var out []struct{ word, family string }
	for _, f := range roleFamilies {
		for _, w := range slices.Sorted(maps.Keys(f.words)) {
			if len(w) >= 4 {
				out = append(out, struct{ word, family string }{w, f.family})
			}
		}
	}
	return out
}()

// genericHeads are compound heads that name a kind of role, not its field.
var genericHeads = toSet("analyst analytiker")

// roleMismatch reports whether the job's title names a family of work and
// the CV names roles of other families and none of the job's; it returns
// the job's title. A title the CV shows in full never mismatches.
func roleMismatch(reqs []Requirement, p profile) (string, bool) {
	var title Requirement
	for _, r := range reqs {
		if r.Kind == KindTitle {
			title = r
		}
	}
	want := familiesOf(title.Name)
	if len(want) == 0 || title.Coverage >= 100 {
		return "", false
	}
	known := false
	for _, t := range strings.Split(p.titles, "\n") {
		for f := range familiesOf(t) {
			if want[f] {
				return "", false
			}
			known = true
		}
	}
	return title.Name, known
}
