package parse

import (
	"slices"
	"testing"
)

// TestStyledLevelledGroups: a sidebar's skill groups whose names the
// headings' font made sections of their own ("CLOUD", then its level
// "EXPERT", then the keywords; caffeine) are read as skills, not as
// sections of their own (audit class 26); a section in that font whose
// first line is no level stays one.
func TestStyledLevelledGroups(t *testing.T) {
	tests := []struct{ name, education, group, level, other string }{
		{"en", "EDUCATION", "CLOUD PLATFORMS", "EXPERT", "HOBBIES"},
		{"de", "AUSBILDUNG", "CLOUD UND DEVOPS", "FORTGESCHRITTEN", "HOBBYS"},
		{"fr", "FORMATION", "PLATEFORMES CLOUD", "AVANCÉ", "LOISIRS"},
		{"es", "EDUCACIÓN", "PLATAFORMAS CLOUD", "AVANZADO", "AFICIONES"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			page := makePage(
				pl{800, "big", []box{at(40, "Jane Doe")}},
				pl{780, "reg", []box{at(40, "Cloud engineer")}},
				pl{740, "title", []box{title(40, tt.education)}},
				pl{725, "reg", []box{at(40, "Acme University, Bachelor of Science in Computer Science, 2014 - 2018")}},
				pl{690, "title", []box{title(40, tt.group)}},
				pl{675, "reg", []box{at(40, tt.level)}},
				pl{660, "reg", []box{at(40, "AWS")}},
				pl{645, "reg", []box{at(40, "Terraform")}},
				pl{610, "title", []box{title(40, tt.other)}},
				pl{595, "reg", []box{at(40, "Climbing and chess")}},
			)
			got := PDF([]Page{page}).CV
			all := append(append([]string{}, got.CoreSkills...), got.ToolsTechnologies...)
			if !slices.Contains(all, "AWS") || !slices.Contains(all, "Terraform") || slices.Contains(all, tt.level) {
				t.Errorf("skills %q: want AWS and Terraform, no level; other %+v; interests %q", all, got.OtherSections, got.Interests)
			}
			for _, o := range got.OtherSections {
				if o.Title == tt.group {
					t.Errorf("the group %q is a section of its own: %+v", tt.group, o)
				}
			}
		})
	}
}
