package cv

import "strings"

// matchInDescription answers an undated entry still missing whose head,
// as the files write it ("Title — Subtitle", a paragraph of its own), came
// back as whole sentences inside the description of an item of the same
// section: a reader takes an item named by a sentence, set apart after an
// item's description, for more of that description ("… embedded systems.
// Line-following robot in C." read back as one item). The head must stand
// at the description's start or after a sentence's end, and end where a
// sentence ends; taken out, it leaves no such sentence and is named.
func matchInDescription(entries, back []Entry, found []bool) {
	for j, e := range entries {
		if found[j] || strings.TrimSpace(e.Duration) != "" {
			continue
		}
		k := normText(joinNonEmpty(" — ", e.Title, e.Subtitle))
		if k == "" {
			continue
		}
		for _, b := range back {
			if sentencesHold(normText(b.Description), k) {
				found[j] = true
				break
			}
		}
	}
}

// sentencesHold reports whether the normalised text desc holds k as whole
// sentences: at its start or after a sentence's end, and followed by its
// end or a sentence's end.
func sentencesHold(desc, k string) bool {
	for from := 0; ; {
		i := strings.Index(desc[from:], k)
		if i < 0 {
			return false
		}
		i += from
		before, after := desc[:i], desc[i+len(k):]
		opens := before == "" || strings.HasSuffix(before, ". ") || strings.HasSuffix(before, "! ") || strings.HasSuffix(before, "? ")
		closes := after == "" || strings.HasPrefix(after, ". ") || after == "." || strings.HasPrefix(after, "! ") || strings.HasPrefix(after, "? ")
		if opens && closes {
			return true
		}
		from = i + 1
	}
}
