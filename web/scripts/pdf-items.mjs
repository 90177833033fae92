// pdf-items.mjs reads a PDF with Node's build of pdf.js into the JSON the
// core's parsePDF export reads, as web/src/lib/pdf.ts does in the browser:
//
//   {"pages":[{"width":612,"height":792,"items":[
//     {"str":"Jane Doe","x":72,"y":720.5,"w":80.2,"h":18,"font":"g_d0_f1","eol":false}, …],
//     "links":[{"url":"https://github.com/jane","x0":72,"y0":700,"x1":140,"y1":712}]}]}
//
// x and y are transform[4] and transform[5] (PDF user space, origin bottom
// left), w and h are the item's width and height, font its fontName, eol its
// hasEOL; links are the web and mailto: link annotations with their
// rectangles. Items with an empty str are kept as pdf.js gives them. The
// CMaps and standard fonts come from pdfjs-dist, as in the browser.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const pdfjsDir = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

export async function pdfItems(data) {
  const doc = await getDocument({
    data,
    verbosity: 0,
    isEvalSupported: false,
    cMapUrl: join(pdfjsDir, 'cmaps') + '/',
    cMapPacked: true,
    standardFontDataUrl: join(pdfjsDir, 'standard_fonts') + '/',
  }).promise;
  // Every page is asked for at once, as src/lib/pdf.ts does.
  const pages = await Promise.all(
    Array.from({ length: doc.numPages }, async (_, i) => {
      const page = await doc.getPage(i + 1);
      const viewport = page.getViewport({ scale: 1 });
      const [content, annotations] = await Promise.all([page.getTextContent(), page.getAnnotations()]);
      const items = content.items
        .filter((it) => 'str' in it) // marked-content markers carry no text
        .map((it) => ({
          str: it.str,
          x: it.transform[4],
          y: it.transform[5],
          w: it.width,
          h: it.height,
          font: it.fontName,
          eol: it.hasEOL,
        }));
      const links = annotations
        .filter((a) => a.subtype === 'Link' && typeof a.url === 'string' && /^(https?:|mailto:)/i.test(a.url))
        .map((a) => ({ url: a.url, x0: a.rect[0], y0: a.rect[1], x1: a.rect[2], y1: a.rect[3] }));
      page.cleanup();
      return { width: viewport.width, height: viewport.height, items, links };
    }),
  );
  await doc.destroy();
  return { pages };
}
