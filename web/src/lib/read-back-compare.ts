// A stand-in for the core's readBack (issue 24, h24a's side), to be deleted
// when that export lands: which fields of the document came back from a
// file's reading. Each field is found or named as missing; nothing is scored.
import type { FormattedCV, StructuredCV } from '../cv/types';

/** One field of the document and whether the file's reading gave it back. */
export interface ReadBackField {
  /** What was checked, as the user reads it: "name", "5 jobs with dates", "14 skills". */
  label: string;
  /** The items of the field that did not come back, each named ("skill Power BI"). */
  missing: string[];
}

export interface ReadBackReport {
  fields: ReadBackField[];
}

const norm = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@+]+/gu, ' ')
    .trim();
const digits = (s: string) => s.replace(/\D/g, '');
const years = (s: string): string[] => s.match(/\d{4}/g) ?? [];
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** compareReadBack lists, field by field, what of the document the reading (parsed) gave back. */
export function compareReadBack(doc: StructuredCV, want: FormattedCV, parsed: FormattedCV): ReadBackReport {
  const fields: ReadBackField[] = [];
  const all = norm(
    [parsed.name ?? '', parsed.professionalHeader, parsed.email ?? '', parsed.phone ?? '', parsed.linkedin ?? '', parsed.website ?? '', parsed.address ?? '', parsed.aboutMe].join(' '),
  );
  const name = (want.name ?? '').trim() || (doc.professional_header[0]?.value.trim() ?? '');
  if (name) fields.push({ label: 'name', missing: all.includes(norm(name)) ? [] : [`name ${name}`] });
  const contacts: [string, string | undefined, (v: string) => boolean][] = [
    ['email', want.email, (v) => all.includes(norm(v))],
    ['phone', want.phone, (v) => digits(parsed.phone ?? '') === digits(v) || digits(all).includes(digits(v))],
    ['LinkedIn', want.linkedin, (v) => all.includes(norm(v).replace(/^https? /, '').replace(/^www /, ''))],
    ['website', want.website, (v) => all.includes(norm(v).replace(/^https? /, '').replace(/^www /, '')) || norm(parsed.website ?? '').includes(norm(v).replace(/^https? /, ''))],
  ];
  for (const [label, value, found] of contacts) {
    if (value?.trim()) fields.push({ label, missing: found(value) ? [] : [`${label} ${value}`] });
  }

  const jobs = doc.professional_experience;
  if (jobs.length > 0) {
    const missing = jobs
      .filter((j) => {
        const head = norm(`${j.title} ${j.company}`);
        return !parsed.professionalExperience.some((e) => {
          const got = norm(`${e.position} ${e.company} ${e.location}`);
          const words = head.split(' ').every((w) => got.split(' ').includes(w));
          return words && years(j.duration).every((y) => years(e.duration).includes(y));
        });
      })
      .map((j) => `job ${[j.title, j.company].filter(Boolean).join(' — ')}${j.duration ? ` (${j.duration})` : ''}`);
    const dated = jobs.every((j) => years(j.duration).length > 0);
    fields.push({ label: `${plural(jobs.length, 'job', 'jobs')}${dated ? ' with dates' : ''}`, missing });
  }

  const degrees = doc.education;
  if (degrees.length > 0) {
    const got = parsed.education.map((e) => norm(`${e.degree} ${e.institution}`));
    const missing = degrees
      .filter((d) => !got.some((g) => norm(`${d.degree} ${d.institution}`).split(' ').every((w) => g.split(' ').includes(w))))
      .map((d) => `degree ${[d.degree, d.institution].filter(Boolean).join(', ')}`);
    fields.push({ label: plural(degrees.length, 'degree', 'degrees'), missing });
  }

  const skills = [...doc.core_skills, ...doc.tools_technologies].map((s) => s.name);
  if (skills.length > 0) {
    const got = new Set([...parsed.coreSkills, ...parsed.toolsTechnologies].map(norm));
    fields.push({ label: plural(skills.length, 'skill', 'skills'), missing: skills.filter((s) => !got.has(norm(s))).map((s) => `skill ${s}`) });
  }

  const languages = doc.languages.map((l) => l.language);
  if (languages.length > 0) {
    const got = parsed.languages.map((l) => norm(l.language));
    fields.push({
      label: plural(languages.length, 'language', 'languages'),
      missing: languages.filter((l) => !got.includes(norm(l))).map((l) => `language ${l}`),
    });
  }
  // The extra sections: each item found by its title among the same section's read back.
  const extras: [keyof FormattedCV & ('projects' | 'certifications' | 'awards' | 'publications' | 'volunteering' | 'references'), string, string][] = [
    ['projects', 'project', 'projects'],
    ['certifications', 'certification', 'certifications'],
    ['awards', 'award', 'awards'],
    ['publications', 'publication', 'publications'],
    ['volunteering', 'volunteering role', 'volunteering roles'],
    ['references', 'reference', 'references'],
  ];
  for (const [key, one, many] of extras) {
    const items = (want[key] ?? []).map((e) => e.title).filter((t) => t.trim() !== '');
    if (items.length === 0) continue;
    const got = (parsed[key] ?? []).map((e) => norm(`${e.title} ${e.subtitle}`));
    fields.push({
      label: plural(items.length, one, many),
      missing: items.filter((t) => !got.some((g) => norm(t).split(' ').every((w) => g.split(' ').includes(w)))).map((t) => `${one} ${t}`),
    });
  }
  return { fields };
}
