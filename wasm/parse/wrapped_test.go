package parse

import "testing"

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
	}
	for _, c := range cases {
		if got := opensItem(c.a, c.b); got != c.want {
			t.Errorf("opensItem(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}
