// make-layouts.mjs generates the layout corpus that `make eval` measures the
// CV parser on: every sample CV of ../shared/data/yamlresume_samples (en, de,
// fr, es) rendered in every layout family of layouts/templates.mjs, printed to
// PDF by Debian's Chromium, read back as pdf.js items and links. The truth is
// the data rendered, written beside each dump as the expected Formatted CV.
// The LaTeX layouts of ../shared/fixtures/layouts are dumped too (their
// expected CVs are hand-written in wasm/parse/testdata/expected-layouts).
// Everything goes under the output folder (build/layouts); nothing of the
// data enters the repository.
//
// Usage: node web/scripts/make-layouts.mjs <out dir>
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { parseYaml } from './layouts/yaml-lite.mjs';
import { families, headings, truthFixes } from './layouts/templates.mjs';
import { pdfItems } from './pdf-items.mjs';

const shared = fileURLToPath(new URL('../../../shared/', import.meta.url));
const samples = join(shared, 'data/yamlresume_samples');
const latex = join(shared, 'fixtures/layouts');
const out = process.argv[2];
if (!out) {
  console.error('usage: make-layouts.mjs <out dir>');
  process.exit(2);
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthNames = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  es: ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sep.', 'oct.', 'nov.', 'dic.'],
};
const present = { en: 'Present', de: 'heute', fr: "aujourd'hui", es: 'actualidad' };
const degreeIn = { en: 'in', de: 'in', fr: 'en', es: 'en' };

// date writes a sample date ("Sep 2017", "Sep 1, 2017") as is usual in the language.
function date(s, lang) {
  if (!s) return present[lang];
  const m = /^([A-Za-z]{3})[a-z]*\.?\s+(?:\d{1,2},\s*)?(\d{4})$/.exec(String(s).trim());
  if (!m) return String(s).trim();
  const i = months.indexOf(m[1].toLowerCase());
  if (i < 0) return String(s).trim();
  if (lang === 'de') return `${String(i + 1).padStart(2, '0')}/${m[2]}`;
  return `${monthNames[lang][i]} ${m[2]}`;
}

const bulletsOf = (text) =>
  String(text ?? '')
    .split('\n')
    .map((l) => l.replace(/^\s*-\s*/, '').trim())
    .filter(Boolean);

function address(loc, lang) {
  if (!loc) return '';
  if (lang === 'en') return `${loc.city}, ${loc.region} ${loc.postalCode}`;
  return `${loc.postalCode} ${loc.city}, ${loc.country}`;
}

// model turns a sample CV into what the templates render.
function model(c, lang) {
  const profile = (net) => {
    const p = (c.profiles ?? []).find((x) => x.network === net);
    return p ? { url: p.url, username: p.username } : undefined;
  };
  return {
    name: c.basics.name,
    headline: c.basics.headline,
    email: c.basics.email,
    phone: c.basics.phone,
    address: address(c.location, lang),
    city: c.location?.city ?? '',
    country: c.location?.country ?? '',
    summary: bulletsOf(c.basics.summary).join(' '),
    linkedin: profile('LinkedIn'),
    github: profile('GitHub'),
    work: (c.work ?? []).map((w) => ({
      company: w.name,
      position: w.position,
      url: w.url ?? '',
      duration: `${date(w.startDate, lang)} – ${date(w.endDate, lang)}`,
      bullets: bulletsOf(w.summary),
    })),
    education: (c.education ?? []).map((e) => ({
      institution: e.institution,
      degree: `${e.degree} ${degreeIn[lang]} ${e.area}`,
      duration: `${date(e.startDate, lang)} – ${date(e.endDate, lang)}`,
    })),
    skills: (c.skills ?? []).map((s) => ({ group: s.name, level: s.level, keywords: s.keywords ?? [] })),
    languages: (c.languages ?? []).map((l) => ({ language: l.language, fluency: l.fluency })),
    certificates: (c.certificates ?? []).map((x) => ({ name: x.name, issuer: x.issuer, date: date(x.date, lang) })),
  };
}

// truth is the Formatted CV a perfect parser gives for the rendered model.
// Skills are all in coreSkills: the eval pools them with toolsTechnologies.
function truth(m) {
  return {
    professionalHeader: `${m.name} • ${m.headline}`,
    aboutMe: m.summary,
    professionalExperience: m.work.map((w) => ({
      company: w.company,
      position: w.position,
      duration: w.duration,
      location: '',
      responsibilities: w.bullets,
    })),
    education: m.education.map((e) => ({ institution: e.institution, degree: e.degree, duration: e.duration, location: '', description: '' })),
    coreSkills: m.skills.flatMap((s) => s.keywords),
    toolsTechnologies: [],
    languages: m.languages.map((l) => ({ language: l.language, proficiencyLevel: l.fluency })),
    atsKeywords: [],
    rawApiResponse: '',
    phone: m.phone,
    email: m.email,
    linkedin: m.linkedin?.url ?? '',
    address: m.address,
    name: m.name,
    certifications: m.certificates.map((c) => ({
      title: c.name,
      subtitle: c.issuer,
      duration: c.date,
      location: '',
      url: '',
      description: '',
      highlights: [],
    })),
  };
}

// viewerText is the PDF's text as a user copies it out of a PDF viewer and
// pastes it: reading order, a hard line break at every printed line, page
// headers and footers inline, hyphenated line ends kept. pdftotext without
// -layout (poppler-utils) stands in for the viewer; its page breaks (form
// feeds) paste as line breaks.
function viewerText(pdf) {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8').replaceAll('\f', '\n');
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  let count = 0;
  for (const role of (await readdir(samples, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    for (const file of (await readdir(join(samples, role))).filter((f) => f.endsWith('.yml')).sort()) {
      const lang = basename(file, '.yml');
      const doc = parseYaml(await readFile(join(samples, role, file), 'utf8'));
      const m = model(doc.content, lang);
      for (const [family, render] of Object.entries(families)) {
        const dir = join(out, family);
        await mkdir(dir, { recursive: true });
        await page.setContent(render(m, headings[lang], lang));
        const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
        const name = `${role}-${lang}`;
        await writeFile(join(dir, `${name}.json`), JSON.stringify(await pdfItems(new Uint8Array(pdf))) + '\n');
        const t = truth(m);
        truthFixes[family]?.(t, m);
        await writeFile(join(dir, `${name}.expected.json`), JSON.stringify(t, null, 2) + '\n');
        await writeFile(join(dir, `${name}.viewer.txt`), viewerText(pdf));
        count++;
      }
    }
  }
  for (const cls of ['moderncv', 'altacv']) {
    const dir = join(out, 'latex-' + cls);
    await mkdir(dir, { recursive: true });
    for (const f of (await readdir(join(latex, cls))).filter((f) => f.endsWith('.pdf'))) {
      const items = await pdfItems(new Uint8Array(await readFile(join(latex, cls, f))));
      await writeFile(join(dir, basename(f, '.pdf') + '.json'), JSON.stringify(items) + '\n');
      await writeFile(join(dir, basename(f, '.pdf') + '.viewer.txt'), viewerText(await readFile(join(latex, cls, f))));
      count++;
    }
  }
  console.log(`${out}: ${count} layouts`);
} finally {
  await browser.close();
}
