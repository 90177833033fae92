package parse

import (
	"strings"

	"github.com/shortlist/shortlist/wasm/cv"
)

// degreeFromRest gives a degree's head parts not yet placed (rest, each
// with the index of its head line in restLine) to its degree, then its
// institution. A part left over once both are filled completes a bare
// study type, continues the degree after a hyphen (degreeGoesOn), or
// stands before it and a hyphen on its line ("Distance learning - BSc
// Computing": dropped before, the generator's notes some records open a
// degree with among them); or,
// when degree and institution were both cut from one line (degLine) and
// the part stands on a line below, that line was the whole degree and the
// part is the institution (degreeLineWhole): "Certified Cloud
// Practitioner Advanced - Data Track" over "Data Guild North", as
// Shortlist's own files write a degree holding a dash over its
// institution, came back as the degree, the institution "Data Track", and
// the institution dropped.
func degreeFromRest(ed *cv.Education, head []line, rest []string, restLine []int, degLine int) {
	instLine := -1
	for i, p := range rest {
		switch {
		case ed.Degree == "":
			ed.Degree, degLine = p, restLine[i]
		case typeAfterField(ed.Degree, p) && restLine[i] == degLine:
			ed.Degree = strings.TrimSpace(p) + " – " + ed.Degree
		case typeApartFromField(p, ed.Degree):
			ed.Degree = strings.TrimSpace(p) + " – " + ed.Degree
		case typeApartFromField(ed.Degree, p):
			ed.Degree += " – " + strings.TrimSpace(p)
		case ed.Institution == "" && !subjectAfterHyphen(head, ed.Degree, p):
			ed.Institution, instLine = p, restLine[i]
		case bareDegree(ed.Degree) && isArea(p):
			// "Bachelor" then "Statistics and Data Science" on the next
			// line or after a dash (crisp, short): the area completes it.
			ed.Degree += " – " + p
		case fieldRest(head, ed.Degree, degLine, p, restLine[i]):
			ed.Degree += " " + p
		case degreeGoesOn(head, ed.Degree, p) || fieldGoesOn(head, ed.Degree, p):
			ed.Degree += " - " + p
		case degreeGoesOn(head, p, ed.Degree):
			ed.Degree = p + " - " + ed.Degree
		case instLine >= 0 && instLine == degLine && restLine[i] > instLine && !isProse(p):
			if whole, ok := degreeLineWhole(head, ed.Degree, ed.Institution); ok {
				ed.Degree, ed.Institution, instLine = whole, p, restLine[i]
			}
		}
	}
}

// fieldGoesOn reports whether p continues the field of a degree put
// together from a study type and a field on a line of its own ("Master –
// Géographie"): the field's line holds it, a hyphen and p ("Géographie -
// Cartographie des côtes", made up), and the head parts were cut at that
// hyphen as at one between degree and school. degreeGoesOn looks for the
// whole degree, which no head line holds.
func fieldGoesOn(head []line, degree, p string) bool {
	i := strings.LastIndex(degree, " – ")
	return i > 0 && bareDegree(degree[:i]) && degreeGoesOn(head, degree[i+len(" – "):], p)
}

// degreeLineWhole is the text of the head line that holds degree, a
// hyphen or dash, and institution, from the degree's start to the
// institution's end: the degree as written.
func degreeLineWhole(head []line, degree, institution string) (string, bool) {
	for _, l := range head {
		s := l.flat()
		i := strings.Index(s, degree)
		if i < 0 {
			continue
		}
		j := strings.Index(s[i+len(degree):], institution)
		if j < 0 {
			continue
		}
		if sep := strings.TrimSpace(s[i+len(degree) : i+len(degree)+j]); sep == "-" || sep == "–" {
			return strings.TrimSpace(s[i : i+len(degree)+j+len(institution)]), true
		}
	}
	return "", false
}

// typeAfterField reports whether p, a study type alone, names the type of
// degree, which holds no study type of its own: the field written before
// its type on one line ("Ingeniería Civil, Grado"), read as the degree
// because "ingeniería" names a degree too, kept the field and lost the
// type.
func typeAfterField(degree, p string) bool {
	return bareDegree(p) && !hasWord(degree, typeWords)
}

// typeApartFromField reports whether a study type alone (typ) and a field
// of study that holds the degree word "ingeniería" (field) are one degree:
// crisp, slick and spartan print a Spanish degree's type and its field
// one above the other ("Grado" / "Ingeniería Agrícola", or the field
// first), actual the type, a comma and the field on one line. As the
// field names a degree too, isArea refused it, the two were read as two
// degrees and one was dropped. The field holds no type word and no
// digit, and names no school.
func typeApartFromField(typ, field string) bool {
	return bareDegree(typ) && isDegree(field) && !hasWord(field, typeWords) &&
		len(strings.Fields(field)) <= 8 && !strings.ContainsAny(field, "0123456789@/")
}

// typeWords are the degree words that name no field of study:
// degreeWords without "ingeniería" (Spanish for engineering, the field
// and a degree).
var typeWords = func() map[string]bool {
	m := map[string]bool{}
	for w := range degreeWords {
		if w != "ingeniería" {
			m[w] = true
		}
	}
	return m
}()

// subjectAfterHyphen reports whether p, the part after a degree and a
// hyphen on its line, is the degree's subject, not its school: it names
// no school ("Master en Géographie - Cartographie des côtes", made up,
// pasted alone, its school's name in another column).
func subjectAfterHyphen(head []line, degree, p string) bool {
	return !isInstitution(p) && isDegree(degree) && degreeGoesOn(head, degree, p)
}

// fieldRest reports whether p, alone on the pasted line right under the
// degree's, is the rest of a field of study the line wrapped ("Bachelor,
// Geography and Coastal" over "Mapping", then the school, made up): one or two
// capitalised words that name no school, degree, place or date, under a
// degree that names its field after a comma.
func fieldRest(head []line, degree string, degLine int, p string, pLine int) bool {
	if pLine != degLine+1 || pLine >= len(head) || head[pLine].style != "" || len(head[pLine].cells) != 1 || strings.TrimSpace(head[pLine].flat()) != p {
		return false
	}
	ws := strings.Fields(p)
	if len(ws) == 0 || len(ws) > 2 || !startsUpper(p) || strings.ContainsAny(p, "0123456789@/,()") {
		return false
	}
	return strings.Contains(degree, ", ") && !isInstitution(p) && !isDegree(p) && !isLocation(p)
}
