package cv

import "strings"

// WordDoc is the content of the formatted_cv.docx download, laid out by the
// page with the docx library: a name and title, one contact line (its parts
// joined by the page), and the
// sections PROFESSIONAL SUMMARY, SKILLS, WORK EXPERIENCE, EDUCATION and
// LANGUAGES in that order (those the CV has).
type WordDoc struct {
	Name     string        `json:"name"`
	Title    string        `json:"title"`
	Contact  []string      `json:"contact"`
	Sections []WordSection `json:"sections"`
}

// WordSection is one headed section of the Word file.
type WordSection struct {
	Heading string      `json:"heading"`
	Blocks  []WordBlock `json:"blocks"`
}

// Kinds of WordBlock, each a paragraph style the page maps to docx.
const (
	BlockEntry     = "entry"     // an experience's or education's title line, in bold
	BlockMeta      = "meta"      // dates and place under an entry, in italics
	BlockParagraph = "paragraph" // running text
	BlockBullet    = "bullet"    // a bulleted line
)

// WordBlock is one paragraph of a section.
type WordBlock struct {
	Kind string `json:"kind"`
	Text string `json:"text"`
}

// contactLine lists the contact details the CV gives, in the order phone,
// email, LinkedIn, address, and ends with one part that says plainly which of
// them the CV does not give ("Not in the CV: phone, LinkedIn"), for the user
// to add in Word: nothing is invented in their place.
func contactLine(f FormattedCV) []string {
	out := []string{}
	var missing []string
	for _, c := range []struct{ name, value string }{
		{"phone", f.Phone}, {"email", f.Email}, {"LinkedIn", f.LinkedIn}, {"address", f.Address},
	} {
		if v := strings.TrimSpace(c.value); v != "" {
			out = append(out, v)
		} else {
			missing = append(missing, c.name)
		}
	}
	if len(missing) > 0 {
		out = append(out, "Not in the CV: "+strings.Join(missing, ", "))
	}
	return out
}

// WordModel builds the Word file's content. The professional header's first
// bullet-separated part is the name line and the rest the title line.
func WordModel(f FormattedCV) WordDoc {
	name, title := splitHeader(f.ProfessionalHeader)
	d := WordDoc{Name: name, Title: title, Contact: contactLine(f)}
	add := func(heading string, blocks []WordBlock) {
		if len(blocks) > 0 {
			d.Sections = append(d.Sections, WordSection{Heading: heading, Blocks: blocks})
		}
	}
	add("PROFESSIONAL SUMMARY", blocks(BlockParagraph, f.AboutMe))

	var skills []WordBlock
	if s := joinNonEmpty(", ", f.CoreSkills...); s != "" {
		skills = append(skills, WordBlock{BlockParagraph, "Core skills: " + s})
	}
	if s := joinNonEmpty(", ", f.ToolsTechnologies...); s != "" {
		skills = append(skills, WordBlock{BlockParagraph, "Tools & technologies: " + s})
	}
	add("SKILLS", skills)

	var work []WordBlock
	for _, e := range f.ProfessionalExperience {
		work = append(work, blocks(BlockEntry, joinNonEmpty(" — ", e.Position, e.Company))...)
		work = append(work, blocks(BlockMeta, joinNonEmpty(" | ", e.Duration, e.Location))...)
		work = append(work, blocks(BlockBullet, e.Responsibilities...)...)
	}
	add("WORK EXPERIENCE", work)

	var edu []WordBlock
	for _, e := range f.Education {
		// Degree and institution on lines of their own: one long line
		// reads as prose to a parser (ours included) and loses both.
		edu = append(edu, blocks(BlockEntry, e.Degree, e.Institution)...)
		edu = append(edu, blocks(BlockMeta, joinNonEmpty(" | ", e.Duration, e.Location))...)
		edu = append(edu, blocks(BlockParagraph, e.Description)...)
	}
	add("EDUCATION", edu)

	var langs []WordBlock
	for _, l := range f.Languages {
		langs = append(langs, blocks(BlockBullet, joinNonEmpty(" — ", l.Language, l.ProficiencyLevel))...)
	}
	add("LANGUAGES", langs)
	if d.Sections == nil {
		d.Sections = []WordSection{}
	}
	return d
}

// blocks makes one block of kind per non-empty text.
func blocks(kind string, texts ...string) []WordBlock {
	var out []WordBlock
	for _, t := range nonEmpty(texts...) {
		out = append(out, WordBlock{Kind: kind, Text: t})
	}
	return out
}

// splitHeader returns the header's first part and the rest.
func splitHeader(h string) (first, rest string) {
	parts := nonEmpty(strings.Split(h, headerSeparator)...)
	if len(parts) == 0 {
		return "", ""
	}
	return parts[0], strings.Join(parts[1:], " "+headerSeparator+" ")
}
