// make-themes.mjs generates the theme corpus that `make eval` measures the CV
// parser on: CVs rendered by community JSON Resume themes that nobody here
// designed. The CVs are the official JSON Resume sample (from the
// resume-schema package, MIT) and the 20 sample CVs of
// ../shared/data/yamlresume_samples (en, de, fr, es) converted to JSON Resume.
// Every theme renders every CV to HTML; Debian's Chromium prints it to PDF,
// read back as pdf.js items and links; pdftotext (no -layout) gives the text a
// user pastes out of a PDF viewer; LibreOffice turns the HTML into a Word file,
// kept for the core's Word reader to read at eval time. The truth is the JSON Resume itself, written
// once per CV as <out>/truth/<cv>.resume.json; wasm/parse's TestEvalThemes
// compares against it.
//
// The themes and the sample are installed by the Makefile into build/themes
// (pinned, apart from the app's package.json). The themes' CDN style sheets
// (Bootstrap 3, Font Awesome) are served from the same folder; every other
// request off the page (web fonts, scripts) is refused, so rendering is
// offline.
//
// Usage: node web/scripts/make-themes.mjs <themes install dir> <out dir> [theme,theme…] [--word-only]
// --word-only converts a rendered corpus's HTML to Word files again and
// renders nothing else (LibreOffice is the slow part).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { parseYaml } from './layouts/yaml-lite.mjs';
import { pdfItems } from './pdf-items.mjs';

const wordOnly = process.argv.includes('--word-only');
const [installArg, outArg, only] = process.argv.slice(2).filter((a) => a !== '--word-only');
const install = installArg && resolve(installArg);
const out = outArg && resolve(outArg);
if (!installArg || !outArg) {
  console.error('usage: make-themes.mjs <themes install dir> <out dir>');
  process.exit(2);
}
const shared = fileURLToPath(new URL('../../../shared/', import.meta.url));
const samples = join(shared, 'data/yamlresume_samples');
const need = createRequire(join(install, 'package.json'));

// themes are the JSON Resume themes measured: those that install from npm and
// render offline (jsonresume-theme-professional is JSX source and does not).
const allThemes = [
  'actual', 'caffeine', 'class', 'crisp', 'elegant', 'eloquent', 'even', 'flat', 'kendall',
  'macchiato', 'onepage', 'paper', 'short', 'slick', 'spartan', 'stackoverflow',
];
const themes = only ? allThemes.filter((t) => only.split(',').includes(t)) : allThemes;

// styles maps a CDN style sheet a theme links to its copy in node_modules.
const styles = [
  [/bootstrap(\/3[^/]*)?\/(dist\/)?css\/bootstrap(\.min)?\.css$|bootswatch\.com/, 'bootstrap/dist/css/bootstrap.min.css'],
  [/font-awesome\/4[^/]*\/css\/font-awesome(\.min)?\.css$/, 'font-awesome/css/font-awesome.min.css'],
  [/font-awesome\/4[^/]*\/fonts\/(.+?)(\?.*)?$/, 'font-awesome/fonts/$1'],
  [/font-awesome\/6[^/]*\/css\/all(\.min)?\.css$/, '@fortawesome/fontawesome-free/css/all.min.css'],
  [/font-awesome\/6[^/]*\/webfonts\/(.+?)(\?.*)?$/, '@fortawesome/fontawesome-free/webfonts/$1'],
];

