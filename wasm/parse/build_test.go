package parse

import "testing"

func TestHeaderCut(t *testing.T) {
	secs := headerCut([]section{{lines: textLines("Jane Doe\njane@example.com\nEngineer, Acme\t2019 – 2021\n• Built the API")}}, dateMemo{})
	if len(secs) != 2 || len(secs[0].lines) != 2 || secs[1].kind != kindNone || len(secs[1].lines) != 2 {
		t.Errorf("a CV without headings: got %d sections, header %d lines", len(secs), len(secs[0].lines))
	}
	two := []section{{lines: textLines("Jane Doe")}, {kind: kindSkills, lines: textLines("Go, SQL")}}
	if got := headerCut(two, dateMemo{}); len(got) != 2 || len(got[0].lines) != 1 {
		t.Errorf("a CV with headings keeps its sections: got %d", len(got))
	}
}

func TestContactSection(t *testing.T) {
	var c contact
	contactSection(textLines("jane@example.com | 10115 Berlin, Germany\n+49 170 1234567"), &c)
	if c.email != "jane@example.com" || c.address != "10115 Berlin, Germany" || c.phone != "+49 170 1234567" {
		t.Errorf("got %+v", c)
	}
}
