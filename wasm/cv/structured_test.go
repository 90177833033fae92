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
	// One field a row of the table, in the table's order: the spec's
	// sections (the contact details are fields of their own, left out when
	// empty), then the extra ones.
	want := `{`
	for _, x := range Sections() {
		switch x.Key {
		case SectionContact:
		case SectionAboutMe:
			want += `"about_me":"",`
		default:
			want += `"` + x.Key + `":[],`
		}
	}
	want += `"other_sections":[]}`
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

// extras is a CV with every contact detail and every extra section filled.
func extras() *FormattedCV {
	return &FormattedCV{
		ProfessionalHeader: "Jane Doe • Data Analyst",
		Name:               "Jane Doe", Email: "jane@example.com", Phone: "+49 30 1234567", LinkedIn: "linkedin.com/in/jane",
		Website: "janedoe.dev", Address: "Berlin, Germany",
		Projects: []Entry{
			{Title: "Shelter finder", Duration: "2021", URL: "github.com/jane/shelter", Description: "A map of open shelters.", Highlights: []string{"Used by 3 cities", "Go and Leaflet"}},
			{Title: "Budget bot", Highlights: []string{}},
		},
		Certifications: []Entry{{Title: "AWS Certified Cloud Practitioner", Subtitle: "Amazon Web Services", Duration: "2022", Highlights: []string{}}},
		Awards:         []Entry{{Title: "Best Thesis Award", Subtitle: "TU Berlin", Duration: "2019", Highlights: []string{}}},
		Publications:   []Entry{{Title: "Queues in practice", Subtitle: "ACM Queue", Duration: "2020", URL: "https://queue.acm.org/x", Highlights: []string{}}},
		Volunteering:   []Entry{{Title: "Mentor", Subtitle: "CoderDojo", Duration: "2018 – Present", Location: "Berlin", Highlights: []string{"Taught 40 children Scratch"}}},
		Interests:      []string{"Chess", "Climbing"},
		References:     []Entry{{Title: "Dr. Max Muster", Subtitle: "Team lead, Acme", Description: "max@acme.example", Highlights: []string{}}},
		OtherSections:  []Section{{Title: "Patents", Lines: []string{"EP 123 456: a queue", "US 7 654 321"}}},
	}
}

func TestExtraSectionsStructured(t *testing.T) {
	f := extras()
	s := ToStructured(f)
	tests := []struct {
		name      string
		got, want any
	}{
		{"contact details", []string{s.Name, s.Email, s.Phone, s.LinkedIn, s.Website, s.Address},
			[]string{"Jane Doe", "jane@example.com", "+49 30 1234567", "linkedin.com/in/jane", "janedoe.dev", "Berlin, Germany"}},
		{"project ids and highlight ids", []string{s.Projects[0].ID, s.Projects[0].Highlights[1].ID, s.Projects[1].ID},
			[]string{"proj_1", "proj_1_h2", "proj_2"}},
		{"project fields", s.Projects[0].Title + "|" + s.Projects[0].Duration + "|" + s.Projects[0].URL + "|" + s.Projects[0].Description,
			"Shelter finder|2021|github.com/jane/shelter|A map of open shelters."},
		{"entry ids per section", []string{s.Certifications[0].ID, s.Awards[0].ID, s.Publications[0].ID, s.Volunteering[0].ID, s.Volunteering[0].Highlights[0].ID, s.References[0].ID},
			[]string{"cert_1", "award_1", "pub_1", "vol_1", "vol_1_h1", "ref_1"}},
		{"interests", s.Interests, []NamedItem{{"interest_1", "Chess"}, {"interest_2", "Climbing"}}},
		{"other sections with line ids", s.OtherSections,
			[]StructuredSection{{ID: "other_1", Title: "Patents", Lines: []TextLine{{"other_1_l1", "EP 123 456: a queue"}, {"other_1_l2", "US 7 654 321"}}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !reflect.DeepEqual(tt.got, tt.want) {
				t.Errorf("got %#v, want %#v", tt.got, tt.want)
			}
		})
	}

	back := FromStructured(s)
	want := *f
	want.ProfessionalExperience, want.Education, want.Languages = []Experience{}, []Education{}, []Language{}
	want.CoreSkills, want.ToolsTechnologies, want.ATSKeywords = []string{}, []string{}, []string{}
	if !reflect.DeepEqual(back, want) {
		t.Errorf("round trip:\n got %#v\nwant %#v", back, want)
	}

	tj, _ := json.Marshal(ToTailoring(s))
	var tailoring map[string]json.RawMessage
	if err := json.Unmarshal(tj, &tailoring); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"name", "email", "phone", "linkedin", "website", "address", "projects", "certifications", "awards",
		"publications", "volunteering", "interests", "references", "other_sections"} {
		if _, ok := tailoring[key]; !ok {
			t.Errorf("tailoring JSON lacks %q: %s", key, tj)
		}
	}
	var tcv TailoringCV
	if err := json.Unmarshal(tj, &tcv); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(tcv.Projects, s.Projects) || !reflect.DeepEqual(tcv.OtherSections, s.OtherSections) || !reflect.DeepEqual(tcv.Interests, []string{"Chess", "Climbing"}) {
		t.Errorf("tailoring extras differ: %s", tj)
	}
}
