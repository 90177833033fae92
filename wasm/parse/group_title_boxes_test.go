package parse

import (
	"slices"
	"testing"
)

// TestGroupTitleBoxes: skill groups set two by two, each group's name
// larger than its items and wrapped onto two rows beside the other
// group's (actual), give the items as skills and no part of a name, in
// en/de/fr/es (issue 34).
func TestGroupTitleBoxes(t *testing.T) {
	tests := []struct{ lang, skills, a1, a2, b1, b2 string }{
		{"en", "Skills", "Cloud &", "Infrastructure", "Monitoring &", "Observability"},
		{"de", "Kenntnisse", "Cloud &", "Infrastruktur", "Monitoring &", "Beobachtbarkeit"},
		{"fr", "Compétences", "Cloud &", "Infrastructure", "Supervision &", "Observabilité"},
		{"es", "Habilidades", "Nube e", "Infraestructura", "Monitorización y", "Observabilidad"},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			row := func(y float64, left, right string) pl {
				return pl{y, "reg", []box{at(60, left), at(300, right)}}
			}
			page := makePage(
				pl{800, "big", []box{at(60, "Jane Doe")}},
				pl{780, "reg", []box{at(60, "Platform Engineer")}},
				pl{740, "title", []box{title(60, tt.skills)}},
				pl{716, "group", []box{at(60, tt.a1), at(300, tt.b1)}},
				pl{702, "group", []box{at(60, tt.a2), at(300, tt.b2)}},
				row(688, "Terraform", "Prometheus"),
				row(676, "CloudFormation", "Grafana"),
				row(664, "Pulumi", "OpenTelemetry"),
			)
			for i := range page.Items {
				if page.Items[i].Font == "group" {
					page.Items[i].H = 12
				}
			}
			got := PDF([]Page{page}).CV
			skills := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
			want := []string{"Terraform", "Prometheus", "CloudFormation", "Grafana", "Pulumi", "OpenTelemetry"}
			slices.Sort(skills)
			slices.Sort(want)
			if !slices.Equal(skills, want) {
				t.Errorf("skills %q, want %q", skills, want)
			}
		})
	}
}
