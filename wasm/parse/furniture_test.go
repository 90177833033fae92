package parse

import (
	"strings"
	"testing"
)

// furniturePage is an A4 page with one item per line at the given heights.
func furniturePage(lines map[float64]string) Page {
	p := Page{Width: 595, Height: 842}
	for y, s := range lines {
		p.Items = append(p.Items, Item{Str: s, X: 72, Y: y, W: 6 * float64(len(s)), H: 10, Font: "f1"})
	}
	return p
}

func TestPageFurniture(t *testing.T) {
	body1 := map[float64]string{760: "Jane Doe", 740: "Backend Engineer", 700: "Experience", 680: "Built the billing service in Go"}
	body2 := map[float64]string{760: "Education", 740: "University of Bonn"}
	with := func(m map[float64]string, extra map[float64]string) map[float64]string {
		out := map[float64]string{}
		for k, v := range m {
			out[k] = v
		}
		for k, v := range extra {
			out[k] = v
		}
		return out
	}
	tests := []struct {
		name       string
		pages      []Page
		gone, kept []string
	}{
		{
			name: "page marks above the bottom margin (moderncv)",
			pages: []Page{
				furniturePage(with(body1, map[float64]string{96: "1/2"})),
				furniturePage(with(body2, map[float64]string{96: "2/2"})),
			},
			gone: []string{"1/2", "2/2"},
		},
		{
			name: "worded page marks",
			pages: []Page{
				furniturePage(with(body1, map[float64]string{200: "Page 1 of 2"})),
				furniturePage(with(body2, map[float64]string{200: "Seite 2 von 2"})),
			},
			gone: []string{"Page 1 of 2", "Seite 2 von 2"},
		},
		{
			name: "a running footer repeated on every page",
			pages: []Page{
				furniturePage(with(body1, map[float64]string{30: "Jane Doe · Curriculum Vitae"})),
				furniturePage(with(body2, map[float64]string{30: "Jane Doe · Curriculum Vitae"})),
			},
			gone: []string{"Curriculum Vitae"},
		},
		{
			name: "a running header with the page number",
			pages: []Page{
				furniturePage(with(body1, map[float64]string{820: "Jane Doe – CV – 1"})),
				furniturePage(with(body2, map[float64]string{820: "Jane Doe – CV – 2"})),
			},
			gone: []string{"– CV –"},
		},
		{
			name: "a mark that is not the page's own stays",
			pages: []Page{
				furniturePage(with(body1, map[float64]string{400: "2/2"})),
				furniturePage(body2),
			},
			kept: []string{"2/2"},
		},
		{
			name:  "a one-page CV keeps a fraction in its body",
			pages: []Page{furniturePage(with(body1, map[float64]string{400: "1/2"}))},
			kept:  []string{"1/2"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := PDF(tt.pages)
			for _, s := range tt.gone {
				if strings.Contains(r.Text, s) {
					t.Errorf("%q kept in\n%s", s, r.Text)
				}
			}
			for _, s := range append(tt.kept, "Built the billing service in Go") {
				if !strings.Contains(r.Text, s) {
					t.Errorf("%q dropped from\n%s", s, r.Text)
				}
			}
		})
	}
}
