package parse

import (
	"strings"

	"github.com/shortlist/shortlist/wasm/docx"
)

// skillGroupHeads writes as "Title:" the lines of a Word file's skills
// section that title a group of skills: a line whose list level differs
// from the two or more lines under it, which share a level of their own and
// run to the next line of the title's level, a blank line or a heading
// ("• Sales Tools & CRM" / "Salesforce" / "HubSpot", elegant; a deeper
// item over shallower ones, crisp). Only the list levels tell the title
// from its skills: the text is the same kind of short phrase, and read as
// text the title became one more skill.
func skillGroupHeads(lines []docx.Line) []docx.Line {
	return inSkillsSections(lines, func(i int) (docx.Line, bool) {
		return docx.Line{Text: strings.TrimSpace(lines[i].Text) + ":", Level: -1}, groupTitle(lines, i)
	})
}

// inSkillsSections returns a Word file's lines with each line of a skills
// section that rewrite changes (line i, and whether it does) replaced.
func inSkillsSections(lines []docx.Line, rewrite func(i int) (docx.Line, bool)) []docx.Line {
	out := append([]docx.Line(nil), lines...)
	section := kindNone
	for i, l := range lines {
		if k, ok := wordHeading(l); ok {
			section = k
			continue
		}
		if section != kindSkills {
			continue
		}
		if r, ok := rewrite(i); ok {
			out[i] = r
		}
	}
	return out
}

// wordHeading returns the kind a plain line names when it is a section
// heading.
func wordHeading(l docx.Line) (kind, bool) {
	if l.Level >= 0 {
		return kindNone, false
	}
	return lookupHeading(l.Text)
}

// groupTitle reports whether the line at i titles the lines under it: a
// short phrase with no closing colon that follows no line of its own level
// (a list's last item is no title), then at least two lines of one other
// level up to the next line of its own level, a blank line, a heading or
// the end.
func groupTitle(lines []docx.Line, i int) bool {
	t := strings.TrimSpace(lines[i].Text)
	if t == "" || strings.HasSuffix(t, ":") || len(strings.Fields(t)) > 5 || i+1 == len(lines) ||
		i > 0 && lines[i-1].Level == lines[i].Level && !groupEnd(lines[i-1], -2) {
		return false
	}
	level, member := lines[i].Level, lines[i+1].Level
	if member == level {
		return false
	}
	n := 0
	for j := i + 1; j < len(lines) && !groupEnd(lines[j], level); j++ {
		if lines[j].Level != member {
			return false
		}
		n++
	}
	return n >= 2
}

// groupEnd reports whether l ends a group whose title stands at level.
func groupEnd(l docx.Line, level int) bool {
	_, heading := wordHeading(l)
	return l.Level == level || strings.TrimSpace(l.Text) == "" || heading
}
