// templates.mjs: the CV layouts of the eval corpus (make eval). Each family
// renders the same CV model as one HTML page with its own CSS, in the layout
// classes that parsers find hard: one column, a sidebar left or right, a
// header band above a sidebar, dates in a left gutter, section titles in a
// gutter, entries side by side in a grid, narrow columns, icons before
// contact values whose URL exists only as a link, a running header and footer
// on every page (page margin boxes). Headings and "present" are
// written in the CV's language; dates in the form usual for it.

export const headings = {
  en: { profile: 'Profile', experience: 'Experience', education: 'Education', skills: 'Skills', languages: 'Languages', certificates: 'Certifications', contact: 'Contact' },
  de: { profile: 'Profil', experience: 'Berufserfahrung', education: 'Ausbildung', skills: 'Kenntnisse', languages: 'Sprachen', certificates: 'Zertifikate', contact: 'Kontakt' },
  fr: { profile: 'Profil', experience: 'Expérience professionnelle', education: 'Formation', skills: 'Compétences', languages: 'Langues', certificates: 'Certifications', contact: 'Contact' },
  es: { profile: 'Perfil', experience: 'Experiencia profesional', education: 'Educación', skills: 'Habilidades', languages: 'Idiomas', certificates: 'Certificaciones', contact: 'Contacto' },
};

const runningWords = {
  en: { cv: 'Curriculum Vitae', confidential: 'Confidential', page: 'Page', of: 'of' },
  de: { cv: 'Lebenslauf', confidential: 'Vertraulich', page: 'Seite', of: 'von' },
  fr: { cv: 'Curriculum vitæ', confidential: 'Confidentiel', page: 'Page', of: 'sur' },
  es: { cv: 'Currículum vítae', confidential: 'Confidencial', page: 'Página', of: 'de' },
};

const esc = (s) => String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const base = `
@page { size: A4; margin: 14mm 14mm 16mm 14mm; }
* { box-sizing: border-box; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 9.5pt; line-height: 1.35; margin: 0; color: #222; overflow-wrap: anywhere; }
h1 { font-size: 20pt; margin: 0; }
.headline { font-size: 11pt; color: #555; margin: 2px 0 6px; }
h2 { font-size: 11.5pt; text-transform: uppercase; letter-spacing: .5px; color: #1d4ed8; margin: 12px 0 5px; border-bottom: 1px solid #ccc; }
ul { margin: 2px 0 0; padding-left: 14px; }
li { margin: 1px 0; }
.entry { margin-bottom: 8px; break-inside: avoid; }
.row { display: flex; justify-content: space-between; gap: 8px; }
.org { font-weight: bold; }
.pos { font-style: italic; }
.gapped { margin-top: 7px; }
.dates { color: #555; white-space: nowrap; }
.muted { color: #555; }
a { color: inherit; text-decoration: none; }
`;

function page(css, body, lang) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${base}${css}</style></head><body>${body}</body></html>`;
}

function contactLines(m) {
  return [m.email, m.phone, m.address, m.linkedin?.url, m.github?.url].filter(Boolean).map(esc);
}

const profile = (m, h) => `<h2>${h.profile}</h2><p>${esc(m.summary)}</p>`;

// entryInline: organisation and dates on one line, the role below it after a gap.
function entryInline(e) {
  return `<div class="entry"><div class="row"><span class="org">${esc(e.org)}</span><span class="dates">${esc(e.duration)}</span></div>
<div class="pos gapped">${esc(e.role)}</div>${bullets(e.bullets)}</div>`;
}

function bullets(list) {
  return list.length ? `<ul>${list.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : '';
}

const work = (m) => m.work.map((w) => ({ org: w.company, role: w.position, duration: w.duration, bullets: w.bullets }));
const school = (m) => m.education.map((e) => ({ org: e.institution, role: e.degree, duration: e.duration, bullets: [] }));

function experience(m, h, entry = entryInline) {
  return `<h2>${h.experience}</h2>${work(m).map(entry).join('')}`;
}

