package parse

import "strings"

// languageBeforeTitle gives a languages section whose first line is a
// level alone the language named alone at the end of the section before
// it: a theme that sets the title in a margin beside the first language's
// level (slick: "Deutsch" over "Muttersprache", made up, the title on
// the level's line) is pasted with the name above the
// title, set apart by a blank line, where it read as the last skill or
// interest and the level had no language.
func languageBeforeTitle(secs []section) []section {
	for i := 1; i < len(secs); i++ {
		cur, prev := &secs[i], &secs[i-1]
		if cur.kind != kindLanguages || len(cur.lines) == 0 || len(prev.lines) < 2 || !levelOnly(cur.lines[0].flat()) {
			continue
		}
		last := prev.lines[len(prev.lines)-1]
		t := strings.TrimSpace(last.flat())
		if !last.gap || len(last.cells) != 1 || wordCount(t) > 2 || !namesLanguage(t) || levelRe.MatchString(t) {
			continue
		}
		prev.lines = prev.lines[:len(prev.lines)-1]
		cur.lines = append([]line{last}, cur.lines...)
	}
	return secs
}
