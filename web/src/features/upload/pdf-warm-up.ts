// A made-up one-page CV as pdf.js gives it (positioned text items and a
// link), read by the core once when the Upload PDF tab opens. The core's
// first parsePDF in a fresh engine is several times slower than the next
// ones (its code runs for the first time and its memory grows); doing that
// first read while the user picks a file takes it out of the wait for the
// file's text (docs/measurements.md, "The PDF read"). Its result is dropped.
import type { PdfItem, PdfPage } from '../../cv/types';

// One line: its left edge, its font (size and face), its text; a second
// text set right on the same line, as CVs set dates.
type Line = [x: number, size: number, font: 'name' | 'head' | 'body' | 'bold', text: string, right?: string];

const lines: Line[] = [
  [72, 22, 'name', 'Jordan Example'],
  [72, 10, 'body', 'Berlin, Germany | jordan@example.com | +49 30 1234567 | github.com/jordan-example'],
  [72, 12, 'head', 'SUMMARY'],
  [72, 10, 'body', 'Backend engineer with six years of Go, Python and PostgreSQL, building payment and'],
  [72, 10, 'body', 'search services used by millions of customers.'],
  [72, 12, 'head', 'EXPERIENCE'],
  [72, 10, 'bold', 'Senior Software Engineer, Acme Payments GmbH', 'Mar 2021 – Present'],
  [72, 10, 'body', 'Berlin, Germany'],
  [80, 10, 'body', '• Led the move of the ledger service to Go and Kubernetes, cutting latency by 40%.'],
  [80, 10, 'body', '• Designed the REST and gRPC APIs of the refunds team; mentored three engineers.'],
  [72, 10, 'bold', 'Software Engineer, Northwind Search', '06/2018 – 02/2021'],
  [80, 10, 'body', '• Built the indexing pipeline in Python and Kafka for 20 million documents a day.'],
  [80, 10, 'body', '• Wrote the CI pipeline in GitHub Actions with Docker and Terraform on AWS.'],
  [72, 12, 'head', 'EDUCATION'],
  [72, 10, 'bold', 'B.Sc. Computer Science, Technical University of Munich', '2014 – 2018'],
  [72, 12, 'head', 'SKILLS'],
  [72, 10, 'body', 'Languages: Go, Python, SQL, TypeScript'],
  [72, 10, 'body', 'Tools: PostgreSQL, Redis, Kafka, Docker, Kubernetes, Terraform, AWS'],
  [72, 12, 'head', 'LANGUAGES'],
  [72, 10, 'body', 'English (fluent), German (native)'],
];

const fonts = { name: 'g_d0_f1', head: 'g_d0_f2', body: 'g_d0_f3', bold: 'g_d0_f4' };

// An average glyph is about half the font size wide in the faces CVs use.
const item = (str: string, x: number, y: number, size: number, font: Line[2]): PdfItem => ({
  str,
  x,
  y,
  w: str.length * size * 0.5,
  h: size,
  font: fonts[font],
  eol: true,
});

function layout(): PdfItem[] {
  const items: PdfItem[] = [];
  let y = 760;
  for (const [x, size, font, text, right] of lines) {
    // A heading has room above it, as in a typeset CV.
    if (font === 'head') y -= size * 0.8;
    items.push(item(text, x, y, size, font));
    if (right) items.push(item(right, 540 - right.length * size * 0.5, y, size, 'body'));
    y -= size * 1.4;
  }
  return items;
}

export const warmUpPages: PdfPage[] = [
  {
    width: 612,
    height: 792,
    items: layout(),
    links: [{ url: 'mailto:jordan@example.com', x0: 190, y0: 740, x1: 280, y1: 752 }],
  },
];
