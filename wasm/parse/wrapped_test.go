package parse

import (
	"strings"
	"testing"
)

// TestDrawnBulletsAreItems: class 3 of issue 27 in a PDF whose list
// bullets are drawn shapes, not text (as browsers print <li>): an item that
// ends near the right margin is followed by the next item, not by its own
// rest, when that line starts with a capital and the item ends with no word
// waiting for more; a comma list cut inside a name, a place under a
// school's name and a line after "für" or "of" are still one line.
func TestDrawnBulletsAreItems(t *testing.T) {
	// Full lines reach the right margin (x = 520), where the first word
	// of the line below would not have fitted.
	full := func(s string, y float64) Item { return Item{Str: s, X: 82, Y: y, W: 438, H: 10, Font: "body"} }
	body := func(s string, y float64) Item {
		return Item{Str: s, X: 82, Y: y, W: float64(len(s)) * 5, H: 10, Font: "body"}
	}
	pages := []Page{{Width: 600, Height: 800, Items: []Item{
		{Str: "Jane Doe", X: 72, Y: 760, W: 90, H: 20, Font: "name"},
		{Str: "Experience", X: 72, Y: 730, W: 60, H: 12, Font: "title"},
		{Str: "Engineer, Initech", X: 72, Y: 712, W: 90, H: 10, Font: "head"},
		{Str: "2019 – 2021", X: 460, Y: 712, W: 60, H: 10, Font: "head"},
		full("Own the relationships with 45 enterprise and mid-market accounts in the ARR", 698),
		full("Achieved 118% net revenue retention through renewals and upsells", 686),
		full("Built the billing dashboards with React, Redux, Jest and Test-Driven", 674),
		body("Development, Cypress", 662),
		full("Led the weekly reviews of the service levels with the heads of", 650),
		full("Customer Support and Finance in three regions and two time zones", 638),
		{Str: "Skills", X: 72, Y: 610, W: 40, H: 12, Font: "title"},
		body("Go, SQL", 596),
	}}}
	r := PDF(pages)
	exp := r.CV.ProfessionalExperience
	want := []string{
		"Own the relationships with 45 enterprise and mid-market accounts in the ARR",
		"Achieved 118% net revenue retention through renewals and upsells",
		"Built the billing dashboards with React, Redux, Jest and Test-Driven Development, Cypress",
		"Led the weekly reviews of the service levels with the heads of Customer Support and Finance in three regions and two time zones",
	}
	if len(exp) != 1 || !equalJSON(t, exp[0].Responsibilities, want) {
		t.Errorf("responsibilities:\n%q\nwant\n%q\ntext:\n%s", exp, want, r.Text)
	}
}

func TestOpensItem(t *testing.T) {
	cases := []struct {
		a, b string
		want bool
	}{
		{"Own strategic relationships with 45 accounts representing $4.2M in ARR", "Achieved 118% net revenue retention", true},
		{"Entwicklung interaktiver Dashboards in Power BI für", "Geschäftsführung und Fachabteilungen", false},
		{"React, Redux, Jest, Test-Driven", "Development, Cypress, Storybook", false},
		{"B.Tech, Computer Science, Indian Institute of", "Technology Delhi, New Delhi", false},
		{"Implemented user authentication using Firebase Auth. Utilized", "D3.js for data visualization", false},
		{"Designed the data model and the pipelines", "Delhi", false},
		{"Designed the data model and the pipelines", "cutting the load by half", false},
		// A wrap that goes on with a name: an acronym or a tool the
		// lexicon knows (issue 34), in en/de/fr/es; in a line set in
		// capitals every word looks like an acronym.
		{"Lead a team of four engineers managing multi-region", "AWS infrastructure for a SaaS platform", false},
		{"Aufbau der Plattform für die Auswertung der Daten", "SQL Abfragen in drei Märkten", false},
		{"Migration de la plateforme de données", "Python pour trois équipes produit", false},
		{"Migración de la plataforma de datos", "Terraform y Ansible para tres equipos", false},
		{"MANAGED THE ACCOUNTS OF THE REGION", "LED THE TEAM OF FOUR", true},
	}
	for _, c := range cases {
		if got := opensItem(c.a, c.b); got != c.want {
			t.Errorf("opensItem(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

// TestThreeColumnGrid: class 4 of issue 27 from a PDF: skills, languages
// and certifications side by side, each title in capitals on the line of
// its first item. Each column is read whole, and each title opens its
// section.
func TestThreeColumnGrid(t *testing.T) {
	// Three columns 160 points wide at x = 40, 220 and 400; a line that
	// wraps fills its column.
	it := func(s string, x, y float64) Item {
		return Item{Str: s, X: x, Y: y, W: min(160, float64(len(s))*7.5), H: 10, Font: "body"}
	}
	pages := []Page{{Width: 600, Height: 800, Items: []Item{
		{Str: "Jane Doe", X: 40, Y: 760, W: 90, H: 20, Font: "name"},
		// Text across the page above the grid, as a CV's experience is.
		{Str: "EXPERIENCE", X: 40, Y: 740, W: 80, H: 12, Font: "title"},
		{Str: "Built the billing service in Go for four markets and ran it on Kubernetes with a small team", X: 40, Y: 726, W: 520, H: 10, Font: "body"},
		{Str: "Led the move of the ledger to a second region without downtime for the card business", X: 40, Y: 714, W: 500, H: 10, Font: "body"},
		it("SKILLS Go, SQL, Test-", 40, 700), it("LANGUAGES German —", 220, 700), it("CERTIFICATIONS CKA,", 400, 700),
		it("Driven Development,", 40, 688), it("Native", 220, 688), it("Linux Foundation", 400, 688),
		it("Terraform, Kafka", 40, 676), it("English — C1", 220, 676), it("(2022)", 400, 676),
	}}}
	r := PDF(pages)
	for _, want := range []string{"SKILLS Go, SQL, Test-Driven Development, Terraform, Kafka\n", "LANGUAGES German — Native\nEnglish — C1\n", "CERTIFICATIONS CKA, Linux Foundation (2022)"} {
		if !strings.Contains(r.Text, want) {
			t.Errorf("reading order:\n%s\nwant it to hold %q", r.Text, want)
		}
	}
	skills := append(r.CV.CoreSkills, r.CV.ToolsTechnologies...)
	if !sameSet(skills, []string{"Go", "SQL", "Test-Driven Development", "Terraform", "Kafka"}) {
		t.Errorf("skills %q", skills)
	}
	if len(r.CV.Languages) != 2 {
		t.Errorf("languages %+v, want German and English", r.CV.Languages)
	}
}
