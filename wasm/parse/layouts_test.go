package parse

import (
	"testing"

	"github.com/shortlist/shortlist/wasm/cv"
)

// pl is one line of a made-up PDF page: its boxes at x positions, at
// height y, in a font.
type pl struct {
	y     float64
	font  string
	boxes []box
}

type box struct {
	x float64
	s string
}

// makePage lays out made-up lines on an A4 page, 9.5 pt glyphs about 5 pt
// wide, the way pdf.js reports a browser-printed CV.
func makePage(lines ...pl) Page {
	p := Page{Width: 595, Height: 842}
	for _, l := range lines {
		for _, b := range l.boxes {
			p.Items = append(p.Items, Item{Str: b.s, X: b.x, Y: l.y, W: 5 * float64(len([]rune(b.s))), H: 9.5, Font: l.font})
		}
	}
	return p
}

func at(x float64, s string) box { return box{x, s} }

func TestEntriesAcrossVerticalGaps(t *testing.T) {
	head := []pl{
		{800, "bold", []box{at(40, "Jane Doe")}},
		{780, "reg", []box{at(40, "Data Analyst")}},
		{750, "bold", []box{at(40, "EXPERIENCE")}},
	}
	tests := []struct {
		name  string
		lines []pl
		want  []cv.Experience
	}{
		{
			name: "a gap between the company and dates line and the position line",
			lines: []pl{
				{730, "bold", []box{at(40, "Nordlicht Analytics GmbH"), at(470, "03/2022 – 2024")}},
				{712, "ital", []box{at(40, "Senior Data Analyst")}},
				{698, "reg", []box{at(50, "Built the reporting pipelines in Python and dbt for finance")}},
				{680, "bold", []box{at(40, "Datenwerk AG"), at(470, "09/2020 – 02/2022")}},
				{662, "ital", []box{at(40, "Junior Data Analyst")}},
				{648, "reg", []box{at(50, "Wrote the weekly sales reports for the controlling team")}},
			},
			want: []cv.Experience{
				{Company: "Nordlicht Analytics GmbH", Position: "Senior Data Analyst", Duration: "03/2022 – 2024", Responsibilities: []string{"Built the reporting pipelines in Python and dbt for finance"}},
				{Company: "Datenwerk AG", Position: "Junior Data Analyst", Duration: "09/2020 – 02/2022", Responsibilities: []string{"Wrote the weekly sales reports for the controlling team"}},
			},
		},
		{
			name: "a short bullet whose glyph is drawn stays in the body",
			lines: []pl{
				{730, "bold", []box{at(40, "Acme Corp"), at(470, "2019 – 2022")}},
				{716, "ital", []box{at(40, "Backend Engineer")}},
				{702, "reg", []box{at(50, "Built the billing service in Go used by every product team")}},
				{689, "reg", []box{at(50, "Automated the releases")}},
				{676, "reg", []box{at(50, "Led the migration of the payment provider to a new API version")}},
			},
			want: []cv.Experience{
				{Company: "Acme Corp", Position: "Backend Engineer", Duration: "2019 – 2022", Responsibilities: []string{
					"Built the billing service in Go used by every product team", "Automated the releases",
					"Led the migration of the payment provider to a new API version"}},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := PDF([]Page{makePage(append(append([]pl{}, head...), tt.lines...)...)}).CV.ProfessionalExperience
			if !equalJSON(t, got, tt.want) {
				t.Errorf("got %+v\nwant %+v", got, tt.want)
			}
		})
	}
}
