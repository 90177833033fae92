package docx

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"io"
	"strings"
)

// hyperlinkType is the relationship type of a hyperlink: a w:hyperlink's
// r:id names one, whose Target is the address. A CV often shows a LinkedIn
// or an email only as a linked word ("LinkedIn", a handle), so the address
// exists in the file only there, as in a PDF's link annotations.
const hyperlinkType = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink"

// isRels reports whether a zip entry holds the relationships of the body, a
// header or a footer (word/_rels/document.xml.rels, header1.xml.rels, …).
func isRels(name string) bool {
	rest, ok := strings.CutPrefix(name, "word/_rels/")
	return ok && strings.HasSuffix(rest, ".xml.rels") && !strings.Contains(rest, "/") &&
		(rest == "document.xml.rels" || strings.HasPrefix(rest, "header") || strings.HasPrefix(rest, "footer"))
}

// readLinks returns the web and mailto: addresses of a relationships part's
// external hyperlinks, in the part's order.
func readLinks(f *zip.File) ([]string, error) {
	data, err := unzip(f)
	if err != nil {
		return nil, err
	}
	d := xml.NewDecoder(bytes.NewReader(data))
	var links []string
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return links, nil
		}
		if err != nil {
			return nil, ErrBroken
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "Relationship" {
			if u := webTarget(se.Attr); u != "" {
				links = append(links, u)
			}
		}
	}
}

// webTarget is a hyperlink relationship's external http(s) or mailto:
// target, or "".
func webTarget(attrs []xml.Attr) string {
	var typ, target, mode string
	for _, a := range attrs {
		switch a.Name.Local {
		case "Type":
			typ = a.Value
		case "Target":
			target = strings.TrimSpace(a.Value)
		case "TargetMode":
			mode = a.Value
		}
	}
	lower := strings.ToLower(target)
	web := strings.HasPrefix(lower, "http://") || strings.HasPrefix(lower, "https://") || strings.HasPrefix(lower, "mailto:")
	if typ != hyperlinkType || mode != "External" || !web {
		return ""
	}
	return target
}