function localStyle(url) {
  for (const [re, path] of styles) {
    const m = re.exec(url);
    if (m) {
      const file = join(install, 'node_modules', path.replace('$1', m[1] ?? ''));
      if (existsSync(file)) return file;
    }
  }
  return '';
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

// isoDate turns a yamlresume date ("Sep 2017", "Sep 1, 2017") into JSON
// Resume's ISO form ("2017-09", "2017-09-01").
function isoDate(s) {
  if (!s) return undefined;
  const m = /^([A-Za-z]{3})[a-z]*\.?\s+(?:(\d{1,2}),\s*)?(\d{4})$/.exec(String(s).trim());
  if (!m) return String(s).trim();
  const month = String(months.indexOf(m[1].toLowerCase()) + 1).padStart(2, '0');
  return m[2] ? `${m[3]}-${month}-${m[2].padStart(2, '0')}` : `${m[3]}-${month}`;
}

const bulletsOf = (text) =>
  String(text ?? '')
    .split('\n')
    .map((l) => l.replace(/^\s*-\s*/, '').trim())
    .filter(Boolean);

// countryCodes are the ISO codes of the samples' countries (JSON Resume
// stores a code; a theme may name it).
const countryCodes = { France: 'FR', Germany: 'DE', Spain: 'ES', 'United States': 'US' };

// jsonResume converts a yamlresume sample's content to JSON Resume: a
// summary written as "- " lines becomes highlights (one text for the CV's
// own summary), dates become ISO dates.
function jsonResume(c) {
  const b = c.basics ?? {};
  const loc = c.location ?? {};
  const span = (x) => ({ startDate: isoDate(x.startDate), endDate: isoDate(x.endDate) });
  return {
    basics: {
      name: b.name,
      label: b.headline,
      email: b.email,
      phone: b.phone,
      url: b.url,
      summary: bulletsOf(b.summary).join(' '),
      location: { address: loc.address, postalCode: loc.postalCode, city: loc.city, region: loc.region, countryCode: countryCodes[loc.country] },
      profiles: (c.profiles ?? []).map((p) => ({ network: p.network, username: p.username, url: p.url })),
    },
    work: (c.work ?? []).map((w) => ({ name: w.name, position: w.position, url: w.url, ...span(w), highlights: bulletsOf(w.summary) })),
    volunteer: (c.volunteer ?? []).map((v) => ({ organization: v.organization, position: v.position, url: v.url, ...span(v), highlights: bulletsOf(v.summary) })),
    education: (c.education ?? []).map((e) => ({
      institution: e.institution,
      url: e.url,
      area: e.area,
      studyType: e.degree,
      score: e.score,
      ...span(e),
      courses: e.courses ?? [],
    })),
    awards: (c.awards ?? []).map((a) => ({ title: a.title, date: isoDate(a.date), awarder: a.awarder, summary: String(a.summary ?? '').trim() })),
    certificates: (c.certificates ?? []).map((x) => ({ name: x.name, date: isoDate(x.date), issuer: x.issuer, url: x.url })),
    skills: (c.skills ?? []).map((s) => ({ name: s.name, level: s.level, keywords: s.keywords ?? [] })),
    languages: (c.languages ?? []).map((l) => ({ language: l.language, fluency: l.fluency })),
    interests: (c.interests ?? []).map((i) => ({ name: i.name, keywords: i.keywords ?? [] })),
    projects: (c.projects ?? []).map((p) => ({
      name: p.name,
      url: p.url,
      description: p.description,
      ...span(p),
      highlights: bulletsOf(p.summary),
      keywords: p.keywords ?? [],
      roles: [],
    })),
  };
}

// withAliases adds the older schema's names for the same values (work and
// volunteer "company", "website"), which themes written for it print
// instead of "name" and "url"; the truth stays the JSON Resume.
function withAliases(resume) {
  const r = structuredClone(resume);
  for (const w of r.work ?? []) Object.assign(w, { company: w.company ?? w.name, website: w.website ?? w.url });
  for (const v of r.volunteer ?? []) Object.assign(v, { website: v.website ?? v.url });
  if (r.basics && r.basics.website === undefined) r.basics.website = r.basics.url;
  return r;
}

// corpus is every CV to render: name → JSON Resume.
async function corpus() {
  const cvs = [['jsonresume-sample-en', JSON.parse(await readFile(need.resolve('resume-schema/sample.resume.json'), 'utf8'))]];
  for (const role of (await readdir(samples, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    for (const file of (await readdir(join(samples, role))).filter((f) => f.endsWith('.yml')).sort()) {
      const doc = parseYaml(await readFile(join(samples, role, file), 'utf8'));
      cvs.push([`${role}-${basename(file, '.yml')}`, jsonResume(doc.content)]);
    }
  }
  return cvs;
}

// renderer imports a theme as its own folder would (some themes are ES
// modules whose exports a require from here cannot resolve), through a
// one-line module written into the install folder.
async function renderer(theme) {
  const loader = join(install, 'load-theme.mjs');
  await writeFile(loader, 'export const load = (name) => import(name);\n');
  const m = await (await import(pathToFileURL(loader).href)).load(`jsonresume-theme-${theme}`);
  const render = m.render ?? m.default?.render;
  if (typeof render !== 'function') throw new Error(`jsonresume-theme-${theme}: no render function`);
  return render;
}

// viewerText is the PDF's text as a user pastes it out of a PDF viewer
// (make-layouts.mjs says why pdftotext without -layout stands in for one).
function viewerText(pdf) {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8').replaceAll('\f', '\n');
}

// offline strips what a page would fetch from the network (style sheets,
// scripts, fonts, images): LibreOffice waits on each such request, and the
// Word file takes the text, not the styles.
const offline = (html) =>
  html
    .replace(/<(link|script|img)\b[^>]*\b(href|src)=["']?(https?:)?\/\/[^>]*>(\s*<\/script>)?/gi, '')
    .replace(/@import[^;]*;/g, '')
    .replace(/url\((['"]?)(https?:)?\/\/[^)]*\)/g, 'none');

// convertAll converts files with LibreOffice in batch runs into dir and
// returns the files it could not convert. LibreOffice hangs on some
// documents (elegant's devops-engineer-de.html, for one): a run that passes
// its time limit is stopped, the first file without output is given up, and
// the rest go on in a new run; when a run converts nothing, the rest are
// given up.
function convertAll(files, ext, filter, dir) {
  const failed = [];
  let left = files;
  while (left.length > 0) {
    try {
      execFileSync('timeout', ['-k', '5', '120', 'soffice', '--headless', '--norestore',
        `-env:UserInstallation=file://${join(out, '.lo-profile')}`, '--convert-to', filter, '--outdir', dir, ...left], { stdio: 'ignore' });
    } catch {
      // a stopped run: the files done so far have their output
    }
    const missing = left.filter((f) => !existsSync(join(dir, basename(f).replace(/\.[^.]+$/, '.' + ext))));
    if (missing.length === 0) break;
    if (missing.length === left.length) {
      // A run that converted nothing: LibreOffice cannot read this
      // theme's pages (onepage), and each try costs the time limit.
      failed.push(...missing);
      break;
    }
    failed.push(missing[0]);
    left = missing.slice(1);
  }
  return failed;
}

// showPage loads a theme's HTML as it is printed: the CVs have no photo, so
// a theme's empty or unreachable <img> is removed (it would print its alt
// text, "profile-pic", which no real CV shows), and print media applies.
async function showPage(page, html) {
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => {
    for (const img of document.images) if (!img.complete || img.naturalWidth === 0) img.remove();
  });
  await page.emulateMedia({ media: 'print' });
}

// shownHtml is the shown page's HTML without what the theme hides from the
// printed page: elements with display: none, visibility: hidden or opacity 0
// and screen-reader text clipped to a pixel. LibreOffice's HTML import reads
// no style sheet rules, so it would keep them: an address with a hidden
// "1337" inside against scrapers, a phone layout's copy of every date, "Go
// to top" links. The Word file is then the document the PDF shows.
async function shownHtml(page) {
  return page.evaluate(() => {
    const keep = new Set(['STYLE', 'SCRIPT', 'LINK', 'META', 'TITLE', 'BR', 'WBR', 'HR']);
    const shown = (el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const srOnly = (el) => {
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return s.position === 'absolute' && s.overflow === 'hidden' && r.width <= 1 && r.height <= 1;
    };
    const hidden = [...document.body.querySelectorAll('*')].filter(
      (el) => !keep.has(el.tagName) && (srOnly(el) || (!shown(el) && ![...el.querySelectorAll('*')].some(shown))),
    );
    for (const el of hidden) el.remove();
    return '<!DOCTYPE html>\n' + document.documentElement.outerHTML;
  });
}

// wordFiles converts every HTML file of a theme, as the theme shows it, to a
// Word file with LibreOffice and keeps each as <cv>.docx, the file a user
// would pick on the upload page: wasm/parse's TestEvalThemes reads it with
// the core's Word reader each run, so the Word column follows the reader and
// the parser as the PDF column follows them from the pdf.js items. It
// returns the files LibreOffice gave no Word file for.
async function wordFiles(dir, page) {
  const tmp = join(dir, 'word');
  await rm(tmp, { recursive: true, force: true });
  for (const f of (await readdir(dir)).filter((f) => f.endsWith('.docx'))) await rm(join(dir, f));
  await mkdir(tmp, { recursive: true });
  const htmls = (await readdir(join(dir, 'html'))).filter((f) => f.endsWith('.html'));
  for (const f of htmls) {
    await showPage(page, await readFile(join(dir, 'html', f), 'utf8'));
    await writeFile(join(tmp, f), offline(await shownHtml(page)));
  }
  const failed = convertAll(htmls.map((f) => join(tmp, f)), 'docx', 'docx:MS Word 2007 XML', tmp);
  for (const f of (await readdir(tmp)).filter((f) => f.endsWith('.docx'))) await rename(join(tmp, f), join(dir, f));
  await rm(tmp, { recursive: true, force: true });
  return failed.map((f) => basename(f));
}

const hasSoffice = (() => {
  try {
    execFileSync('sh', ['-c', 'command -v soffice'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

// wordStep gives a rendered theme its Word files, when LibreOffice is there.
async function wordStep(theme, page) {
  if (!hasSoffice) return;
  const failed = await wordFiles(join(out, theme), page);
  if (failed.length > 0) console.log(`${theme}: LibreOffice gave no Word file for ${failed.join(', ')}`);
}

// offlinePage is a page that serves the themes' CDN style sheets from
// node_modules and refuses every other request off the page.
async function offlinePage(browser) {
  const page = await browser.newPage();
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    if (!/^https?:/.test(url)) return route.continue();
    const file = localStyle(url);
    if (file) return route.fulfill({ path: file });
    return route.abort();
  });
  return page;
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await offlinePage(browser);
  if (wordOnly) {
    for (const theme of themes) await wordStep(theme, page);
    console.log(`${out}: Word files of ${themes.length} themes${hasSoffice ? '' : ' (no LibreOffice: none)'}`);
  } else {
    await renderAll(page);
  }
} finally {
  await browser.close();
}

// renderAll renders every CV through every theme: truth, PDF items, pasted
// text and Word files.
async function renderAll(page) {
  const cvs = await corpus();
  await mkdir(join(out, 'truth'), { recursive: true });
  for (const [name, resume] of cvs) await writeFile(join(out, 'truth', `${name}.resume.json`), JSON.stringify(resume, null, 2) + '\n');
  let count = 0;
  for (const theme of themes) {
    const render = await renderer(theme);
    const dir = join(out, theme);
    await rm(dir, { recursive: true, force: true });
    await mkdir(join(dir, 'html'), { recursive: true });
    for (const [name, resume] of cvs) {
      let html;
      try {
        html = await render(withAliases(resume));
      } catch (e) {
        console.log(`${theme}/${name}: the theme does not render it: ${String(e).split('\n')[0]}`);
        continue;
      }
      await writeFile(join(dir, 'html', `${name}.html`), html);
      await showPage(page, html);
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
      await writeFile(join(dir, `${name}.json`), JSON.stringify(await pdfItems(new Uint8Array(pdf))) + '\n');
      await writeFile(join(dir, `${name}.viewer.txt`), viewerText(pdf));
      count++;
    }
    await wordStep(theme, page);
  }
  console.log(`${out}: ${count} theme renderings of ${cvs.length} CVs in ${themes.length} themes${hasSoffice ? '' : ' (no LibreOffice: no Word files)'}`);
}
