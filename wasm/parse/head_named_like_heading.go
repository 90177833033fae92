package parse

import "strings"

// entryHeadNamedLikeHeading reports whether line i, read as a heading only
// by its last word ("Mobile Payments Project", "Data Platform Migration
// Project"), is rather the head of an entry of the section it stands in:
// one box, not in capitals, and the line under it holds only the entry's
// dates (with a place after a bar, as Shortlist writes them). A heading
// is followed by its entries, not by dates alone.
func entryHeadNamedLikeHeading(lines []line, i int, cur kind) bool {
	return entrySection(cur) && namedLikeHeadingOverDates(lines, i)
}

// namedLikeHeadingOverDates reports whether line i, one box not in capitals
// and no heading word for word, stands over a line of its dates alone: an
// entry's head, wherever it stands.
func namedLikeHeadingOverDates(lines []line, i int) bool {
	if i+1 >= len(lines) || len(lines[i].cells) > 1 {
		return false
	}
	label := strings.TrimSpace(lines[i].cells[0].s)
	if _, exact := headingIndex[headingKey(label)]; exact || strings.ToUpper(label) == label {
		return false
	}
	date, _, _ := strings.Cut(lines[i+1].flat(), "|")
	return isDateOnly(date)
}

// entrySection reports whether a section of kind k is a list of dated
// entries.
func entrySection(k kind) bool {
	return k == kindExperience || k == kindEducation || k == kindProjects || k == kindVolunteering
}
