package parse

import (
	"strings"
	"unicode"
)

// strayLanguages gives an empty languages section the languages pasted
// into the section after it. A theme that sets two titles side by side
// or in one margin column ("LANGUAGES" beside "INTERESTS", onepage;
// "Languages" over "Awards", paper) is pasted with both titles first and
// their contents after, so every language line fell under the second
// title. The lines of the next section that name a language with its level
// (on the line, or names on lines of their own followed by as many levels
// alone), and the rest of a list of them (a line starting with a comma),
// move back.
func strayLanguages(secs []section) []section {
	for i := 0; i+1 < len(secs); i++ {
		if secs[i].kind != kindLanguages || len(secs[i].lines) > 0 {
			continue
		}
		moved, kept := languageLines(secs[i+1].lines)
		if len(moved) > 0 {
			secs[i].lines, secs[i+1].lines = moved, kept
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
