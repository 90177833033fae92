package cv

import "strings"

// WordDoc is the content of the formatted_cv.docx download and of the PDF,
// laid out by the page: a name and title, one contact line (its parts
// joined by the page; only the details the CV has, nothing in place of the
// others), the spec's sections PROFESSIONAL SUMMARY, SKILLS, WORK
// EXPERIENCE, EDUCATION and LANGUAGES, then PROJECTS, CERTIFICATIONS,
// AWARDS, PUBLICATIONS, VOLUNTEERING, INTERESTS, REFERENCES and the other
// sections under their titles in capitals, in that order (those the CV has).
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

// wordModel builds the Word file's content. The name line is the CV's name
// (empty when it has none) and the title line its professional header
// without the name.
func wordModel(f FormattedCV) WordDoc {
	name, title := nameAndTitle(f)
	d := WordDoc{Name: name, Title: title, Contact: contactParts(f)}
	if d.Contact == nil {
		d.Contact = []string{}
	}
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
		head, meta := jobHead(e)
		work = append(work, blocks(BlockEntry, head)...)
		work = append(work, blocks(BlockMeta, meta)...)
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
	for _, x := range extraBlocks(f) {
		add(x.heading, x.blocks)
	}
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

// headedBlocks is a section's heading and its paragraphs.
type headedBlocks struct {
	heading string
	blocks  []WordBlock
}

// extraBlocks lays out the extra sections and the other sections, those
// the CV has, for the Word, PDF and text files: an entry is its title and
// subtitle, a line of date, place and link, its description and its
// highlights; interests one line; an other section its lines under its
// title in capitals ("ADDITIONAL INFORMATION" when it has none, a heading
// every reader knows).
func extraBlocks(f FormattedCV) []headedBlocks {
	var out []headedBlocks
	add := func(heading string, blocks []WordBlock) {
		if len(blocks) > 0 {
			out = append(out, headedBlocks{heading, blocks})
		}
	}
	for i := range extraSections {
		x := &extraSections[i]
		add(x.Heading, x.blocks(&f))
	}
	for _, sec := range f.OtherSections {
		heading := strings.ToUpper(strings.TrimSpace(sec.Title))
		if heading == "" {
			heading = "ADDITIONAL INFORMATION"
		}
		add(heading, blocks(BlockParagraph, sec.Lines...))
	}
	return out
}

// entryBlocks lays out one entry of an extra section.
func entryBlocks(e Entry) []WordBlock {
	var out []WordBlock
	out = append(out, blocks(BlockEntry, joinNonEmpty(" — ", e.Title, e.Subtitle))...)
	out = append(out, blocks(BlockMeta, joinNonEmpty(" | ", e.Duration, e.Location, e.URL))...)
	out = append(out, blocks(BlockParagraph, e.Description)...)
	return append(out, blocks(BlockBullet, e.Highlights...)...)
}
