// The CVs of every corpus the project has, as the core's Formatted CV, for the
// tests that measure the downloads over all of them: the real fixtures (PDFs
// through pdf.js and parsePDF, text through parseText, the two JSON CVs read
// field by field), the yamlresume samples in four languages and the JSON
// Resume sample (the theme corpus's CVs, read field by field as the theme
// corpus's truth is), RJDB's CV texts through parseText, the German graded
// set's (gulp_de) CV texts through parseText and the LaTeX layout fixtures'
// PDFs through pdf.js and parsePDF. Nothing here is app code; ../shared is
// read only by tests.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as legacy from 'pdfjs-dist/legacy/build/pdf.mjs';
import { parseYaml } from '../../scripts/layouts/yaml-lite.mjs';
import type { Education, Entry, Experience, FormattedCV } from '../cv/types';
import type { Core } from '../lib/core';
import { extractPages, type PdfLib } from '../lib/pdf';
import { emptyCV } from './empty-cv';

// A path (Vite would turn new URL(…, import.meta.url) into a served address).
const shared = `${resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared')}/`;

export interface CorpusCV {
  corpus: 'real' | 'yamlresume' | 'jsonresume' | 'rjdb' | 'gulp_de' | 'layouts';
  name: string;
  cv: FormattedCV;
}

type Json = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const arr = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.map(str).filter((s) => s !== '') : []);
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const span = (start: unknown, end: unknown): string => {
  const s = str(start);
  const e = str(end);
  if (s === '') return e;
  return `${s} – ${e === '' ? 'Present' : e}`;
};

const lines = (text: unknown): string[] =>
  str(text)
    .split('\n')
    .map((l) => l.replace(/^\s*-\s*/, '').trim())
    .filter((l) => l !== '');

const entry = (
  title: unknown,
  subtitle: unknown,
  duration: string,
  description: unknown,
  highlights: string[],
): Entry => ({
  title: str(title),
  subtitle: str(subtitle),
  duration,
  location: '',
  url: '',
  description: str(description),
  highlights,
});

/**
 * fromResumeContent reads a JSON Resume or a yamlresume sample's content (the
 * same keys but for a few: yamlresume's headline, degree and its summaries
 * written as "- " lines) field by field.
 */
export function fromResumeContent(c: Json): FormattedCV {
  const cv = emptyCV();
  const b = obj(c.basics);
  const loc = { ...obj(c.location), ...obj(b.location) };
  cv.name = str(b.name);
  cv.professionalHeader = [str(b.name), str(b.label) || str(b.headline)].filter((s) => s !== '').join(' • ');
  cv.email = str(b.email);
  cv.phone = str(b.phone);
  cv.website = str(b.url);
  const profiles = [...arr(b.profiles), ...arr(c.profiles)];
  cv.linkedin = str(profiles.find((p) => /linkedin/i.test(str(p.network)))?.url);
  cv.address = [str(loc.city), str(loc.region), str(loc.country) || str(loc.countryCode)].filter((s) => s).join(', ');
  cv.aboutMe = lines(b.summary).join(' ');
  cv.professionalExperience = arr(c.work).map((w): Experience => ({
    company: str(w.name) || str(w.company),
    position: str(w.position),
    duration: span(w.startDate, w.endDate),
    location: str(w.location),
    responsibilities: strs(w.highlights).length > 0 ? strs(w.highlights) : lines(w.summary),
  }));
  cv.education = arr(c.education).map((e): Education => ({
    institution: str(e.institution),
    degree: [str(e.studyType) || str(e.degree), str(e.area)].filter((s) => s).join(' in '),
    duration: span(e.startDate, e.endDate),
    location: '',
    description: '',
  }));
  for (const s of arr(c.skills)) {
    cv.coreSkills.push(str(s.name));
    cv.toolsTechnologies.push(...strs(s.keywords));
  }
  cv.languages = arr(c.languages).map((l) => ({ language: str(l.language), proficiencyLevel: str(l.fluency) }));
  cv.interests = arr(c.interests).map((i) => str(i.name));
  cv.projects = arr(c.projects).map((p) =>
    entry(p.name, '', span(p.startDate, p.endDate), p.description, [...strs(p.highlights), ...lines(p.summary)]),
  );
  cv.certifications = arr(c.certificates).map((x) => entry(x.name, x.issuer, str(x.date), '', []));
  cv.awards = arr(c.awards).map((x) => entry(x.title, x.awarder, str(x.date), x.summary, []));
  cv.publications = arr(c.publications).map((x) => entry(x.name, x.publisher, str(x.releaseDate), x.summary, []));
  cv.volunteering = arr(c.volunteer).map((v) =>
    entry(v.position, v.organization, span(v.startDate, v.endDate), '', [...strs(v.highlights), ...lines(v.summary)]),
  );
  cv.references = arr(c.references).map((r) => entry(r.name, '', '', r.reference, []));
  return cv;
}

