// Stands in for jsPDF's optional html2canvas, canvg and DOMPurify (vite.config.ts
// aliases them here): they serve only doc.html() and SVG images, which the
// PDF writer never calls, and would otherwise be 105 kB gzip of chunks the
// service worker precaches for nothing.
export default function unused(): never {
  throw new Error('jsPDF: html() and SVG images are not part of this build');
}
