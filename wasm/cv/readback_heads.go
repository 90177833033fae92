package cv

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// headWords is an entry head as the read-back compares it: the words of its
// parts (a job's title, company and dates; a degree's degree, institution
// and dates), lower case, without punctuation, in sorted order. A file
// writes these parts on one or two lines and a reader may cut them
// elsewhere ("Analyst (2019" and "2021)" read back as the title "Analyst"
// with the dates "2019 – 2021") or swap them: the words all came back.
// A part taken out takes its words with it, so a lost part is still named.
func headWords(parts ...string) string {
	var words []string
	for _, p := range parts {
		p = listNumberRe.ReplaceAllString(p, " $1")
		for _, w := range strings.FieldsFunc(strings.ToLower(p), func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r)
		}) {
			if !headSeparators[w] {
				words = append(words, w)
			}
		}
	}
	slices.Sort(words)
	return strings.Join(words, " ")
}

// listNumberRe is a list's number before a word in a head ("2. Gardener
// (2012 – 2014) 3. Baker"): a reader takes it for the mark of a
// numbered list and drops it from the head it opens, so headWords leaves
// it out on both sides. A number alone ("01." of a date cut there) stays.
var listNumberRe = regexp.MustCompile(`(?:^|\s)\d{1,2}\.\s+(\pL)`)

// headSeparators are the words a reader takes for the separator between a
// head's parts, as it takes " | " or " — ", and drops: "Risikocontrolling
// bei einer Landesbank" comes back as the title "Risikocontrolling" and the
// company "einer Landesbank" (parse's partSepRe).
var headSeparators = map[string]bool{"at": true, "bei": true, "chez": true}

// degreeWords is a degree as the read-back compares it: its head's words,
// or, for a degree with no degree, institution or dates, its description's,
// which is all the file writes of it (a reader takes that line for the
// degree).
func degreeWords(e Education) string {
	if w := headWords(e.Degree, e.Institution, e.Duration); w != "" {
		return w
	}
	return headWords(e.Description)
}

// degreeLabel names a degree for people, by its description when it has
// nothing else.
func degreeLabel(e Education) string {
	if l := label(e.Degree, e.Institution, e.Duration); l != "" {
		return l
	}
	return strings.TrimSpace(e.Description)
}

// jobReadings are the ways a job that came back may hold a document job:
// its head's words; when it has a company but no place, its head without
// the company (a job with no company is written with its place after the
// dates, "01/2019 - 07/2019 | Flensburg", and a reader that finds no
// company in the head takes the place for it; a document job with a
// company still needs that company back); and, when it has a place, its
// head's words with the place's (a reader took a part of the head for the
// place, as degreeReadings).
func jobReadings(e Experience) []string {
	out := []string{headWords(e.Position, e.Company, e.Duration)}
	if strings.TrimSpace(e.Company) != "" && strings.TrimSpace(e.Location) == "" {
		out = append(out, headWords(e.Position, e.Duration))
	}
	if strings.TrimSpace(e.Location) != "" {
		out = append(out, headWords(e.Position, e.Company, e.Duration, e.Location))
	}
	return out
}

// degreeReadings are the ways a degree that came back may hold a document
// degree: its words (degreeWords), and, when a reader took a part of the
// head for the place ("Doctor of Medicine (MD)" read with the place "MD"),
// its head's words with the place's.
func degreeReadings(e Education) []string {
	out := []string{degreeWords(e)}
	if strings.TrimSpace(e.Location) != "" {
		out = append(out, headWords(e.Degree, e.Institution, e.Duration, e.Location))
	}
	return out
}

// maxRun is the most neighbouring items matchRuns joins on either side.
const maxRun = 3

// matchRuns answers document items that no item answered alone with items
// that came back cut at other places: a run of neighbouring missing
// document items (headWords) whose words, all together, are the words of
// a run of neighbouring unused items that came back (their first
// reading), two items or more on one side ("Role: Android Developer —
// Company: ABC Corp." and a job of dates only, read back as one job with
// its dates; a job's company read as the title of the next). Every word
// of the run came back in the same place of the file; a word lost, or
// taken to another item, leaves the run named.
func matchRuns(want []string, norm [][]string, found, used []bool) {
	for i := range want {
		for n := 1; n <= maxRun && !found[i]; n++ {
			words := runWords(n, i, func(k int) (string, bool) {
				if k >= len(want) || found[k] {
					return "", false
				}
				w := normText(want[k])
				return w, w != ""
			})
			if words == "" {
				break
			}
			if b, m := runOf(words, n, norm, used); b >= 0 {
				for k := range n {
					found[i+k] = true
				}
				for k := range m {
					used[b+k] = true
				}
			}
		}
	}
}