function education(m, h, entry = entryInline) {
  return `<h2>${h.education}</h2>${school(m).map(entry).join('')}`;
}

// skillsLines: "Group: a, b, c" lines; skillsStacked: the group, its level
// word on a line of its own, then the keywords one per line.
const skillsLines = (m, h) =>
  `<h2>${h.skills}</h2>${m.skills.map((s) => `<div><b>${esc(s.group)}:</b> ${s.keywords.map(esc).join(', ')}</div>`).join('')}`;

const skillsStacked = (m, h) =>
  `<h2>${h.skills}</h2>${m.skills
    .map((s) => `<div class="entry"><b>${esc(s.group)}</b><div class="muted">${esc(s.level)}</div>${s.keywords.map((k) => `<div>${esc(k)}</div>`).join('')}</div>`)
    .join('')}`;

// Languages on one line each, or the level on the line below the language.
const languagesInline = (m, h) =>
  `<h2>${h.languages}</h2>${m.languages.map((l) => `<div><b>${esc(l.language)}</b> — ${esc(l.fluency)}</div>`).join('')}`;

const languagesStacked = (m, h) =>
  `<h2>${h.languages}</h2>${m.languages.map((l) => `<div class="entry"><b>${esc(l.language)}</b><div class="muted">${esc(l.fluency)}</div></div>`).join('')}`;

const certificates = (m, h) =>
  m.certificates.length
    ? `<h2>${h.certificates}</h2>${m.certificates.map((c) => `<div>${esc(c.name)}, ${esc(c.issuer)} (${esc(c.date)})</div>`).join('')}`
    : '';

const nameBlock = (m) => `<h1>${esc(m.name)}</h1><div class="headline">${esc(m.headline)}</div>`;

const contactBlock = (m, h) => `<h2>${h.contact}</h2>${contactLines(m).map((c) => `<div>${c}</div>`).join('')}`;

function sidebar(m, h, side) {
  const css = `.cols { display: grid; grid-template-columns: ${side === 'left' ? '32% 1fr' : '1fr 32%'}; gap: 18px; }
.side { ${side === 'left' ? 'order: 0' : 'order: 1'}; } .main { ${side === 'left' ? 'order: 1' : 'order: 0'}; }`;
  const body = `<div class="cols"><div class="side">${contactBlock(m, h)}${skillsStacked(m, h)}${languagesStacked(m, h)}</div>
<div class="main">${nameBlock(m)}${profile(m, h)}${experience(m, h)}${education(m, h)}${certificates(m, h)}</div></div>`;
  return [css, body];
}

function gutterEntry(e) {
  return `<div class="g entry"><div class="dates">${esc(e.duration)}</div><div><div class="pos">${esc(e.role)}</div><div class="org">${esc(e.org)}</div>${bullets(e.bullets)}</div></div>`;
}

// Words of the Europass-style family (class 8 of issue 27): place labels, the
// labels of an entry's lists, the address label and the CEFR levels its
// language grid writes instead of words.
const europassWords = {
  en: { city: 'City', country: 'Country', context: 'Context', tasks: 'Tasks', env: 'Technical environment', address: 'Address' },
  de: { city: 'Ort', country: 'Land', context: 'Kontext', tasks: 'Aufgaben', env: 'Technologien', address: 'Wohnort' },
  fr: { city: 'Localité', country: 'Pays', context: 'Contexte', tasks: 'Tâches', env: 'Environnement technique', address: 'Adresse' },
  es: { city: 'Localidad', country: 'País', context: 'Contexto', tasks: 'Tareas', env: 'Entorno tecnológico', address: 'Domicilio' },
};
const colon = (lang) => (lang === 'fr' ? ' :' : ':');

// cefr maps the samples' fluency words to the level a Europass grid prints.
export function cefr(fluency) {
  const f = String(fluency).toLowerCase();
  if (f.includes('native') || f.includes('bilingual')) return 'C2';
  if (f.includes('full professional')) return 'C1';
  if (f.includes('professional working')) return 'B2';
  if (f.includes('limited')) return 'B1';
  return 'A2';
}

