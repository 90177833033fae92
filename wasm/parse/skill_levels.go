package parse

import "strings"

// levelledGroups finds skill groups that a sidebar prints with no skills
// title of its own, after the contacts or another section: a group's name,
// its level alone on the next line (skillLevelRe: "DATA ANALYSIS &
// STATISTICS", "EXPERT", then the keywords; caffeine, macchiato). From the
// first such name on, the section's lines are a skills section. Sections
// that hold entries or skills already are left alone.
func levelledGroups(secs []section) []section {
	out := make([]section, 0, len(secs))
	for _, s := range secs {
		if levelledTitle(s) {
			s.kind = kindSkills
		}
		k := firstLevelledGroup(s)
		if k < 0 {
			out = append(out, s)
			continue
		}
		rest := section{kind: kindSkills, title: "", lines: s.lines[k:]}
		s.lines = s.lines[:k:k]
		out = append(out, s, rest)
	}
	return out
}

// levelledTitle reports whether a section that only the headings' type
// opened (caffeine sets its groups' names as its section titles:
// "ENTERPRISE SALES", "EXPERT", the keywords) is a skill group: its first
// line is a level alone and its second no level. Read as skills, not as a
// section of its own that the skills tip misses (audit class 26).
func levelledTitle(s section) bool {
	return s.kind == kindOther && len(s.lines) >= 2 && isSkillLevel(s.lines[0].flat()) && !isSkillLevel(s.lines[1].flat())
}

// firstLevelledGroup returns the index of the first group name in the
// section that a level follows and a keyword after that, or -1.
func firstLevelledGroup(s section) int {
	switch s.kind {
	case kindExperience, kindEducation, kindSkills, kindLanguages, kindProjects, kindVolunteering:
		return -1
	}
	for k := 0; k+2 < len(s.lines); k++ {
		if isGroupName(s.lines[k]) && isSkillLevel(s.lines[k+1].flat()) && !isSkillLevel(s.lines[k+2].flat()) {
			return k
		}
	}
	return -1
}

// isSkillLevel reports whether s is only a skill level ("Expert",
// "FORTGESCHRITTEN").
func isSkillLevel(s string) bool {
	return skillLevelRe.MatchString(strings.Trim(strings.TrimSpace(s), "():"))
}

// isGroupName reports whether a line may name a skill group: one box of at
// most five words, no digits, no e-mail or address, no sentence.
func isGroupName(l line) bool {
	s := strings.TrimSpace(l.flat())
	n := len(strings.Fields(s))
	return len(l.cells) == 1 && n >= 1 && n <= 5 && countDigits(s) == 0 && !strings.Contains(s, "@") &&
		!hasURL(s) && !strings.HasSuffix(s, ".")
}