// runOf finds a run of unused items that came back, from one to maxRun of
// them, whose words are words, and more than one item on one side
// (wantN is the document side's): its start and length, or -1.
func runOf(words string, wantN int, norm [][]string, used []bool) (int, int) {
	for b := range norm {
		for m := 1; m <= maxRun; m++ {
			if wantN == 1 && m == 1 {
				continue // one for one: matchEach's
			}
			got := runWords(m, b, func(k int) (string, bool) {
				if k >= len(norm) || used[k] || len(norm[k]) == 0 {
					return "", false
				}
				return norm[k][0], true
			})
			if got == "" {
				break
			}
			if got == words {
				return b, m
			}
		}
	}
	return -1, 0
}

// runWords is the sorted words of n items from start, each given by item
// (its words, and whether it may join a run); "" when one may not.
func runWords(n, start int, item func(k int) (string, bool)) string {
	var words []string
	for k := start; k < start+n; k++ {
		w, ok := item(k)
		if !ok {
			return ""
		}
		words = append(words, strings.Fields(w)...)
	}
	slices.Sort(words)
	return strings.Join(words, " ")
}

// degreeAllWords is all a degree's words, its notes with its head's
// (headWords): what a reader gives back of it when it cuts the degree
// where the file does not, taking a note for the degree or the
// institution for a note.
func degreeAllWords(e Education) string {
	return headWords(e.Degree, e.Institution, e.Duration, e.Location, e.Description)
}

// jobAllWords is all a job's words, its place and items with its head's
// (headWords), as degreeAllWords.
func jobAllWords(e Experience) string {
	return headWords(append([]string{e.Position, e.Company, e.Duration, e.Location}, e.Responsibilities...)...)
}

// entryAllWords is all an extra section entry's words (headWords), as
// degreeAllWords.
func entryAllWords(e Entry) string {
	return headWords(append([]string{e.Title, e.Subtitle, e.Duration, e.Location, e.URL, e.Description}, e.Highlights...)...)
}

// withoutAddress is e without the address given (the CV's own email) in
// its head: a reader takes that address, wherever it stands, for the
// contact it has read and leaves the rest of the line.
func withoutAddress(e Entry, address string) Entry {
	if address = strings.TrimSpace(address); address == "" {
		return e
	}
	drop := func(s string) string { return strings.Replace(s, address, "", 1) }
	e.Title, e.Subtitle = drop(e.Title), drop(e.Subtitle)
	return e
}

// matchWhole answers the document items no head answered (found) by all
// their words (whole, and gotWhole of the items that came back): one item
// that came back with the same words, or a run of neighbouring ones
// (matchRuns). A reader may regroup an entry's lines ("Certificate X" over
// the note "Online course, passed", read back as the degree "Online course,
// passed" at the institution "Certificate X", or as two items); every word
// came back in the same place. A degree taken out takes its words with it.
func matchWhole(whole, gotWhole []string, found, used []bool) {
	norm := make([][]string, len(gotWhole))
	for i, g := range gotWhole {
		norm[i] = []string{g}
	}
	for j, w := range whole {
		if found[j] || w == "" {
			continue
		}
		if i := firstReading(norm, used, w); i >= 0 {
			used[i], found[j] = true, true
		}
	}
	matchRuns(whole, norm, found, used)
	matchAbsorbed(whole, gotWhole, found)
}

// matchAbsorbed answers a document item still missing whose words came
// back with a neighbour's, in one item holding the words of both and no
// other: a degree of notes alone, which the files write as a paragraph
// under the degree before (they have no head to write), read back as that
// degree's notes. So does a run of up to three such items together with
// their neighbour (undated heads set apart one after another, read back
// as bullets of the job above). Taken out, an item leaves the others'
// words alone and is named.
func matchAbsorbed(whole, gotWhole []string, found []bool) {
	for j, w := range whole {
		if found[j] || w == "" {
			continue
		}
		for m := j; m < len(whole) && m < j+3 && !found[m] && whole[m] != ""; m++ {
			if absorbedRun(whole, gotWhole, found, j, m) {
				for k := j; k <= m; k++ {
					found[k] = true
				}
				break
			}
		}
	}
}

// absorbedRun reports whether the document items j..m came back in one
// item with a found neighbour's words (the item before or after the run)
// and no other's.
func absorbedRun(whole, gotWhole []string, found []bool, j, m int) bool {
	run := strings.Join(whole[j:m+1], " ")
	for _, n := range []int{j - 1, m + 1} {
		if n < 0 || n >= len(whole) || !found[n] || whole[n] == "" {
			continue
		}
		both := strings.Fields(whole[n] + " " + run)
		slices.Sort(both)
		if slices.Contains(gotWhole, strings.Join(both, " ")) {
			return true
		}
	}
	return false
}
