package parse

import (
	"strings"
	"testing"
)

// TestListedRoles: an experience section written as a list of one-line
// roles with their dates in brackets (dashes, numbers, a dash glued to
// the title) gives one entry per item, without its marker, and words after
// the brackets are its first bullet (en/de/fr/es). Dated work under a role
// among undated bullets stays a bullet.
func TestListedRoles(t *testing.T) {
	cases := []struct {
		name, heading, items string
		want                 []string // each entry's position and company, with its dates
	}{
		{"en dashes", "Experience", "- Systems Analyst (2013 - 2017)\n- Finance - Functional Analyst (2009 - 2013)", []string{"Systems Analyst 2013 - 2017", "Functional Analyst Finance 2009 - 2013"}},
		{"en numbers", "## Experience", "1. Support Engineer (2019 - 2023)\n2. Security Analyst - Acme Networks - Leeds - UK and York - UK (2014 - 2019)\n3. Help Desk Analyst (2013 - 2014)", []string{"Support Engineer 2019 - 2023", "Security Analyst Acme Networks 2014 - 2019", "Help Desk Analyst 2013 - 2014"}},
		{"en glued", "Experience", "-Node Developer (2014 - 2019)\n-Java Developer (2012 - 2014)", []string{"Node Developer 2014 - 2019", "Java Developer 2012 - 2014"}},
		{"de", "Berufserfahrung", "- Systemadministrator (2015 - 2020)\n- Softwareentwickler (2010 - 2015)", []string{"Systemadministrator 2015 - 2020", "Softwareentwickler 2010 - 2015"}},
		{"fr", "Expérience", "1. Développeur web (2016 - 2021)\n2. Technicien support (2012 - 2016)", []string{"Développeur web 2016 - 2021", "Technicien support 2012 - 2016"}},
		{"en one a line", "Experience", "Concrete Finisher (2019 - 2022).\nSchool Psychologist (2015 - 2019),\nMachine Operator(2004 - 2015).", []string{"Concrete Finisher 2019 - 2022", "School Psychologist 2015 - 2019", "Machine Operator 2004 - 2015"}},
		{"de one a line", "Berufserfahrung", "Projektleiter - Zahlungsverkehr (Handel / E-Commerce) Berlin oder Remote (2013 - 2016)\nEntwickler (2010 - 2013)", []string{"Projektleiter Zahlungsverkehr (Handel / E-Commerce) Berlin oder Remote 2013 - 2016", "Entwickler 2010 - 2013"}},
		{"en comma", "## Experience", "- Occupational Therapy Assistant, 2019 - 2022\n- Health and Safety Engineer (excluding Mining), 2017 - 2019\n- Floor Finisher, 2012 - 2016.", []string{"Occupational Therapy Assistant 2019 - 2022", "Health and Safety Engineer (excluding Mining) 2017 - 2019", "Floor Finisher 2012 - 2016"}},
		{"fr comma", "Expérience", "- Technicien réseau, 2015 - 2020\n- Agent de maintenance, 2010 - 2015", []string{"Technicien réseau 2015 - 2020", "Agent de maintenance 2010 - 2015"}},
		{"es", "Experiencia", "- Analista de sistemas (2017 - 2022)\n- Técnico de soporte (2013 - 2017)", []string{"Analista de sistemas 2017 - 2022", "Técnico de soporte 2013 - 2017"}},
	}
	for _, c := range cases {
		f := Text("Jane Doe\njane@example.org\n\n" + c.heading + "\n" + c.items + "\n")
		var got []string
		for _, e := range f.ProfessionalExperience {
			got = append(got, joinNonEmpty(" ", e.Position, e.Company, e.Duration))
		}
		if strings.Join(got, " | ") != strings.Join(c.want, " | ") {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

// TestListedRoleWordsAfterAreItsBullet: "Title (dates): what was done" is
// the head and its first bullet.
func TestListedRoleWordsAfterAreItsBullet(t *testing.T) {
	f := Text("Jane Doe\n\nExperience\n- Release Manager (2015 - 2017): Ran the monthly releases.\n- Test Engineer (2012 - 2015): Automated the mobile tests.\n")
	jobs := f.ProfessionalExperience
	if len(jobs) != 2 || jobs[0].Duration != "2015 - 2017" || len(jobs[0].Responsibilities) != 1 ||
		jobs[0].Responsibilities[0] != "Ran the monthly releases." || jobs[1].Responsibilities[0] != "Automated the mobile tests." {
		t.Errorf("got %+v", jobs)
	}
}

// TestDatedBulletUnderARoleStaysABullet: a dated piece of work among the
// bullets of a role is no role of its own.
func TestDatedBulletUnderARoleStaysABullet(t *testing.T) {
	f := Text("Jane Doe\n\nExperience\nSenior Engineer, Acme\n2018 - 2023\n- Migrated billing to the cloud (2019 - 2020)\n- Led a team of four\n")
	jobs := f.ProfessionalExperience
	if len(jobs) != 1 || len(jobs[0].Responsibilities) != 2 {
		t.Errorf("got %+v", jobs)
	}
}
