package match

import (
	"slices"
	"strings"
	"unicode"
)

// Evidence is clipped where the words that show the requirement stand: of
// the windows clip can cut from a long line, the one holding the most of
// them; on a tie the window it was cut at before (the line's start for a
// duty, the first word for a skill), so that a quote that held them all
// stays as it was. Clipped at its first word alone, a
// duty shown by a summary's later words was quoted by the summary's
// opening, which says nothing of it (audit 35, BBVA S3), and "test
// automation" by the test cases before the automation scripts (invariant b).

// clipToStems clips line around its words with one of stems (as lineIndex
// reads a word).
func clipToStems(line string, stems []string) string {
	want := toSet(strings.Join(stems, " "))
	return clipAround(line, wordsWhere(line, func(lw string) string {
		for _, s := range append(wordStems(lw), stem(lw)) {
			if want[s] {
				return s
			}
		}
		return ""
	}), false)
}

// clipToRoots clips line around its words whose root is one of name's
// words (the way namesInWords reads them).
func clipToRoots(line, name string) string {
	want := map[string]bool{}
	for _, w := range words(name) {
		if lw := strings.ToLower(w.Text); !stopWords[lw] {
			want[root(lw)] = true
		}
	}
	return clipAround(line, wordsWhere(line, func(lw string) string {
		if r := root(lw); want[r] {
			return r
		}
		return ""
	}), true)
}

// clipToCues clips line around every place one of cues (lower case) stands
// in lower, line's lower-case reading of the same length.
func clipToCues(line, lower string, cues []string) string {
	var at []word
	for _, c := range cues {
		for i := 0; c != "" && i < len(lower); {
			k := strings.Index(lower[i:], c)
			if k < 0 {
				break
			}
			at = append(at, word{Text: c, Start: i + k, End: i + k + len(c)})
			i += k + len(c)
		}
	}
	return clipAround(line, at, true)
}

// wordsWhere are the words of line that key says are the requirement's,
// each with its key (the stem, root or cue it stands for) as its text.
func wordsWhere(line string, key func(lw string) string) []word {
	var at []word
	for _, w := range words(line) {
		if k := key(strings.ToLower(w.Text)); k != "" {
			at = append(at, word{Text: k, Start: w.Start, End: w.End})
		}
	}
	return at
}

// clipAround clips line to the window holding the most of the different
// words of spans at (each span's text is its key); on a tie the line's
// start, or with fromFirst the first span's.
func clipAround(line string, at []word, fromFirst bool) string {
	// clip trims the line first: the spans move with its start.
	t := strings.TrimLeftFunc(line, unicode.IsSpace)
	shift := len(line) - len(t)
	line = strings.TrimRightFunc(t, unicode.IsSpace)
	ws := make([]word, 0, len(at))
	for _, w := range at {
		ws = append(ws, word{Text: w.Text, Start: w.Start - shift, End: w.End - shift})
	}
	best := 0
	if fromFirst && len(ws) > 0 {
		best = slices.MinFunc(ws, func(a, b word) int { return a.Start - b.Start }).Start
	}
	most := inClip(line, best, ws)
	for _, w := range ws {
		if n := inClip(line, w.Start, ws); n > most {
			best, most = w.Start, n
		}
	}
	lo, hi := keptSpan(line, best, ws)
	return clipKeeping(line, best, lo, hi)
}

// keptSpan is where the words of ws that clip(s, at) keeps begin and end,
// for the window to keep their sentences; -1, -1 when it keeps none.
func keptSpan(s string, at int, ws []word) (int, int) {
	lo, hi := -1, -1
	for _, w := range keptWhole(s, at, ws) {
		if lo < 0 || w.Start < lo {
			lo = w.Start
		}
		hi = max(hi, w.End)
	}
	return lo, hi
}

// inClip counts the different words (by key) of ws that clip(s, at) keeps
// whole. "test" twice is one of the words of "test automation", not two.
func inClip(s string, at int, ws []word) int {
	kept := map[string]bool{}
	for _, w := range keptWhole(s, at, ws) {
		kept[w.Text] = true
	}
	return len(kept)
}

// keptWhole are the words of ws that clip(s, at)'s window keeps whole:
// those after its first cut (a word the cut starts on is dropped) and
// before its last.
func keptWhole(s string, at int, ws []word) []word {
	from := max(0, min(at-maxClip/3, len(s)-maxClip))
	to := from + maxClip
	var out []word
	for _, w := range ws {
		if (from == 0 || w.Start > from) && (w.End < to || to >= len(s)) {
			out = append(out, w)
		}
	}
	return out
}
