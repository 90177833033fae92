package parse

import (
	"regexp"
	"strings"
)

var (
	// networkNames label the handles of a profiles block.
	networkNames = wordSet("linkedin", "github", "gitlab", "twitter", "xing", "stackoverflow", "medium", "behance",
		"dribbble", "kaggle", "mastodon", "bluesky", "instagram", "facebook", "youtube")
	// handleNamedRe is a handle followed by its network's name in brackets
	// ("mayarodriguez (LinkedIn)"), also where a wrap joined the next
	// profile to its line.
	handleNamedRe = regexp.MustCompile(`(?:^|\s)@?([\p{L}0-9._-]+)\s*\((?i:linkedin)\)`)
	// profilePathRe is the end of a profile address alone on its line
	// ("in/mayarodriguez", in capitals where a theme sets its links so).
	profilePathRe = regexp.MustCompile(`(?i)^in/([\p{L}0-9_-]+)/?$`)
)

// linkedInFromHandle finds a LinkedIn profile that text pasted from a PDF
// shows only as a handle, its address having been a link: the handle under
// or beside the network's name ("LinkedIn" then "mayarodriguez"; "LinkedIn
// GitHub" over "mayarodriguez maya-r-data"; "LinkedIn: mayarodriguez"),
// followed by the name in brackets ("mayarodriguez (LinkedIn)"), or the
// address's path alone ("IN/MAYARODRIGUEZ"). It returns "" when no line
// shows one.
func linkedInFromHandle(lines []line) string {
	for i := range lines {
		if h := handleOf(lines, i); h != "" {
			return "linkedin.com/in/" + h
		}
	}
	return ""
}

// handleOf returns the LinkedIn handle that the lines from i on show, or "".
func handleOf(lines []line, i int) string {
	s := strings.TrimSpace(lines[i].flat())
	if strings.Contains(s, "(") {
		if m := handleNamedRe.FindStringSubmatch(s); m != nil && isHandle(m[1]) {
			return m[1]
		}
	}
	if strings.Contains(s, "/") {
		if m := profilePathRe.FindStringSubmatch(s); m != nil {
			return strings.ToLower(m[1])
		}
	}
	labels, n := networkRows(lines[i:])
	k := indexOf(labels, "linkedin")
	if k < 0 {
		return ""
	}
	if f := profileFields(s); len(f) > len(labels) {
		// "LinkedIn: mayarodriguez", one network and its handle.
		if len(f) == 2 && isHandle(f[1]) {
			return f[1]
		}
		return ""
	}
	handles := handleRows(lines[i+n:], len(labels))
	if len(handles) != len(labels) {
		return ""
	}
	return handles[k]
}

// networkRows gathers the network names of the leading lines that hold
// nothing else ("LinkedIn", "GitHub" or "LinkedIn GitHub"), lower-cased,
// and says how many lines it read. A first line may end in one handle
// ("LinkedIn: mayarodriguez").
func networkRows(lines []line) ([]string, int) {
	var names []string
	n := 0
	for ; n < len(lines); n++ {
		f := profileFields(lines[n].flat())
		got := 0
		for _, w := range f {
			if !networkNames[strings.ToLower(strings.TrimRight(w, ":"))] {
				break
			}
			got++
		}
		if got == 0 || got < len(f) && !(n == 0 && got == 1 && len(f) == 2) {
			break
		}
		for _, w := range f[:got] {
			names = append(names, strings.ToLower(strings.TrimRight(w, ":")))
		}
		if got < len(f) {
			return names, 1
		}
	}
	return names, n
}

// handleRows gathers up to most handles from the leading lines made of
// handles only.
func handleRows(lines []line, most int) []string {
	var out []string
	for _, l := range lines {
		f := strings.Fields(l.flat())
		if len(out)+len(f) > most {
			break
		}
		for _, w := range f {
			if !isHandle(w) {
				return out
			}
		}
		out = append(out, f...)
	}
	return out
}

// isHandle reports whether w reads as a profile handle and not as a word:
// letters, digits, dots, hyphens and underscores, at least three, no
// capital unless it also holds a digit, hyphen or underscore
// ("mayarodriguez", "maya-r-data"; not "Projects"), and no network name.
func isHandle(w string) bool {
	w = strings.TrimPrefix(w, "@")
	if len(w) < 3 || !handleRe.MatchString(w) || networkNames[strings.ToLower(w)] || strings.HasSuffix(w, ".") {
		return false
	}
	return strings.ToLower(w) == w || strings.ContainsAny(w, "0123456789-_")
}

// profileFields splits a profiles line into words, a French colon kept on
// its label ("LinkedIn : claire-moreau").
func profileFields(s string) []string {
	return strings.Fields(strings.ReplaceAll(s, " :", ":"))
}

func indexOf(words []string, w string) int {
	for i, x := range words {
		if x == w {
			return i
		}
	}
	return -1
}
