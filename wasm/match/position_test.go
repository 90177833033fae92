package match

import "testing"

func TestSentencesAboutThePositionAreNoRequirement(t *testing.T) {
	tests := []struct{ name, jd string }{
		{"en new position", "Your profile\n- Kubernetes\n- Your new and varied position comes with a high degree of responsibility."},
		{"en report", "Your profile\n- Kubernetes\n- At first you will report to the head of the department."},
		{"en opportunity", "Your profile\n- Kubernetes\n- Later you will have the opportunity to lead review meetings with customers."},
		{"en contact", "Your profile\n- Kubernetes\n- Your personal contact in Leeds: Jane Roe"},
		{"de neue Position", "Ihr Profil\n- Kubernetes\n- Ihre neue vielseitige Position zeichnet sich durch viel Verantwortung aus."},
		{"de berichten", "Ihr Profil\n- Kubernetes\n- Zunächst berichten Sie an die Bereichsleitung."},
		{"de Möglichkeit", "Ihr Profil\n- Kubernetes\n- Später bietet sich Ihnen die Möglichkeit, Kundentermine zu leiten."},
		{"de Kontakt", "Ihr Profil\n- Kubernetes\n- Ihr persönlicher Kontakt in Köln: Erika Muster"},
		{"es puesto", "Requisitos\n- Kubernetes\n- Tu nuevo puesto conlleva mucha responsabilidad."},
		{"es reportarás", "Requisitos\n- Kubernetes\n- Reportarás a la dirección de tecnología."},
		{"es oportunidad", "Requisitos\n- Kubernetes\n- Tendrás la oportunidad de dirigir reuniones con clientes."},
		{"fr poste", "Profil recherché\n- Kubernetes\n- Votre nouveau poste offre beaucoup de responsabilités."},
		{"fr rattaché", "Profil recherché\n- Kubernetes\n- Vous serez rattaché au directeur technique."},
		{"fr possibilité", "Profil recherché\n- Kubernetes\n- Vous aurez la possibilité d'animer des réunions avec les clients."},
		{"fr interlocuteur", "Profil recherché\n- Kubernetes\n- Votre interlocutrice : Marie Dupont"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, r := range Requirements(tt.jd) {
				if r.Name != "Kubernetes" {
					t.Errorf("requirement %s %q from a sentence about the position", r.Kind, r.Text)
				}
			}
		})
	}
	// What the person must bring stays a requirement, also when it names
	// reporting or a contact.
	for _, jd := range []string{
		"Requirements\n- Experience reporting to senior management",
		"Anforderungen\n- Erfahrung als Ansprechpartner für Kunden",
	} {
		if reqs := Requirements(jd); len(reqs) == 0 {
			t.Errorf("%q: no requirement", jd)
		}
	}
}
