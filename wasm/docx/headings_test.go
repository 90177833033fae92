package docx

import "testing"

// A paragraph in a heading style carries its level; any other carries 0.
func TestHeadingLevel(t *testing.T) {
	styled := func(style, text string) string {
		return `<w:p><w:pPr><w:pStyle w:val="` + style + `"/></w:pPr><w:r><w:t>` + text + `</w:t></w:r></w:p>`
	}
	doc, err := Read(zipOf(map[string]string{"word/document.xml": body(
		styled("Heading3", "Work") + styled("Heading4", "Analyst") + styled("TextBody", "Kettle Analytics") +
			styled("Heading 2", "Education") + styled("HeadingX", "Note") + p("Plain"))}))
	if err != nil {
		t.Fatal(err)
	}
	want := []int{3, 4, 0, 2, 0, 0}
	if len(doc.Lines) != len(want) {
		t.Fatalf("%d lines, want %d: %+v", len(doc.Lines), len(want), doc.Lines)
	}
	for i, w := range want {
		if doc.Lines[i].Heading != w {
			t.Errorf("%q: heading %d, want %d", doc.Lines[i].Text, doc.Lines[i].Heading, w)
		}
	}
}
