package docx

import (
	"archive/zip"
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// zipOf builds a zip holding the given parts (writing to memory cannot fail).
func zipOf(parts map[string]string) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for name, body := range parts {
		w, err := zw.Create(name)
		if err != nil {
			panic(err)
		}
		if _, err := w.Write([]byte(body)); err != nil {
			panic(err)
		}
	}
	if err := zw.Close(); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

const ns = `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ` +
	`xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" ` +
	`xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"`

func body(inner string) string {
	return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ` + ns + `><w:body>` + inner + `<w:sectPr/></w:body></w:document>`
}

func p(text string) string {
	return `<w:p><w:r><w:t xml:space="preserve">` + text + `</w:t></w:r></w:p>`
}

func li(level, text string) string {
	return `<w:p><w:pPr><w:pStyle w:val="ListParagraph"/><w:numPr><w:ilvl w:val="` + level + `"/><w:numId w:val="3"/></w:numPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr><w:r><w:t>` + text + `</w:t></w:r></w:p>`
}

func cell(paras ...string) string {
	return `<w:tc><w:tcPr><w:tcW w:w="2000"/></w:tcPr>` + strings.Join(paras, "") + `</w:tc>`
}

func TestReadText(t *testing.T) {
	tests := []struct {
		name  string
		parts map[string]string
		want  string
	}{
		{"paragraphs", map[string]string{"word/document.xml": body(p("Jane Doe") + p("Data Analyst"))}, "Jane Doe\nData Analyst"},
		{"runs joined, tabs and breaks", map[string]string{"word/document.xml": body(
			`<w:p><w:r><w:t>Acme</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve"> Corp</w:t></w:r><w:r><w:tab/><w:t>2020</w:t><w:br/><w:t>Berlin</w:t></w:r></w:p>`)},
			"Acme Corp\t2020\nBerlin"},
		{"list levels become bullets", map[string]string{"word/document.xml": body(p("Experience") + li("0", "Led a team") + li("1", "Hired four"))},
			"Experience\n• Led a team\n  • Hired four"},
		{"list style without numbering", map[string]string{"word/document.xml": body(`<w:p><w:pPr><w:pStyle w:val="ListBullet"/></w:pPr><w:r><w:t>Item</w:t></w:r></w:p>`)},
			"• Item"},
		{"numbering turned off", map[string]string{"word/document.xml": body(`<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="0"/></w:numPr></w:pPr><w:r><w:t>Plain</w:t></w:r></w:p>`)},
			"Plain"},
		{"empty paragraphs fold into one break", map[string]string{"word/document.xml": body(p("A") + "<w:p/><w:p/>" + p("B") + "<w:p/>")}, "A\n\nB"},
		{"short table row is one line", map[string]string{"word/document.xml": body(
			`<w:tbl><w:tblPr/><w:tblGrid/><w:tr>` + cell(p("2019 – 2022")) + cell(p("Analyst, Acme")) + `</w:tr></w:tbl>`)},
			"2019 – 2022\tAnalyst, Acme"},
		{"layout table read cell by cell", map[string]string{"word/document.xml": body(
			`<w:tbl><w:tr>` + cell(p("Skills"), p("SQL")) + cell(p("Experience"), li("0", "Built dashboards")) + `</w:tr></w:tbl>`)},
			"Skills\nSQL\n\nExperience\n• Built dashboards"},
		{"text box once, fallback skipped", map[string]string{"word/document.xml": body(
			`<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:txbx><w:txbxContent>` + p("jane@example.com") +
				`</w:txbxContent></wps:txbx></w:drawing></mc:Choice><mc:Fallback><w:pict><w:txbxContent>` + p("jane@example.com") +
				`</w:txbxContent></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>` + p("Profile"))},
			"jane@example.com\n\nProfile"},
		{"field instructions and deletions hidden", map[string]string{"word/document.xml": body(
			`<w:p><w:r><w:instrText> HYPERLINK "https://x.example" </w:instrText></w:r><w:r><w:t>x.example</w:t></w:r><w:del><w:r><w:delText>old</w:delText></w:r></w:del></w:p>`)},
			"x.example"},
		{"headers first, footers last, repeats once", map[string]string{
			"word/document.xml": body(p("Body")),
			"word/header1.xml":  `<w:hdr ` + ns + `>` + p("jane@example.com · +49 30 1234") + `</w:hdr>`,
			"word/header2.xml":  `<w:hdr ` + ns + `>` + p("jane@example.com · +49 30 1234") + `</w:hdr>`,
			"word/footer1.xml":  `<w:ftr ` + ns + `>` + p("Page") + `</w:ftr>`,
		}, "jane@example.com · +49 30 1234\n\nBody\n\nPage"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := Read(zipOf(tt.parts))
			if err != nil {
				t.Fatalf("Read: %v", err)
			}
			if got := doc.Text(); got != tt.want {
				t.Errorf("Text() =\n%q\nwant\n%q", got, tt.want)
			}
		})
	}
}

