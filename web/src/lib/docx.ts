// The one wrapper around the docx library: it lays the core's Word content
// model out as a .docx that applicant tracking systems read as plain text.
// One column, real paragraphs only (no tables, text boxes, images, headers or
// footers), built-in Title/Heading styles and real bullets. The library is
// loaded only when a Word file is made.
import type { WordDoc } from '../cv/types';

export const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** buildDocx makes the Word file of a Word content model. */
export async function buildDocx(model: WordDoc): Promise<Blob> {
  const { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } = await import('docx');
  const children: InstanceType<typeof Paragraph>[] = [];
  if (model.name)
    children.push(new Paragraph({ text: model.name, heading: HeadingLevel.TITLE, alignment: AlignmentType.LEFT }));
  if (model.title)
    children.push(new Paragraph({ children: [new TextRun({ text: model.title, bold: true, size: 26 })] }));
  if (model.contact.length > 0)
    children.push(new Paragraph({ text: model.contact.join(' | '), spacing: { after: 200 } }));
  for (const section of model.sections) {
    children.push(
      new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1, spacing: { before: 240, after: 120 } }),
    );
    section.blocks.forEach((b) => {
      switch (b.kind) {
        case 'entry':
          // An entry's second head line (a degree's institution) stays with
          // its first, as in the PDF: the space sets entries apart, and a
          // reader that sees it as a break keeps the entry whole.
          children.push(
            new Paragraph({
              children: [new TextRun({ text: b.text, bold: true })],
              ...(b.joined ? {} : { spacing: { before: 160 } }),
            }),
          );
          break;
        case 'meta':
          children.push(new Paragraph({ children: [new TextRun({ text: b.text, italics: true })] }));
          break;
        case 'bullet':
          children.push(new Paragraph({ text: b.text, bullet: { level: 0 } }));
          break;
        default:
          children.push(new Paragraph({ text: b.text, spacing: { after: 120 } }));
      }
    });
  }
  const doc = new Document({
    creator: 'Shortlist',
    title: model.name ? `${model.name} — CV` : 'CV',
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [{ children }],
  });
  return Packer.toBlob(doc);
}
