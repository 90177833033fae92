package match

import (
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// dutyCV is a CV with one role holding the bullets.
func dutyCV(bullets ...string) cv.FormattedCV {
	return cv.FormattedCV{
		ProfessionalHeader:     "Jane Doe",
		ProfessionalExperience: []cv.Experience{{Position: "Engineer", Company: "Acme", Duration: "2019 - 2024", Responsibilities: bullets}},
		CoreSkills:             []string{"Python"},
	}
}

// TestDutyDecision: the one decision on a duty of the job, in four
// languages: a bullet shows it in other words (a variant of its term, a tool
// that implies it, a general skill's phrase in use), the evidence is too weak
// (one unit, a general skill's word piece alone, a denial), it is shown in
// the job's words, or absent.
func TestDutyDecision(t *testing.T) {
	tests := []struct {
		name, duty, bullet string
		state              string
		other              string // "job=cv/by" of the pairs, joined by ";"
	}{
		{"en: a variant of the term", "Manage Amazon Web Services accounts", "Managed AWS accounts and costs for three teams", DutyReworded, "Amazon Web Services=AWS/variant"},
		{"en: a tool that implies it", "Build CI/CD pipelines for our services", "Automated builds and deployments with Jenkins", DutyReworded, "CI/CD=Jenkins/implied"},
		{"en: a general skill's phrase in use", "Provide leadership to the support engineers", "Led the support engineers through two migrations", DutyReworded, "leadership=Led/implied"},
		{"en: too weak, a general skill's word piece alone", "Manage stakeholder relationships", "Liaised with clients and partners to agree scope", DutyAbsent, ""},
		{"en: too weak, one unit of many", "Build CI/CD pipelines and release tooling for mobile apps", "Used Jenkins at the office every day", DutyAbsent, ""},
		{"en: a denial shows nothing", "Build CI/CD pipelines for our services", "No experience with Jenkins yet, sadly", DutyAbsent, ""},
		{"en: a short dated line is a role", "Run Amazon Web Services platforms and tooling", "AWS platform engineer (2019 - 2021)", DutyAbsent, ""},
		{"en: in the job's words", "Manage AWS accounts", "Managed AWS accounts and costs for three teams", DutyShown, ""},
		{"en: absent", "Negotiate supplier contracts", "Baked bread every morning for the shop", DutyAbsent, ""},
		{"de: a variant of the term", "Verwaltung der Amazon Web Services Konten", "Verwaltete AWS Konten und Kosten für drei Teams", DutyReworded, "Amazon Web Services=AWS/variant"},
		{"de: too weak", "Verwaltung der Amazon Web Services Konten", "Backte jeden Morgen Brot für den Laden", DutyAbsent, ""},
		{"fr: a tool that implies it", "Construire les pipelines CI/CD de nos services", "Automatisé les pipelines de livraison avec Jenkins", DutyReworded, "CI/CD=Jenkins/implied"},
		{"es: a variant of the term", "Gestionar las cuentas de Amazon Web Services", "Gestioné las cuentas AWS de tres equipos", DutyReworded, "Amazon Web Services=AWS/variant"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			jd := "Engineer\n\nResponsibilities:\n- " + tt.duty + "\n\nRequirements:\n- Python"
			fit := ReadJob(jd).Fit(dutyCV(tt.bullet))
			var got DutyDecision
			found := false
			for i, d := range fit.DutyDecisions() {
				if fit.Requirements[i].Kind == KindResponsibility {
					got, found = d, true
				}
			}
			if !found {
				t.Fatalf("the duty %q was not read", tt.duty)
			}
			var pairs []string
			for _, o := range got.Other {
				pairs = append(pairs, o.Job+"="+o.CV+"/"+o.By)
			}
			if got.State != tt.state || strings.Join(pairs, ";") != tt.other {
				t.Errorf("got %s %q, want %s %q (%+v)", got.State, strings.Join(pairs, ";"), tt.state, tt.other, got)
			}
			if got.State == DutyReworded && got.Line != tt.bullet {
				t.Errorf("line %q, want the bullet %q", got.Line, tt.bullet)
			}
		})
	}
}

// TestDutyTipsAgree: the analysis says of a duty a bullet shows in other
// words what the tailoring suggestion does, and never "if you have done it".
func TestDutyTipsAgree(t *testing.T) {
	jd := "Engineer\n\nResponsibilities:\n- Run Amazon Web Services platforms and tooling\n- Negotiate supplier contracts\n\nRequirements:\n- Python\n- Docker\n- Go"
	r := ReadJob(jd).AnalyzeCV(dutyCV("Looked after the AWS platform for three teams", "Wrote Python scripts"))
	all := strings.Join(append(append(append([]string{}, r.Weaknesses...), r.Suggestions...), r.InterviewQuestions...), "\n")
	if !strings.Contains(all, "shows the job's duty “Run Amazon Web Services platforms and tooling” in other words (“AWS” for Amazon Web Services): name Amazon Web Services in it") {
		t.Errorf("the reworded duty is not told as such:\n%s", all)
	}
	if strings.Contains(all, "If you have done it, show the job's duty “Run Amazon Web Services platforms and tooling”") {
		t.Errorf("a tip asks to show a duty a bullet shows:\n%s", all)
	}
	if !strings.Contains(all, "Negotiate supplier contracts") {
		t.Errorf("the absent duty is not named:\n%s", all)
	}
}
