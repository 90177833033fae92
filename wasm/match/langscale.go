package match

import (
	"regexp"
	"strings"
)

// The proficiency scale LinkedIn writes under each language (the US
// government's ILR levels), in English, French and Spanish (German's
// "verhandlungssicher" is a word of levelWords already): "Full
// Professional Proficiency" is C1, not the B2 its word "professional"
// alone reads as, and "Limited Working Proficiency" B1. A CV that states English at "full
// professional" proficiency was told English at C1 was not met (issue 35,
// invariant f over the theme corpus). Its native and elementary levels
// are read by the words of levelWords already.
var proficiencyScale = []struct {
	re    *regexp.Regexp
	level int
}{
	{regexp.MustCompile(`(?i)\bfull professional\b|capacité professionnelle complète|competencia profesional completa`), 5},
	{regexp.MustCompile(`(?i)\blimited working\b|compétence professionnelle limitée|competencia básica limitada`), 3},
}

func init() {
	// levelNear takes the nearest level word: the scale's phrase starts
	// before its word "professional", so it is the one read.
	levelWords = append(levelWords, proficiencyScale...)
}

// languageLine is the first CV line that names the language (its English
// name) in any of the four languages, clipped there; "" when none does.
// A CV that names it where its language list was not read (a theme's
// sidebar) does not clearly say it lacks it.
func languageLine(name string, lines []string) string {
	for _, ln := range lines {
		for _, w := range words(ln) {
			if spokenLanguages[strings.ToLower(w.Text)] == name {
				return clip(ln, w.Start)
			}
		}
	}
	return ""
}