// skillsLabelled: each group's name on a line of its own above its list
// ("Tools", then "Git, Docker, …"), and a colon after every second group name.
const skillsLabelled = (m, h) =>
  `<h2>${h.skills}</h2>${m.skills
    .map((s, i) => `<div class="entry"><b>${esc(s.group)}${i % 2 ? ':' : ''}</b><div>${s.keywords.map(esc).join(', ')}</div></div>`)
    .join('')}`;

export const families = {
  'one-column': (m, h, lang) =>
    page(
      `.top { text-align: center; } .contact { color: #555; }`,
      `<div class="top">${nameBlock(m)}<div class="contact">${contactLines(m).join(' | ')}</div></div>
${profile(m, h)}${experience(m, h)}${education(m, h)}${skillsLines(m, h)}${languagesInline(m, h)}${certificates(m, h)}`,
      lang,
    ),
  'sidebar-left': (m, h, lang) => page(...sidebar(m, h, 'left'), lang),
  'sidebar-right': (m, h, lang) => page(...sidebar(m, h, 'right'), lang),
  'header-band': (m, h, lang) => {
    const [css, body] = sidebar({ ...m }, h, 'left');
    const band = `<div class="band">${nameBlock(m)}<div>${contactLines(m).slice(0, 3).join(' · ')}</div></div>`;
    return page(
      `${css} .band { background: #1d4ed8; color: white; padding: 14px 18px; margin-bottom: 10px; } .band .headline { color: #dbeafe; }`,
      band + body.replace(nameBlock(m), ''),
      lang,
    );
  },
  'gutter-dates': (m, h, lang) =>
    page(
      // The dates wrap inside their gutter, as a real template's do: kept on
      // one line, a long French date ran over the role beside it.
      `.g { display: grid; grid-template-columns: 36mm 1fr; gap: 10px; } .g .dates { white-space: normal; } h2 { margin-left: calc(36mm + 10px); }`,
      `${nameBlock(m)}<div class="muted">${contactLines(m).join(' · ')}</div>
${profile(m, h)}<h2>${h.experience}</h2>${work(m).map(gutterEntry).join('')}<h2>${h.education}</h2>${school(m).map(gutterEntry).join('')}
${skillsLines(m, h)}${languagesInline(m, h)}${certificates(m, h)}`,
      lang,
    ),
  'gutter-titles': (m, h, lang) => {
    // Each section is a row: its title in the left gutter beside its first line.
    const sec = (html) => {
      const at = html.indexOf('</h2>');
      return `<div class="s"><div class="t">${html.slice(4, at)}</div><div>${html.slice(at + 5)}</div></div>`;
    };
    return page(
      `.s { display: grid; grid-template-columns: 34mm 1fr; gap: 10px; margin-top: 10px; } .t { font-weight: bold; color: #1d4ed8; text-transform: uppercase; font-size: 10pt; }`,
      `${nameBlock(m)}<div class="muted">${contactLines(m).join(' · ')}</div>
${[profile(m, h), experience(m, h), education(m, h), skillsLines(m, h), languagesInline(m, h), certificates(m, h)].filter(Boolean).map(sec).join('')}`,
      lang,
    );
  },
  grid: (m, h, lang) =>
    page(
      `.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 6px 20px; }`,
      `${nameBlock(m)}<div class="muted">${contactLines(m).join(' | ')}</div>${profile(m, h)}
<h2>${h.experience}</h2><div class="grid">${work(m).map(entryInline).join('')}</div>
<h2>${h.education}</h2><div class="grid">${school(m).map(entryInline).join('')}</div>
${skillsLines(m, h)}${languagesInline(m, h)}${certificates(m, h)}`,
      lang,
    ),
  narrow: (m, h, lang) => {
    const [css, body] = sidebar(m, h, 'left');
    return page(`@page { size: A5; margin: 10mm; } body { font-size: 8.5pt; } ${css}`, body, lang);
  },
  running: (m, h, lang) => {
    // One column on two pages at least, with the name and the document's
    // title at the top of every page and a confidentiality note and the page
    // number at the bottom, as a word processor's header and footer print them.
    const w = runningWords[lang];
    const str = (s) => JSON.stringify(String(s));
    return page(
      `@page { margin: 20mm 14mm;
  @top-left { content: ${str(`${m.name} · ${w.cv}`)}; font-size: 8pt; color: #555; }
  @bottom-left { content: ${str(w.confidential)}; font-size: 8pt; color: #555; }
  @bottom-right { content: ${str(w.page + ' ')} counter(page) ${str(' ' + w.of + ' ')} counter(pages); font-size: 8pt; color: #555; } }
.top { text-align: center; } .contact { color: #555; } .next { break-before: page; }`,
      `<div class="top">${nameBlock(m)}<div class="contact">${contactLines(m).join(' | ')}</div></div>
${profile(m, h)}${experience(m, h)}${education(m, h).replace('<h2>', '<h2 class="next">')}${skillsLines(m, h)}${languagesInline(m, h)}${certificates(m, h)}`,
      lang,
    );
  },
  icons: (m, h, lang) => {
    // Icon glyphs before the values; email, LinkedIn and GitHub appear only as
    // an icon or a handle, their address only in the link.
    const items = [
      `<a href="mailto:${esc(m.email)}">✉</a>`,
      `☎ ${esc(m.phone)}`,
      `⌂ ${esc(m.address)}`,
      m.linkedin && `<a href="${esc(m.linkedin.url)}"><b>in</b> ${esc(m.linkedin.username)}</a>`,
      m.github && `<a href="${esc(m.github.url)}">⌥ ${esc(m.github.username)}</a>`,
    ].filter(Boolean);
    return page(
      `.contact span { margin-right: 14px; }`,
      `${nameBlock(m)}<div class="contact">${items.map((i) => `<span>${i}</span>`).join('')}</div>
${profile(m, h)}${experience(m, h)}${education(m, h)}${skillsLines(m, h)}${languagesInline(m, h)}${certificates(m, h)}`,
      lang,
    );
  },
  // Class 1 and 6 of issue 27: employer, title and place on lines of their
  // own above the date line, the company's website beside them; education
  // on one line ("Degree, Institution, dates").
  stacked: (m, h, lang) =>
    page(
      `.contact { color: #555; } .site { color: #1d4ed8; }`,
      `${nameBlock(m)}<div class="contact">${contactLines(m).join(' | ')}</div>${profile(m, h)}
<h2>${h.experience}</h2>${m.work
        .map(
          (w) => `<div class="entry"><div class="org">${esc(w.company)}</div><div class="pos">${esc(w.position)}</div><div>${esc(m.city)}</div>${
            w.url ? `<div class="site">${esc(w.url)}</div>` : ''
          }<div class="dates">${esc(w.duration)}</div>${bullets(w.bullets)}</div>`,
        )
        .join('')}
<h2>${h.education}</h2>${m.education.map((e) => `<div>${esc(e.degree)}, ${esc(e.institution)}, ${esc(e.duration)}</div>`).join('')}
${skillsLines(m, h)}${languagesInline(m, h)}${certificates(m, h)}`,
      lang,
    ),
  // Class 2 and 5: a gap (with the company's website in it) between an
  // entry's head and its bullets; skill-group names on lines of their own.
  gapped: (m, h, lang) =>
    page(
      `.contact { color: #555; } .site { color: #1d4ed8; margin: 6px 0 10px; }`,
      `${nameBlock(m)}<div class="contact">${contactLines(m).join(' | ')}</div>${profile(m, h)}
<h2>${h.experience}</h2>${m.work
        .map(
          (w) => `<div class="entry"><div class="row"><span class="pos">${esc(w.position)}</span><span class="dates">${esc(w.duration)}</span></div><div class="org">${esc(w.company)}</div>${
            w.url ? `<div class="site">${esc(w.url)}</div>` : '<div class="site">&nbsp;</div>'
          }${bullets(w.bullets)}</div>`,
        )
        .join('')}
${education(m, h)}${skillsLabelled(m, h)}${languagesInline(m, h)}${certificates(m, h)}`,
      lang,
    ),
  // Class 7: a sidebar first, then the main column opens with the summary
  // under the name, no heading above it.
  'sidebar-summary': (m, h, lang) => {
    const [css, body] = sidebar(m, h, 'left');
    return page(css, body.replace(profile(m, h), `<p>${esc(m.summary)}</p>`), lang);
  },
  // Class 4: skills, languages and certifications side by side in a grid,
  // each title on the line of its first item.
  'grid-headings': (m, h, lang) => {
    const cell = (title, html) => `<div class="c"><b class="t">${title}</b> ${html}</div>`;
    return page(
      `.contact { color: #555; } .g3 { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 6px 16px; margin-top: 10px; } .t { color: #1d4ed8; text-transform: uppercase; }`,
      `${nameBlock(m)}<div class="contact">${contactLines(m).join(' | ')}</div>${profile(m, h)}${experience(m, h)}${education(m, h)}
<div class="g3">${cell(h.skills, m.skills.flatMap((s) => s.keywords).map(esc).join(', '))}${cell(
        h.languages,
        m.languages.map((l) => `${esc(l.language)} — ${esc(l.fluency)}`).join('<br>'),
      )}${m.certificates.length ? cell(h.certificates, m.certificates.map((c) => `${esc(c.name)}, ${esc(c.issuer)} (${esc(c.date)})`).join('<br>')) : ''}</div>`,
      lang,
    );
  },
  // Class 8: a Europass CV, entries indented under their titles. A
  // four-line head (employer, "City: … | Country: …", title, dates); a
  // context line and labelled lists under it; bracketed education dates
  // glued to the institution; a labelled address; CEFR levels.
  europass: (m, h, lang) => {
    const w = europassWords[lang];
    const c = colon(lang);
    const entry = (x) => `<div class="e entry"><div>
<div class="org">${esc(x.company)}</div><div class="muted">${w.city}${c} ${esc(m.city)} | ${w.country}${c} ${esc(m.country)}</div>
<div class="pos">${esc(x.position)}</div><div class="muted">[${esc(x.duration)}]</div>
${x.bullets.length ? `<div><b>${w.context}${c}</b> ${esc(x.bullets[0])}</div>` : ''}${
      x.bullets.length > 1 ? `<div><b>${w.tasks}${c}</b></div>${bullets(x.bullets.slice(1))}` : ''
    }</div></div>`;
    return page(
      `.e { margin-left: 12mm; }`,
      `${nameBlock(m)}<div class="muted">${[m.email, m.phone].map(esc).join(' | ')}</div><div class="muted">${w.address}${c} ${esc(m.address)}</div>
${profile(m, h)}<h2>${h.experience}</h2>${m.work.map(entry).join('')}
<h2>${h.education}</h2>${m.education.map((e) => `<div class="entry"><div class="org">${esc(e.institution)} [${esc(e.duration)}]</div><div class="pos">${esc(e.degree)}</div></div>`).join('')}
${skillsLines(m, h)}<h2>${h.languages}</h2>${m.languages.map((l) => `<div>${esc(l.language)}: ${cefr(l.fluency)}</div>`).join('')}${certificates(m, h)}`,
      lang,
    );
  },
};

// truthFixes adjust the truth of the families that print other values than
// the model's plain ones.
export const truthFixes = {
  stacked: (t, m) => t.professionalExperience.forEach((x) => (x.location = m.city)),
  europass: (t, m) => {
    t.linkedin = '';
    t.professionalExperience.forEach((x) => (x.location = m.city));
    t.languages = m.languages.map((l) => ({ language: l.language, proficiencyLevel: cefr(l.fluency) }));
  },
};
