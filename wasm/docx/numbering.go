package docx

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"io"
	"strconv"
)

// numbering is what word/numbering.xml says of each list: for a numId, the
// levels whose number format is "none" (they show no number or bullet).
// A document without the part has no such levels.
type numbering struct {
	abstractOf map[string]string       // numId → abstractNumId
	hidden     map[string]map[int]bool // abstractNumId → levels formatted "none"
}

// shows says whether a paragraph numbered numID at level shows a mark.
func (n numbering) shows(numID string, level int) bool {
	abs, ok := n.abstractOf[numID]
	return !ok || !n.hidden[abs][level]
}

// readNumbering reads the numbering part, if there is one.
func readNumbering(f *zip.File) (numbering, error) {
	n := numbering{abstractOf: map[string]string{}, hidden: map[string]map[int]bool{}}
	if f == nil {
		return n, nil
	}
	data, err := unzip(f)
	if err != nil {
		return n, err
	}
	if err := n.parse(data); err != nil {
		return n, ErrBroken
	}
	return n, nil
}

// parse walks the part's raw tokens (local names only: namespace
// translation was most of a read's time, LibreOffice writing 80 KB of
// numbering for a short CV): w:abstractNum/w:lvl/w:numFmt give the hidden
// levels, w:num/w:abstractNumId ties a numId to its abstract list.
func (n numbering) parse(data []byte) error {
	d := xml.NewDecoder(bytes.NewReader(data))
	var abs, num string
	level := 0
	for {
		tok, err := d.RawToken()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		v := attr(se, "val")
		switch se.Name.Local {
		case "abstractNum":
			abs = attr(se, "abstractNumId")
		case "lvl":
			level, _ = strconv.Atoi(attr(se, "ilvl"))
		case "numFmt":
			if v == "none" {
				if n.hidden[abs] == nil {
					n.hidden[abs] = map[int]bool{}
				}
				n.hidden[abs][level] = true
			}
		case "num":
			num = attr(se, "numId")
		case "abstractNumId":
			n.abstractOf[num] = v
		}
	}
}
