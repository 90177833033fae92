package parse

import "testing"

// box0 is a cell from x0 to x1 in a font.
func box0(s string, x0, x1 float64, style string) cell {
	return cell{s: s, x0: x0, x1: x1, style: style}
}

// item is a list item's box whose text starts at tx, right of its bullet.
func item(s string, x0, tx, x1 float64) cell {
	return cell{s: s, x0: x0, tx: tx, x1: x1, style: "body"}
}

// row is a PDF line of boxes at height y, 10 points type.
func row(y float64, cells ...cell) line {
	return line{cells: cells, size: 10, style: cells[0].style, y: y}
}

func TestJoinRules(t *testing.T) {
	// A column from x = 72 to 520.
	margins := []line{row(700, box0("margins", 72, 520, "body"))}
	cases := []struct {
		rule string
		p, l line
		want string // p's text after the rule, "" when it does not join
	}{
		{"wrapped line", row(690, item("• Designed the event pipeline for the pay-", 72, 82, 519)), row(678, box0("ment team", 82, 130, "body")),
			"• Designed the event pipeline for the payment team"},
		{"wrapped line", row(690, item("• Designed the event pipeline", 72, 82, 300)), row(678, box0("ment team", 82, 130, "body")), ""},
		{"wrapped line", row(690, item("• Designed the event pipeline for the pay-", 72, 82, 519)), row(678, item("• Ran the team", 72, 82, 140)), ""},
		{"head wrapped beside its date", row(690, box0("Universidad Nacional de Educación a", 72, 400, "head"), box0("2015 – 2019", 460, 520, "date")),
			row(678, box0("Distancia", 72, 120, "head")), "Universidad Nacional de Educación a Distancia\t2015 – 2019"},
		{"head wrapped beside its date", row(690, box0("Universidad Nacional", 72, 200, "head"), box0("2015 – 2019", 460, 520, "date")),
			row(678, box0("Distancia", 72, 120, "head")), ""},
		{"broken section title", row(690, box0("BERUFSERFAHR", 72, 130, "title"), box0("Engineer, Acme", 160, 300, "body")),
			row(678, box0("UNG", 72, 90, "title")), "BERUFSERFAHRUNG\tEngineer, Acme"},
		{"broken section title", row(690, box0("SOMMER", 72, 130, "title"), box0("Engineer, Acme", 160, 300, "body")),
			row(678, box0("ZEIT", 72, 90, "title")), ""},
	}
	seen := map[string]map[bool]bool{}
	for _, c := range cases {
		var r *joinRule
		for k := range joinRules {
			if joinRules[k].name == c.rule {
				r = &joinRules[k]
			}
		}
		if r == nil {
			t.Fatalf("no join rule %q", c.rule)
		}
		ctx := wrapContext(append([]line{c.p, c.l}, margins...))
		p := c.p
		p.cells = append([]cell(nil), c.p.cells...)
		joined := r.join(&p, c.l, ctx)
		if got := p.text(); joined != (c.want != "") || joined && got != c.want {
			t.Errorf("%s: joined %v, %q; want %q", c.rule, joined, got, c.want)
		}
		if seen[c.rule] == nil {
			seen[c.rule] = map[bool]bool{}
		}
		seen[c.rule][c.want != ""] = true
	}
	for _, r := range joinRules {
		if !seen[r.name][true] || !seen[r.name][false] {
			t.Errorf("join rule %q needs a case where it joins and one where it does not", r.name)
		}
	}
}
