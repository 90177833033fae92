package parse

import (
	"strings"
	"unicode"
)

// strayLanguages gives a languages section the languages pasted
// into the section after it. A theme that sets two titles side by side
// or in one margin column ("LANGUAGES" beside "INTERESTS", onepage;
// "Languages" over "Awards", paper) is pasted with both titles first and
// their contents after, so every language line fell under the second
// title. The lines of the next section that name a language with its level
// (on the line, or names on lines of their own followed by as many levels
// alone), and the rest of a list of them (a line starting with a comma),
// move back, with a level's last word wrapped onto a line of its own. A
// languages section with lines of its own takes them too, from the blocks
// that open on a language with its level (languageBlocks): a PDF's column
// read after the next section's (class), or a theme that
// sets languages beside the volunteering pastes a column's rest after it,
// a blank line above (actual); a summary's sentence that names languages
// runs on from the line above.
func strayLanguages(secs []section) []section {
	for i := 0; i+1 < len(secs); i++ {
		if secs[i].kind != kindLanguages || secs[i+1].kind == kindLanguages {
			continue
		}
		var moved, kept []line
		if len(secs[i].lines) == 0 {
			moved, kept = languageLines(secs[i+1].lines)
		} else {
			moved, kept = languageBlocks(secs[i+1].lines)
		}
		if len(moved) > 0 {
			secs[i].lines, secs[i+1].lines = append(secs[i].lines, moved...), kept
		}
	}
	return secs
}

// languageLines splits lines into those that list languages and the rest.
func languageLines(lines []line) (moved, kept []line) {
	for j := 0; j < len(lines); j++ {
		t := strings.TrimSpace(lines[j].flat())
		switch {
		case namesLanguage(t) && levelRe.MatchString(t):
			moved = append(moved, lines[j])
		case namesLanguage(t) && namesOverLevels(lines[j:]) > 0:
			n := namesOverLevels(lines[j:])
			moved = append(moved, lines[j:j+n]...)
			j += n - 1
		case len(moved) > 0 && strings.HasPrefix(t, ",") && namesLanguage(strings.TrimLeft(t, ", ")):
			moved = append(moved, lines[j])
		case wrappedLevel(lines, j, moved):
			moved = append(moved, lines[j])
		default:
			kept = append(kept, lines[j])
		}
	}
	return moved, kept
}

// namesLanguage reports whether s starts with a language's name.
func namesLanguage(s string) bool {
	w := strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
	return len(w) > 0 && languageNames[strings.ToLower(w[0])]
}

// namesOverLevels returns how many lines at the start of lines are
// language names alone followed by as many levels alone (names and levels
// together), 0 if they are not.
func namesOverLevels(lines []line) int {
	n := 0
	for n < len(lines) && namesLanguage(lines[n].flat()) && !levelRe.MatchString(lines[n].flat()) {
		n++
	}
	if n == 0 || 2*n > len(lines) {
		return 0
	}
	for _, l := range lines[n : 2*n] {
		if !levelOnly(l.flat()) {
			return 0
		}
	}
	return 2 * n
}

// wrappedLevel reports whether line j is the wrapped last word of the level
// on the line above, which moved ("English · Full Professional" /
// "Proficiency"): one word, no blank line between, no language's name.
func wrappedLevel(lines []line, j int, moved []line) bool {
	if j == 0 || len(moved) == 0 || lines[j].gap || moved[len(moved)-1].flat() != lines[j-1].flat() {
		return false
	}
	t := strings.TrimSpace(lines[j].flat())
	return len(strings.Fields(t)) == 1 && !namesLanguage(t) && !mayHoldDate(t)
}

// languageBlocks is languageLines over the blocks of lines (gapBlocks) that
// open on a language named with its level, on the line or over it
// ("English" / "Full Professional Proficiency"); the other blocks are
// kept.
func languageBlocks(lines []line) (moved, kept []line) {
	for _, b := range gapBlocks(lines) {
		t := strings.TrimSpace(b[0].flat())
		if !namesLanguage(t) || !levelRe.MatchString(t) && namesOverLevels(b) == 0 {
			kept = append(kept, b...)
			continue
		}
		m, rest := languageLines(b)
		moved, kept = append(moved, m...), append(kept, rest...)
	}
	return moved, kept
}
