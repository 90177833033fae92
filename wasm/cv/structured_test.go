package cv

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func TestToStructured(t *testing.T) {
	if ToStructured(nil) != nil {
		t.Fatal("a missing CV must give nil")
	}
	f := &FormattedCV{
		ProfessionalHeader:     " Jane Doe •Backend Engineer • • Berlin ",
		AboutMe:                "Go developer.",
		ProfessionalExperience: []Experience{{Company: "Acme", Position: "Engineer", Duration: "2020–2022", Location: "Berlin", Responsibilities: []string{"Built APIs", "Led migrations"}}},
		Education:              []Education{{Institution: "TU Berlin", Degree: "MSc", Description: "Thesis on queues"}},
		CoreSkills:             []string{"API design"},
		ToolsTechnologies:      []string{"Go", "Docker"},
		Languages:              []Language{{Language: "German", ProficiencyLevel: "Native"}},
		Email:                  "jane@example.com",
	}
	s := ToStructured(f)
	tests := []struct {
		name      string
		got, want any
	}{
		{"header split on the bullet, trimmed, empty parts dropped", s.ProfessionalHeader,
			[]HeaderPart{{"header_1", "Jane Doe"}, {"header_2", "Backend Engineer"}, {"header_3", "Berlin"}}},
		{"experience ids", []string{s.ProfessionalExperience[0].ID, s.ProfessionalExperience[0].Responsibilities[1].ID}, []string{"exp_1", "exp_1_r2"}},
		{"position becomes title", s.ProfessionalExperience[0].Title, "Engineer"},
		{"education description becomes notes", s.Education[0], StructuredEducation{ID: "edu_1", Degree: "MSc", Institution: "TU Berlin", Notes: "Thesis on queues"}},
		{"skills", s.CoreSkills, []NamedItem{{"skill_1", "API design"}}},
		{"tools", s.ToolsTechnologies, []NamedItem{{"tech_1", "Go"}, {"tech_2", "Docker"}}},
		{"languages", s.Languages, []StructuredLanguage{{"lang_1", "German", "Native"}}},
		{"contact details kept for the Word file", []string{s.Phone, s.Email}, []string{"", "jane@example.com"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !reflect.DeepEqual(tt.got, tt.want) {
				t.Errorf("got %#v, want %#v", tt.got, tt.want)
			}
		})
	}

	back := FromStructured(s)
	if back.ProfessionalHeader != "Jane Doe • Backend Engineer • Berlin" {
		t.Errorf("header joined = %q", back.ProfessionalHeader)
	}
	back.ProfessionalHeader = f.ProfessionalHeader
	f.ATSKeywords = []string{}
	if !reflect.DeepEqual(back, *f) {
		t.Errorf("round trip:\n got %#v\nwant %#v", back, *f)
	}
}

func TestStructuredJSONNames(t *testing.T) {
	b, _ := json.Marshal(ToStructured(&FormattedCV{}))
	want := `{"professional_header":[],"about_me":"","professional_experience":[],"education":[],"core_skills":[],"tools_technologies":[],"languages":[]}`
	if string(b) != want {
		t.Errorf("got %s, want %s", b, want)
	}
	tb, _ := json.Marshal(ToTailoring(ToStructured(&FormattedCV{CoreSkills: []string{"SQL"}})))
	wantT := `{"professional_experience":[],"education":[],"core_skills":["SQL"],"tools_technologies":[],"languages":[]}`
	if string(tb) != wantT {
		t.Errorf("tailoring got %s, want %s", tb, wantT)
	}
}

// TestRoundTripFixtures turns every fixture into the editable CV and back:
// only the header's spacing, the ATS keywords and the raw reply (not part of
// the editable CV) may change; the contact details travel with it for the
// Word file.
func TestRoundTripFixtures(t *testing.T) {
	for name, f := range fixtures(t) {
		t.Run(name, func(t *testing.T) {
			s := ToStructured(&f)
			got := FromStructured(s)
			want := f
			want.ProfessionalHeader = joinNonEmpty(" "+headerSeparator+" ", strings.Split(f.ProfessionalHeader, headerSeparator)...)
			want.RawAPIResponse = ""
			want.ATSKeywords = []string{}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("round trip:\n got %#v\nwant %#v", got, want)
			}
			if again := ToStructured(&got); !reflect.DeepEqual(again, s) {
				t.Errorf("ids changed on a second pass:\n got %#v\nwant %#v", again, s)
			}
		})
	}
}