func TestReadErrors(t *testing.T) {
	ole := append(append([]byte{}, oleMagic...), make([]byte, 512)...)
	encrypted := append(append([]byte{}, ole...), utf16le("EncryptedPackage")...)
	valid := zipOf(map[string]string{"word/document.xml": body(p("Jane Doe"))})
	tests := []struct {
		name string
		data []byte
		want *Error
	}{
		{"empty file", nil, ErrNotDocx},
		{"text renamed", []byte("Jane Doe, Data Analyst"), ErrNotDocx},
		{"zip that is no docx", zipOf(map[string]string{"notes.txt": "hello"}), ErrNotDocx},
		{"old .doc", ole, ErrNotDocx},
		{"password-protected", encrypted, ErrEncrypted},
		{"password-protected file LibreOffice wrote", readFile(t, "testdata/bad/password.docx"), ErrEncrypted},
		{"truncated zip", valid[:len(valid)/2], ErrBroken},
		{"malformed xml", zipOf(map[string]string{"word/document.xml": "<w:document><w:body><w:p>"}), ErrBroken},
		{"no text", zipOf(map[string]string{"word/document.xml": body("<w:p/><w:p><w:r><w:t>  </w:t></w:r></w:p>")}), ErrNoText},
		{"empty document LibreOffice wrote", readFile(t, "testdata/bad/empty.docx"), ErrNoText},
		{"too deep", zipOf(map[string]string{"word/document.xml": body(strings.Repeat("<w:sdt>", 400) + p("x") + strings.Repeat("</w:sdt>", 400))}), ErrBroken},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Read(tt.data)
			var e *Error
			if !errors.As(err, &e) || e.Code != tt.want.Code {
				t.Fatalf("Read error = %v, want code %s", err, tt.want.Code)
			}
		})
	}
}

// TestReadFiles reads the real .docx files in testdata (LibreOffice's
// conversions of sample CVs and the app's own Word download, see
// testdata/README.md) and checks each against its golden text.
func TestReadFiles(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.docx")
	if len(files) == 0 {
		t.Fatal("no testdata/*.docx")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			doc, err := Read(data)
			if err != nil {
				t.Fatalf("Read: %v", err)
			}
			golden := strings.TrimSuffix(f, ".docx") + ".txt"
			if *update {
				if err := os.WriteFile(golden, []byte(doc.Text()+"\n"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if got := doc.Text() + "\n"; got != string(want) {
				t.Errorf("Text() differs from %s:\n%s", golden, got)
			}
		})
	}
}

func readFile(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func BenchmarkRead3Pages(b *testing.B) {
	data, err := os.ReadFile("testdata/bench/bench-3-pages.docx")
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := Read(data); err != nil {
			b.Fatal(err)
		}
	}
}

// TestLinks reads the web and mailto: hyperlinks of the body's, headers' and
// footers' relationships: external ones only, each once, nothing else.
func TestLinks(t *testing.T) {
	rel := func(id, typ, target, mode string) string {
		return `<Relationship Id="` + id + `" Type="` + typ + `" Target="` + target + `" TargetMode="` + mode + `"/>`
	}
	rels := func(rs ...string) string {
		return `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` + strings.Join(rs, "") + `</Relationships>`
	}
	image := "http://schemas.openxmlformats.org/officeDocument/2006/relationships/image"
	data := zipOf(map[string]string{
		"word/document.xml": body(p("Maya Rodriguez") + p("LinkedIn")),
		"word/_rels/document.xml.rels": rels(
			rel("rId1", hyperlinkType, "https://www.linkedin.com/in/mayarodriguez", "External"),
			rel("rId2", image, "https://www.gravatar.com/avatar/1", "External"),
			rel("rId3", hyperlinkType, "#_Toc1", ""),
			rel("rId4", hyperlinkType, "file:///C:/cv.pdf", "External"),
			rel("rId5", hyperlinkType, "mailto:maya@example.com", "External"),
		),
		"word/_rels/footer1.xml.rels": rels(
			rel("rId1", hyperlinkType, "https://github.com/maya-r-data", "External"),
			rel("rId2", hyperlinkType, "mailto:maya@example.com", "External"),
		),
		"word/_rels/fontTable.xml.rels": rels(rel("rId1", hyperlinkType, "https://fonts.example.com", "External")),
	})
	doc, err := Read(data)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"https://www.linkedin.com/in/mayarodriguez", "mailto:maya@example.com", "https://github.com/maya-r-data"}
	if strings.Join(doc.Links, " ") != strings.Join(want, " ") {
		t.Errorf("Links = %q, want %q", doc.Links, want)
	}
	if doc.Text() != "Maya Rodriguez\nLinkedIn" {
		t.Errorf("Text() = %q: the links must not change the text", doc.Text())
	}
	broken := zipOf(map[string]string{
		"word/document.xml":            body(p("Maya")),
		"word/_rels/document.xml.rels": "<Relationships><Relationship",
	})
	if _, err := Read(broken); !errors.Is(err, ErrBroken) {
		t.Errorf("Read with broken relationships = %v, want ErrBroken", err)
	}
}
