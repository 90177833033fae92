package parse

// emptyExperienceBack mends two column titles a PDF viewer pasted one under
// the other (actual: "Experience", then "Skills", then the first job):
// the experience section is empty and the section after it, not one of
// entries nor the education (whose dates may come first), opens on an entry's head (a date alone on its first or second
// line) and holds an item. Its lines up to its first block of names
// (namesBlockAt; all of them when there is none, the names having opened
// a section of their own) go to the experience. strayTitles reads the
// case where the first job's title stands under the experience title.
func emptyExperienceBack(secs []section) []section {
	for i := 1; i < len(secs); i++ {
		s := secs[i]
		if secs[i-1].kind != kindExperience || len(secs[i-1].lines) > 0 || entriesColumn(s.kind) || s.kind == kindEducation || !opensOnHead(s.lines) {
			continue
		}
		k := namesBlockAt(s.lines)
		if k <= 0 {
			k = len(s.lines)
		}
		if !holdsItem(s.lines[:k]) {
			continue
		}
		secs[i-1].lines = s.lines[:k]
		secs[i].lines = s.lines[k:]
	}
	return secs
}

// opensOnHead reports whether pasted lines open on an entry's head: a date
// alone on the first or second line.
func opensOnHead(lines []line) bool {
	for k := 0; k < 2 && k < len(lines); k++ {
		if lines[k].style != "" {
			return false
		}
		if isDateOnly(lines[k].flat()) {
			return true
		}
	}
	return false
}
