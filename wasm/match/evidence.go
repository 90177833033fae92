package match

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Evidence is quoted, never made: what a report puts in quotes as the CV's
// or the job's words stands in that text as written (issue 35, invariant a).

// jobWords are the job's words of a requirement to quote: its name when the
// job writes it so, else the words it was read from ("a JavaScript
// framework" is read from "modern JavaScript frameworks like React").
func jobWords(r Requirement) string {
	if strings.Contains(strings.ToLower(r.Text), strings.ToLower(r.Name)) {
		return clip(r.Name, 0)
	}
	return clip(r.Text, 0)
}

// titleQuote is the CV's words a role title was read from: the title when
// it stands in the CV as written (a position, a part of the header), else
// the line of its dated role (a title put together around its dates).
func titleQuote(title string, p profile) string {
	if q, ok := p.titleQuotes[clip(title, 0)]; ok {
		return q
	}
	return clip(title, 0)
}

// languageQuote is the CV's line that lists a language entry: the line
// naming the language with its level, else the language alone, else the
// entry as the Formatted CV writes it.
func languageQuote(l langEntry, lines []string) string {
	name, level := strings.TrimSpace(l.name), strings.TrimSpace(l.level)
	for _, ln := range lines {
		// The name as a word: "Deutsch" is not in "Deutschland" (class 16
		// of the audit).
		if at := wordIndex(ln, name); at >= 0 && (level == "" || strings.Contains(ln, level)) {
			return clip(ln, at)
		}
	}
	if level != "" {
		return strings.Join(nonEmpty(name, level), ": ")
	}
	return name
}

// wordIndex is where w first stands in s as a whole word (no letter or
// digit glued to either end), -1 if nowhere.
func wordIndex(s, w string) int {
	for from := 0; w != "" && from < len(s); {
		i := strings.Index(s[from:], w)
		if i < 0 {
			return -1
		}
		a, b := from+i, from+i+len(w)
		before, _ := utf8.DecodeLastRuneInString(s[:a])
		after, _ := utf8.DecodeRuneInString(s[b:])
		if (a == 0 || !isWordRune(before)) && (b == len(s) || !isWordRune(after)) {
			return a
		}
		from = a + 1
	}
	return -1
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
