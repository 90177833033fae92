package cv

import "strings"

// compareSkills compares the skills and tools as one set of skills
// (list), then answers a skill no item answered that holds a group label
// ("Wiki Verfahren: Kanban"): a reader takes the one or two words before
// a colon inside a skills line for the label of a group, not a skill, and
// keeps the words around it as skills ("Wiki", "Kanban"). Such a skill
// came back when the part after the colon and the part before the label
// (when there is one) each came back as a skill; a reader that keeps a
// repeated skill once may have matched either to another skill already,
// so any item read back answers.
func (r *ReadBackReport) compareSkills(want, got []string) {
	alts := make([][]string, len(got))
	for i, g := range got {
		alts[i] = []string{g}
	}
	found, _ := matchEach(want, normReadings(alts))
	back := map[string]bool{}
	for _, g := range got {
		back[normText(g)] = true
	}
	for j, w := range want {
		if !found[j] {
			found[j] = labelledSkillBack(w, back)
		}
	}
	r.addList("skills", "skill", "skills", want, found)
}

// labelledSkillBack reports whether skill, read as "before Label: after"
// with a label of one or two words, came back as its parts (back holds
// the normalised skills read back).
func labelledSkillBack(skill string, back map[string]bool) bool {
	before, after, ok := strings.Cut(skill, ":")
	if !ok || !back[normText(after)] || normText(after) == "" {
		return false
	}
	words := strings.Fields(before)
	for n := 1; n <= 2 && n <= len(words); n++ {
		rest := normText(strings.Join(words[:len(words)-n], " "))
		if rest == "" || back[rest] {
			return true
		}
	}
	return false
}
