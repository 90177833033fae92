package parse

import (
	"slices"
	"testing"
)

// TestEuropassEntries: class 8 of issue 27, in French and English (own
// examples): a labelled address, list labels and the context label dropped
// from the items, bracketed dates glued to the institution.
func TestEuropassEntries(t *testing.T) {
	cases := []struct {
		name, text  string
		address     string
		items       []string
		institution string
		duration    string
	}{
		{
			name: "fr",
			text: `Léa Fontaine
Ingénieure logiciel
Adresse : 69003 Lyon, France

EXPÉRIENCE PROFESSIONNELLE
Ateliers Rhône Numérique
Localité : Lyon | Pays : France
Ingénieure logiciel
[mars 2020 – aujourd'hui]
Contexte : Refonte du portail des adhérents d'une mutuelle régionale.
Tâches :
- Conception des services de paiement en Go
- Mise en place des tests de charge

FORMATION
Université Lumière Lyon 2 [septembre 2015 – juin 2018]
Licence en informatique`,
			address:     "69003 Lyon, France",
			items:       []string{"Refonte du portail des adhérents d'une mutuelle régionale.", "Conception des services de paiement en Go", "Mise en place des tests de charge"},
			institution: "Université Lumière Lyon 2",
			duration:    "septembre 2015 – juin 2018",
		},
		{
			name: "en",
			text: `Tom Baker
Software Engineer
Address: 12 Mill Lane, Leeds

WORK EXPERIENCE
Harbour Freight Systems
City: Leeds | Country: United Kingdom
Software Engineer
[Jan 2019 – Present]
Context: Rebuilt the routing engine of a parcel network.
Tasks:
- Wrote the scheduler in Go

EDUCATION
University of Leeds [Sep 2014 – Jun 2018]
BSc Computer Science`,
			address:     "12 Mill Lane, Leeds",
			items:       []string{"Rebuilt the routing engine of a parcel network.", "Wrote the scheduler in Go"},
			institution: "University of Leeds",
			duration:    "Sep 2014 – Jun 2018",
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := Text(c.text)
			if f.Address != c.address {
				t.Errorf("address %q, want %q", f.Address, c.address)
			}
			if len(f.ProfessionalExperience) != 1 || !slices.Equal(f.ProfessionalExperience[0].Responsibilities, c.items) {
				t.Errorf("experience %+v, want one entry with %q", f.ProfessionalExperience, c.items)
			}
			if len(f.Education) != 1 || f.Education[0].Institution != c.institution || f.Education[0].Duration != c.duration {
				t.Errorf("education %+v, want %q, %q", f.Education, c.institution, c.duration)
			}
		})
	}
}

// TestCapsHeadingOnTheContentLine: class 4 of issue 27, a title in
// capitals with its content on the same line and no colon (a grid cell
// pasted); a skills line that opens with an acronym stays a skills line.
func TestCapsHeadingOnTheContentLine(t *testing.T) {
	f := Text(`Ana Ruiz
Analista de datos

HABILIDADES SQL, Python, Power BI
SQL Server, dbt, Airflow

IDIOMAS Español — Nativo
Inglés — C1`)
	if want := []string{"SQL", "Python", "Power BI", "SQL Server", "dbt", "Airflow"}; !sameSet(append(f.CoreSkills, f.ToolsTechnologies...), want) {
		t.Errorf("skills %q + %q, want %q", f.CoreSkills, f.ToolsTechnologies, want)
	}
	if len(f.Languages) != 2 || f.Languages[0].Language != "Español" || f.Languages[1].ProficiencyLevel != "C1" {
		t.Errorf("languages %+v, want Español — Nativo and Inglés — C1", f.Languages)
	}
}

func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// TestOneLineEducation: class 6 of issue 27 (own examples in the four
// languages): degree, school and dates as one comma list, however long;
// a hyphenated school name ("Humboldt-Universität") is a school. A long
// item ending with years and a full stop stays an item.
func TestOneLineEducation(t *testing.T) {
	f := Text(`Jane Doe

EXPERIENCE
Acme Corp, 2019 – 2021
- Managed a portfolio of 50 mid-market accounts, achieving 110% of quota in 2020 and 2021.

EDUCATION
Bachelor in Statistics and Data Science, The University of Texas at Austin, Aug 2015 – May 2019
Master in Wirtschaftswissenschaften, Humboldt-Universität zu Berlin, 10/2016 – 09/2018
Master en Data Science & Marketing, Toulouse School of Management, septembre 2017 – juillet 2019
Licenciatura en Economía, Universidad Complutense de Madrid, sep. 2012 – jun. 2016`)
	type ed struct{ degree, institution, duration string }
	want := []ed{
		{"Bachelor in Statistics and Data Science", "The University of Texas at Austin", "Aug 2015 – May 2019"},
		{"Master in Wirtschaftswissenschaften", "Humboldt-Universität zu Berlin", "10/2016 – 09/2018"},
		{"Master en Data Science & Marketing", "Toulouse School of Management", "septembre 2017 – juillet 2019"},
		{"Licenciatura en Economía", "Universidad Complutense de Madrid", "sep. 2012 – jun. 2016"},
	}
	var got []ed
	for _, e := range f.Education {
		got = append(got, ed{e.Degree, e.Institution, e.Duration})
	}
	if !slices.Equal(got, want) {
		t.Errorf("education\n%q\nwant\n%q", got, want)
	}
	if len(f.ProfessionalExperience) != 1 || len(f.ProfessionalExperience[0].Responsibilities) != 1 {
		t.Errorf("experience %+v, want one entry with its one item", f.ProfessionalExperience)
	}
}

// TestSkillGroupLabels: class 5 of issue 27 (own example, pasted with the
// bold gone): group names alone on their line, with or without a colon,
// name no skill; "Language: Fluent in Spanish" is no group name.
func TestSkillGroupLabels(t *testing.T) {
	f := Text(`Jane Doe

SKILLS
Cloud & Infrastructure
AWS, Terraform, Kubernetes
Frameworks:
React, Django, Spring Boot
Language: Fluent in Spanish
Tools
Git, Jira, Figma`)
	got := append(append([]string{}, f.CoreSkills...), f.ToolsTechnologies...)
	if want := []string{"AWS", "Terraform", "Kubernetes", "React", "Django", "Spring Boot", "Git", "Jira", "Figma"}; !sameSet(got, want) {
		t.Errorf("skills %q, want %q", got, want)
	}
	if len(f.Languages) != 1 || f.Languages[0].Language != "Spanish" {
		t.Errorf("languages %+v, want Spanish", f.Languages)
	}
}
