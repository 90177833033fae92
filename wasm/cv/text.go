package cv

import (
	"strings"
	"unicode"
)

// text is the formatted_cv.txt download: the spec's sections in its order
// (PROFESSIONAL HEADER, ABOUT ME, PROFESSIONAL EXPERIENCE, EDUCATION, CORE
// SKILLS, TOOLS & TECHNOLOGIES, LANGUAGES), then the extra sections
// (PROJECTS … REFERENCES) and the other sections under their own titles,
// each heading followed by its content and a blank line. The header holds
// the name on a line of its own (so that a reader takes it for the name),
// the title, and the contact line, as a CV's head does.
// Sections and details the CV does not have are left out: nothing stands in
// for them.
func text(f FormattedCV) string {
	var b strings.Builder
	write := func(heading string, lines []string) {
		if len(lines) == 0 {
			return
		}
		if b.Len() > 0 {
			b.WriteString("\n")
		}
		b.WriteString(heading + "\n")
		for _, l := range lines {
			b.WriteString(l + "\n")
		}
	}
	for _, x := range sectionTable {
		write(x.Heading, x.textLines(&f))
	}
	for _, o := range otherBlocks(f) {
		write(o.heading, blockLines(o.blocks))
	}
	return b.String()
}

// ExtraLines are the words of the sections beyond the spec's (projects …
// references, then the other sections under their own titles), a block a
// line, in the files' order, without headings or bullet marks: what a
// formatted CV says there. The matcher reads them as it reads those
// sections of a CV pasted whole, so that a project's skill counts the
// same in both.
func ExtraLines(f FormattedCV) []string {
	var out []string
	add := func(bs []WordBlock) {
		for _, b := range bs {
			out = append(out, b.Text)
		}
	}
	for i := range sectionTable {
		if x := &sectionTable[i]; x.Kind != KindSpec && x.blocks != nil {
			add(x.blocks(&f))
		}
	}
	for _, o := range otherBlocks(f) {
		add(o.blocks)
	}
	return out
}

// textLines are the section's lines in the text file.
func (x *section) textLines(f *FormattedCV) []string {
	switch {
	case x.lines != nil:
		return x.lines(f)
	case x.blocks != nil:
		return blockLines(x.blocks(f))
	}
	return nil
}

// blockLines writes a section's blocks as lines: an entry after the first
// with a blank line before it, a bullet as "• ".
func blockLines(bs []WordBlock) []string {
	var lines []string
	for _, bl := range bs {
		switch {
		case bl.Kind == BlockEntry && len(lines) > 0:
			lines = append(lines, "", bl.Text)
		case bl.Kind == BlockBullet:
			lines = append(lines, "• "+bl.Text)
		default:
			lines = append(lines, bl.Text)
		}
	}
	return lines
}

// jobHead is an experience's head line ("Position — Company") and its line
// of dates and place. A head ending with a full stop ("Nara Logics, Inc.")
// alone reads as the end of the sentence above it: the dates then open its
// line, which keeps it a head for any reader. A title or company with no
// letter or digit ("*", "-": a bullet sign read as the title) is not
// written: at the start of the line it made the head a bullet for any
// reader, and the job came back with its dates alone.
func jobHead(e Experience) (head, meta string) {
	head, meta = joinNonEmpty(" — ", worded(e.Position), worded(e.Company)), joinNonEmpty(" | ", e.Duration, e.Location)
	if strings.HasSuffix(head, ".") && meta != "" {
		return joinNonEmpty(" | ", e.Duration, head, e.Location), ""
	}
	return head, meta
}

// worded is s when it holds a letter or a digit, else "".
func worded(s string) string {
	if strings.IndexFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) < 0 {
		return ""
	}
	return s
}

// bullets writes the non-empty items as "• item" lines.
func bullets(items []string) []string {
	var out []string
	for _, r := range nonEmpty(items...) {
		out = append(out, "• "+r)
	}
	return out
}

// TailoringJSON is the formatted_cv.json download: the transformed CV of the
// tailoring screen, indented for people, with the edited CV's ids as they
// are; or a *GapError when the CV still has unfilled gaps.
func TailoringJSON(s *StructuredCV) ([]byte, error) {
	if err := checkGaps(s); err != nil {
		return nil, err
	}
	return indentJSON(ToTailoring(s))
}

// nonEmpty keeps the trimmed, non-empty strings.
func nonEmpty(ss ...string) []string {
	var out []string
	for _, s := range ss {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// joinNonEmpty joins the non-empty trimmed strings with sep.
func joinNonEmpty(sep string, ss ...string) string {
	return strings.Join(nonEmpty(ss...), sep)
}
