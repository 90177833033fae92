package docx

import "testing"

// A linked company right after its job title in one paragraph, with no
// space between the runs, is read a box apart (a tab), as the PDF shows
// the two; a link inside a sentence, after a space or a bracket, or one
// starting in lower case, joins the text as it is.
func TestGluedLink(t *testing.T) {
	link := func(before, linked, after string) string {
		return `<w:p><w:r><w:t xml:space="preserve">` + before + `</w:t></w:r><w:hyperlink r:id="rId1" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">` +
			`<w:r><w:rPr><w:rStyle w:val="InternetLink"/></w:rPr><w:t>` + linked + `</w:t></w:r></w:hyperlink>` +
			`<w:r><w:t xml:space="preserve">` + after + `</w:t></w:r></w:p>`
	}
	tests := []struct{ name, para, want string }{
		{"en", link("Senior Sales Engineer", "Kettle Analytics", ""), "Senior Sales Engineer\tKettle Analytics"},
		{"de", link("Vertriebsingenieurin", "Kettle Analytik GmbH", ""), "Vertriebsingenieurin\tKettle Analytik GmbH"},
		{"fr", link("Ingénieure commerciale", "Kettle Analytique", ""), "Ingénieure commerciale\tKettle Analytique"},
		{"es", link("Ingeniera de ventas", "Kettle Analítica", ""), "Ingeniera de ventas\tKettle Analítica"},
		{"after a space", link("Portfolio at ", "Kettle Analytics", " since 2020"), "Portfolio at Kettle Analytics since 2020"},
		{"after a bracket", link("Mentor (", "Code Garden", ")"), "Mentor (Code Garden)"},
		{"lower-case link", link("Website", "kettle.example.org", ""), "Websitekettle.example.org"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := Read(zipOf(map[string]string{"word/document.xml": body(tt.para)}))
			if err != nil {
				t.Fatal(err)
			}
			if len(doc.Lines) != 1 || doc.Lines[0].Text != tt.want {
				t.Errorf("lines %+v, want %q", doc.Lines, tt.want)
			}
		})
	}
}
