package parse

import "strings"

// namesBeforeLists: pasted skills whose groups the page set as a table,
// names in one column, levels in the next and the lists in the last
// (stackoverflow): a viewer pastes the names each a block (a long one
// wrapped over two lines), then the levels, then the lists, each list a
// block with separators ("Go · Rust ·" / "Java"). Line i is a name
// when it stands in a block of one or two lines without separators, the
// section's blocks are only such names, levels and lists, and the names
// are as many as the lists (two or more), or one fewer (a name read as the
// next section's title). Only pasted lines: a PDF's type tells names
// apart.
func namesBeforeLists(lines []line, i int) bool {
	if lines[i].style != "" || isSkillLevel(lines[i].flat()) || strings.ContainsAny(lines[i].flat(), listSeps) {
		return false
	}
	names, lists := 0, 0
	in := false
	at := 0
	for _, b := range gapBlocks(lines) {
		kind := blockKind(b)
		if kind == "" {
			return false
		}
		if at <= i && i < at+len(b) {
			in = kind == "name"
		}
		at += len(b)
		switch kind {
		case "name":
			names++
		case "list":
			lists++
		}
	}
	return in && lists >= 2 && (names == lists || names == lists-1)
}

// listSeps are the marks that separate a skill list's items.
const listSeps = ",;|•·"

// blockKind names a block of pasted skills: "list" when a line holds a
// separator, "level" when every line is a level, "name" for one or two
// lines of at most five words without either, "" for anything else.
func blockKind(b []line) string {
	levels := 0
	for _, l := range b {
		s := l.flat()
		if len(l.cells) != 1 {
			return ""
		}
		if strings.ContainsAny(s, listSeps) {
			return "list"
		}
		if isSkillLevel(s) {
			levels++
		}
	}
	switch {
	case levels == len(b):
		return "level"
	case levels == 0 && len(b) <= 2 && wordCount(b[0].flat()) <= 5:
		return "name"
	}
	return ""
}
