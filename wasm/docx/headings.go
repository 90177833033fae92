package docx

import (
	"strconv"
	"strings"
)

// headingLevel returns the level of a heading paragraph style, 0 for any
// other: Word's and LibreOffice's style ids "Heading1" to "Heading9" (also
// written "Heading 1"). LibreOffice sets an HTML page's h1–h6 in them, so
// a theme's section titles and its job titles keep their own levels.
func headingLevel(style string) int {
	rest, ok := strings.CutPrefix(style, "Heading")
	if !ok {
		return 0
	}
	n, err := strconv.Atoi(strings.TrimSpace(rest))
	if err != nil || n < 1 || n > 9 {
		return 0
	}
	return n
}