/** fromResumeMatcher reads Resume-Matcher's master resume JSON field by field. */
export function fromResumeMatcher(c: Json): FormattedCV {
  const cv = emptyCV();
  const p = obj(c.personalInfo);
  cv.name = str(p.name);
  cv.professionalHeader = [str(p.name), str(p.title)].filter((s) => s).join(' • ');
  cv.email = str(p.email);
  cv.phone = str(p.phone);
  cv.address = str(p.location);
  cv.website = str(p.website);
  cv.linkedin = str(p.linkedin);
  cv.aboutMe = str(c.summary);
  cv.professionalExperience = arr(c.workExperience).map((w) => ({
    company: str(w.company),
    position: str(w.title),
    duration: str(w.years),
    location: str(w.location),
    responsibilities: strs(w.description),
  }));
  cv.education = arr(c.education).map((e) => ({
    institution: str(e.institution),
    degree: str(e.degree),
    duration: str(e.years),
    location: '',
    description: str(e.description),
  }));
  cv.projects = arr(c.personalProjects).map((x) => entry(x.name, x.role, str(x.years), '', strs(x.description)));
  const more = obj(c.additional);
  cv.toolsTechnologies = strs(more.technicalSkills);
  cv.languages = strs(more.languages).map((l) => {
    const m = /^(.*?)\s*\((.*)\)$/.exec(l);
    return { language: m?.[1] ?? l, proficiencyLevel: m?.[2] ?? '' };
  });
  cv.certifications = strs(more.certificationsTraining).map((x) => entry(x, '', '', '', []));
  cv.awards = strs(more.awards).map((x) => entry(x, '', '', '', []));
  return cv;
}

/** realCVs are the real fixtures, each read the way the app reads its kind of file. */
export async function realCVs(core: Core): Promise<CorpusCV[]> {
  const dir = `${shared}fixtures/real/resumes/`;
  const out: CorpusCV[] = [];
  for (const file of readdirSync(dir).sort()) {
    const path = dir + file;
    let cv: FormattedCV | undefined;
    if (file.endsWith('.pdf')) {
      const pages = unwrap(await extractPages(legacy as unknown as PdfLib, new Uint8Array(readFileSync(path))));
      cv = unwrap(await core.parsePDF(pages)).cv;
    } else if (file.endsWith('.txt') || file.endsWith('.md')) {
      cv = unwrap(await core.parseText(readFileSync(path, 'utf8')));
    } else if (file === 'jsonresume-sample.resume.json') {
      cv = fromResumeContent(JSON.parse(readFileSync(path, 'utf8')) as Json);
    } else if (file === 'resume-matcher-master-resume.json') {
      cv = fromResumeMatcher(JSON.parse(readFileSync(path, 'utf8')) as Json);
    }
    if (cv) out.push({ corpus: file.startsWith('jsonresume') ? 'jsonresume' : 'real', name: file, cv });
  }
  return out;
}

/** yamlresumeCVs are the 20 yamlresume samples (en, de, fr, es), field by field. */
export function yamlresumeCVs(): CorpusCV[] {
  const dir = `${shared}data/yamlresume_samples/`;
  const out: CorpusCV[] = [];
  for (const role of readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()) {
    for (const lang of ['en', 'de', 'fr', 'es']) {
      const doc = obj(parseYaml(readFileSync(`${dir}${role}/${lang}.yml`, 'utf8')));
      out.push({ corpus: 'yamlresume', name: `${role}/${lang}`, cv: fromResumeContent(obj(doc.content)) });
    }
  }
  return out;
}

/** rjdbCVs are RJDB's CV texts (matched and unmatched of each line) through parseText; limit lines, 0 for all. */
export async function rjdbCVs(core: Core, limit: number): Promise<CorpusCV[]> {
  const rows = readFileSync(`${shared}data/rjdb/test.jsonl`, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  const out: CorpusCV[] = [];
  for (const [i, row] of (limit > 0 ? rows.slice(0, limit) : rows).entries()) {
    const r = JSON.parse(row) as Json;
    for (const k of ['Resume-matched', 'Resume-unmatched']) {
      out.push({ corpus: 'rjdb', name: `line ${i + 1} ${k}`, cv: unwrap(await core.parseText(str(r[k]))) });
    }
  }
  return out;
}

/** gulpDeCVs are the German graded set's CV texts through parseText; limit CVs, 0 for all. */
export async function gulpDeCVs(core: Core, limit: number): Promise<CorpusCV[]> {
  const dir = `${shared}data/gulp_de/cv/`;
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
  const out: CorpusCV[] = [];
  for (const file of limit > 0 ? files.slice(0, limit) : files) {
    out.push({
      corpus: 'gulp_de',
      name: `gulp_de ${file}`,
      cv: unwrap(await core.parseText(readFileSync(dir + file, 'utf8'))),
    });
  }
  return out;
}

/** layoutCVs are the LaTeX layout fixtures' PDFs (AltaCV, moderncv) through pdf.js and parsePDF. */
export async function layoutCVs(core: Core): Promise<CorpusCV[]> {
  const dir = `${shared}fixtures/layouts/`;
  const out: CorpusCV[] = [];
  for (const cls of ['altacv', 'moderncv']) {
    for (const file of readdirSync(dir + cls)
      .filter((f) => f.endsWith('.pdf'))
      .sort()) {
      const pages = unwrap(
        await extractPages(legacy as unknown as PdfLib, new Uint8Array(readFileSync(`${dir}${cls}/${file}`))),
      );
      out.push({ corpus: 'layouts', name: `${cls}/${file}`, cv: unwrap(await core.parsePDF(pages)).cv });
    }
  }
  return out;
}
