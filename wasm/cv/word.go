package cv

import (
	"slices"
	"strings"
)

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
	// Joined marks an entry's second head line (a degree's institution),
	// which the files keep with the line above; every other entry line
	// opens an entry and is set apart. Told by the writer, not by the
	// block before: an entry with neither dates nor bullets would
	// otherwise run into the next one's head.
	Joined bool `json:"joined,omitempty"`
}

// entryHead is an entry's head lines: the first opens the entry, the ones
// after it are joined to it.
func entryHead(texts ...string) []WordBlock {
	out := blocks(BlockEntry, texts...)
	for i := 1; i < len(out); i++ {
		out[i].Joined = true
	}
	return out
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
	d.Sections = wordSections(f)
	for _, o := range otherBlocks(f) {
		d.Sections = append(d.Sections, WordSection{Heading: o.heading, Blocks: o.blocks})
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

// wordSections are the sections of the table the CV has, in their Word
// rank; rows of one rank and heading share one section.
func wordSections(f FormattedCV) []WordSection {
	rows := slices.Clone(sectionTable)
	slices.SortStableFunc(rows, func(a, b section) int { return a.word.rank - b.word.rank })
	var out []WordSection
	last := 0
	for _, x := range rows {
		if x.word.heading == "" || x.blocks == nil {
			continue
		}
		bs := x.blocks(&f)
		switch {
		case len(bs) == 0:
		case last == x.word.rank && out[len(out)-1].Heading == x.word.heading:
			out[len(out)-1].Blocks = append(out[len(out)-1].Blocks, bs...)
		default:
			out = append(out, WordSection{Heading: x.word.heading, Blocks: bs})
			last = x.word.rank
		}
	}
	return out
}

// headedBlocks is a section's heading and its paragraphs.
type headedBlocks struct {
	heading string
	blocks  []WordBlock
}

// otherBlocks lays out the other sections, those with lines, for the Word,
// PDF and text files: the lines under the title in capitals ("ADDITIONAL
// INFORMATION" when it has none, a heading every reader knows).
func otherBlocks(f FormattedCV) []headedBlocks {
	var out []headedBlocks
	for _, sec := range f.OtherSections {
		heading := strings.ToUpper(strings.TrimSpace(sec.Title))
		if heading == "" {
			heading = "ADDITIONAL INFORMATION"
		}
		if bs := blocks(BlockParagraph, sec.Lines...); len(bs) > 0 {
			out = append(out, headedBlocks{heading, bs})
		}
	}
	return out
}

// entryBlocks lays out one entry of an extra section.
func entryBlocks(e Entry) []WordBlock {
	var out []WordBlock
	out = append(out, entryHead(joinNonEmpty(" — ", e.Title, e.Subtitle))...)
	out = append(out, blocks(BlockMeta, joinNonEmpty(" | ", e.Duration, e.Location, e.URL))...)
	out = append(out, blocks(BlockParagraph, e.Description)...)
	return append(out, blocks(BlockBullet, e.Highlights...)...)
}
