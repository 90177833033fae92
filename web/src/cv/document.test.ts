import { describe, expect, it } from 'vitest';
import { canAdd, createEditor, headerText, modified, reduce, type CvAction, type CvEditor } from './document';
import type { StructuredCV } from './types';

function doc(): StructuredCV {
  return {
    professional_header: [
      { id: 'header_1', value: 'Jane Doe' },
      { id: 'header_2', value: 'Data Analyst' },
    ],
    about_me: 'Analyst.',
    professional_experience: [
      {
        id: 'exp_1',
        title: 'Analyst',
        company: 'Acme',
        location: 'Berlin',
        duration: '2019 – 2021',
        responsibilities: [
          { id: 'exp_1_r1', text: 'Built dashboards' },
          { id: 'exp_1_r2', text: 'Ran reviews' },
          { id: 'exp_1_r3', text: 'Wrote SQL' },
        ],
      },
      { id: 'exp_2', title: 'Intern', company: 'Beta', location: '', duration: '2018', responsibilities: [] },
      { id: 'exp_3', title: 'Clerk', company: 'Gamma', location: '', duration: '2017', responsibilities: [] },
    ],
    education: [
      { id: 'edu_1', degree: 'MSc', institution: 'TU Berlin', location: 'Berlin', duration: '2017', notes: '' },
      { id: 'edu_2', degree: 'BSc', institution: 'FU Berlin', location: 'Berlin', duration: '2015', notes: '' },
    ],
    core_skills: [
      { id: 'skill_1', name: 'SQL' },
      { id: 'skill_2', name: 'Statistics' },
      { id: 'skill_3', name: 'Reporting' },
    ],
    tools_technologies: [
      { id: 'tech_1', name: 'Python' },
      { id: 'tech_2', name: 'Excel' },
    ],
    languages: [{ id: 'lang_1', language: 'German', proficiency: 'Native' }],
  };
}

const start = () => createEditor(doc());
const run = (actions: CvAction[], s: CvEditor = start()) => actions.reduce(reduce, s);
const ids = (items: { id: string }[]) => items.map((it) => it.id);

describe('ids are never renumbered', () => {
  const rows: { name: string; actions: CvAction[]; list: (s: CvEditor) => string[]; want: string[] }[] = [
    {
      name: 'a move keeps every id',
      actions: [{ type: 'move', list: 'professional_experience', id: 'exp_3', to: 0 }],
      list: (s) => ids(s.doc.professional_experience),
      want: ['exp_3', 'exp_1', 'exp_2'],
    },
    {
      name: 'a delete leaves the others as they were',
      actions: [{ type: 'remove', list: 'core_skills', id: 'skill_2' }],
      list: (s) => ids(s.doc.core_skills),
      want: ['skill_1', 'skill_3'],
    },
    {
      name: 'an added item gets a number no id has used, even after a delete',
      actions: [
        { type: 'remove', list: 'core_skills', id: 'skill_3' },
        { type: 'add', list: 'core_skills', item: { name: 'Tableau' } },
      ],
      list: (s) => ids(s.doc.core_skills),
      want: ['skill_1', 'skill_2', 'skill_4'],
    },
    {
      name: 'two adds in different lists never share a number',
      actions: [
        { type: 'add', list: 'tools_technologies', item: { name: 'R' } },
        { type: 'add', list: 'core_skills', item: { name: 'Tableau' } },
      ],
      list: (s) => [...ids(s.doc.tools_technologies), ...ids(s.doc.core_skills)],
      want: ['tech_1', 'tech_2', 'tech_4', 'skill_1', 'skill_2', 'skill_3', 'skill_5'],
    },
    {
      name: 'an added experience numbers its responsibilities r_N',
      actions: [
        {
          type: 'add',
          list: 'professional_experience',
          item: {
            title: 'Lead',
            company: 'Delta',
            location: '',
            duration: '',
            responsibilities: ['Led', ' ', 'Hired'],
          },
        },
      ],
      list: (s) => [
        ids(s.doc.professional_experience).at(-1)!,
        ...ids(s.doc.professional_experience.at(-1)!.responsibilities),
      ],
      want: ['exp_4', 'r_5', 'r_6'],
    },
    {
      name: 'an added responsibility gets r_N',
      actions: [{ type: 'add-responsibility', experienceId: 'exp_2', text: ' Filed reports ' }],
      list: (s) => ids(s.doc.professional_experience[1]!.responsibilities),
      want: ['r_4'],
    },
    {
      name: 'a header edit keeps part ids in order and mints new ones',
      actions: [{ type: 'set-header', text: 'Jane Doe • Senior Analyst • Berlin' }],
      list: (s) => ids(s.doc.professional_header),
      want: ['header_1', 'header_2', 'header_4'],
    },
  ];
  for (const row of rows) {
    it(row.name, () => expect(row.list(run(row.actions))).toEqual(row.want));
  }
});

describe('incomplete add forms do nothing', () => {
  const rows: { name: string; action: CvAction }[] = [
    {
      name: 'experience without company',
      action: {
        type: 'add',
        list: 'professional_experience',
        item: { title: 'Lead', company: ' ', location: '', duration: '' },
      },
    },
    {
      name: 'experience without position',
      action: {
        type: 'add',
        list: 'professional_experience',
        item: { title: '', company: 'Delta', location: '', duration: '' },
      },
    },
    {
      name: 'education without institution',
      action: {
        type: 'add',
        list: 'education',
        item: { degree: 'PhD', institution: '', location: '', duration: '', notes: '' },
      },
    },
    {
      name: 'education without degree',
      action: {
        type: 'add',
        list: 'education',
        item: { degree: '  ', institution: 'ETH', location: '', duration: '', notes: '' },
      },
    },
    { name: 'blank skill', action: { type: 'add', list: 'core_skills', item: { name: '   ' } } },
    { name: 'blank tool', action: { type: 'add', list: 'tools_technologies', item: { name: '' } } },
    {
      name: 'language without proficiency',
      action: { type: 'add', list: 'languages', item: { language: 'French', proficiency: '' } },
    },
    {
      name: 'proficiency without language',
      action: { type: 'add', list: 'languages', item: { language: ' ', proficiency: 'B2' } },
    },
    { name: 'blank responsibility', action: { type: 'add-responsibility', experienceId: 'exp_1', text: '  ' } },
    {
      name: 'responsibility for an unknown experience',
      action: { type: 'add-responsibility', experienceId: 'exp_9', text: 'x' },
    },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const s = start();
      expect(reduce(s, row.action)).toBe(s);
    });
  }

  it('the tailoring screen adds an education entry with any field filled, never an empty one', () => {
    const s = start();
    const partial = { degree: '', institution: 'Open University', location: '', duration: '', notes: '' };
    const added = reduce(s, { type: 'add', list: 'education', item: partial, anyField: true });
    expect(added.doc.education.at(-1)).toMatchObject({ institution: 'Open University', degree: '' });
    const empty = { degree: ' ', institution: '', location: '', duration: '', notes: '' };
    expect(reduce(s, { type: 'add', list: 'education', item: empty, anyField: true })).toBe(s);
  });

  it('canAdd says the same as the reducer', () => {
    expect(canAdd('languages', { language: 'French', proficiency: 'B2' })).toBe(true);
    expect(canAdd('languages', { language: 'French', proficiency: '' })).toBe(false);
  });
});

describe('delete and restore', () => {
  const rows: { name: string; actions: CvAction[]; list: (s: CvEditor) => string[]; want: string[] }[] = [
    {
      name: 'restore puts the item back at its old index',
      actions: [
        { type: 'remove', list: 'professional_experience', id: 'exp_2' },
        { type: 'restore', list: 'professional_experience' },
      ],
      list: (s) => ids(s.doc.professional_experience),
      want: ['exp_1', 'exp_2', 'exp_3'],
    },
    {
      name: 'restore takes the most recent deletion first',
      actions: [
        { type: 'remove', list: 'core_skills', id: 'skill_1' },
        { type: 'remove', list: 'core_skills', id: 'skill_3' },
        { type: 'restore', list: 'core_skills' },
      ],
      list: (s) => ids(s.doc.core_skills),
      want: ['skill_2', 'skill_3'],
    },
    {
      name: 'two restores give back the original order',
      actions: [
        { type: 'remove', list: 'core_skills', id: 'skill_1' },
        { type: 'remove', list: 'core_skills', id: 'skill_3' },
        { type: 'restore', list: 'core_skills' },
        { type: 'restore', list: 'core_skills' },
      ],
      list: (s) => ids(s.doc.core_skills),
      want: ['skill_1', 'skill_2', 'skill_3'],
    },
    {
      name: 'an old index past the end appends',
      actions: [
        { type: 'remove', list: 'education', id: 'edu_2' },
        { type: 'remove', list: 'education', id: 'edu_1' },
        { type: 'restore', list: 'education', ids: ['edu_2'] },
      ],
      list: (s) => ids(s.doc.education),
      want: ['edu_2'],
    },
    {
      name: 'restoring chosen ids puts each at its index',
      actions: [
        { type: 'remove', list: 'professional_experience', id: 'exp_1' },
        { type: 'remove', list: 'professional_experience', id: 'exp_3' },
        { type: 'restore', list: 'professional_experience', ids: ['exp_3', 'exp_1'] },
      ],
      list: (s) => ids(s.doc.professional_experience),
      want: ['exp_1', 'exp_2', 'exp_3'],
    },
    {
      name: 'atEnd appends what is restored (tailoring education)',
      actions: [
        { type: 'remove', list: 'education', id: 'edu_1' },
        { type: 'restore', list: 'education', ids: ['edu_1'], atEnd: true },
      ],
      list: (s) => ids(s.doc.education),
      want: ['edu_2', 'edu_1'],
    },
    {
      name: 'a responsibility comes back at its index',
      actions: [
        { type: 'remove-responsibility', experienceId: 'exp_1', id: 'exp_1_r2' },
        { type: 'restore-responsibility', experienceId: 'exp_1' },
      ],
      list: (s) => ids(s.doc.professional_experience[0]!.responsibilities),
      want: ['exp_1_r1', 'exp_1_r2', 'exp_1_r3'],
    },
    {
      name: 'the deleted stack empties as it is restored',
      actions: [
        { type: 'remove', list: 'tools_technologies', id: 'tech_1' },
        { type: 'restore', list: 'tools_technologies' },
      ],
      list: (s) => ids(s.deleted.tools_technologies.map((r) => r.item)),
      want: [],
    },
  ];
  for (const row of rows) {
    it(row.name, () => expect(row.list(run(row.actions))).toEqual(row.want));
  }

  it('keeps the original index and the time given', () => {
    const s = run([{ type: 'remove', list: 'core_skills', id: 'skill_2', at: 1234 }]);
    expect(s.deleted.core_skills).toEqual([{ index: 1, item: { id: 'skill_2', name: 'Statistics' }, at: 1234 }]);
  });

  it('restore with nothing deleted changes nothing', () => {
    const s = start();
    expect(reduce(s, { type: 'restore', list: 'languages' })).toBe(s);
  });
});

describe('edits, moves and restoring originals', () => {
  it('edits an item by id and never its id', () => {
    const s = run([
      { type: 'edit', list: 'education', id: 'edu_2', patch: { degree: 'BA', id: 'x' } as { degree: string } },
    ]);
    expect(s.doc.education[1]).toMatchObject({ id: 'edu_2', degree: 'BA', institution: 'FU Berlin' });
  });

  it('moves clamp to the list', () => {
    expect(ids(run([{ type: 'move', list: 'core_skills', id: 'skill_1', to: 99 }]).doc.core_skills)).toEqual([
      'skill_2',
      'skill_3',
      'skill_1',
    ]);
  });

  it('moves a responsibility within its experience', () => {
    const s = run([{ type: 'move-responsibility', experienceId: 'exp_1', id: 'exp_1_r3', to: 0 }]);
    expect(ids(s.doc.professional_experience[0]!.responsibilities)).toEqual(['exp_1_r3', 'exp_1_r1', 'exp_1_r2']);
  });

  it('lists modified items and restores their original', () => {
    const edited = run([
      { type: 'edit', list: 'core_skills', id: 'skill_2', patch: { name: 'Stats' } },
      { type: 'add', list: 'core_skills', item: { name: 'New' } },
    ]);
    expect(modified(edited, 'core_skills')).toEqual([
      { current: { id: 'skill_2', name: 'Stats' }, original: { id: 'skill_2', name: 'Statistics' } },
    ]);
    const back = reduce(edited, { type: 'restore-original', list: 'core_skills', id: 'skill_2' });
    expect(back.doc.core_skills[1]).toEqual({ id: 'skill_2', name: 'Statistics' });
    expect(modified(back, 'core_skills')).toEqual([]);
  });

  it.each([
    { name: 'one skill moved to the front', moves: [{ id: 'skill_3', to: 0 }], moved: ['skill_3'] },
    { name: 'one skill moved to the end', moves: [{ id: 'skill_1', to: 2 }], moved: ['skill_1'] },
    {
      name: 'a move and its way back',
      moves: [
        { id: 'skill_1', to: 2 },
        { id: 'skill_1', to: 0 },
      ],
      moved: [],
    },
  ])('counts a moved skill as modified and puts it back in its place: $name', ({ moves, moved }) => {
    const start = run([]);
    const order = ids(start.doc.core_skills);
    const s = moves.reduce<CvEditor>(
      (st, m) => reduce(st, { type: 'move', list: 'core_skills', id: m.id, to: m.to }),
      start,
    );
    expect(modified(s, 'core_skills').map((m) => m.current.id)).toEqual(moved);
    const back = moved.reduce((st, id) => reduce(st, { type: 'restore-original', list: 'core_skills', id }), s);
    expect(ids(back.doc.core_skills)).toEqual(order);
    expect(modified(back, 'core_skills')).toEqual([]);
  });

  it('keeps a moved experience in its new place: only its content counts as modified', () => {
    const s = run([{ type: 'move', list: 'professional_experience', id: 'exp_2', to: 0 }]);
    expect(modified(s, 'professional_experience')).toEqual([]);
  });

  it('restores a responsibility to its original text; an added one has none', () => {
    let s = run([
      { type: 'edit-responsibility', experienceId: 'exp_1', id: 'exp_1_r1', text: 'Changed' },
      { type: 'add-responsibility', experienceId: 'exp_1', text: 'Added' },
    ]);
    s = reduce(s, { type: 'restore-original-responsibility', experienceId: 'exp_1', id: 'exp_1_r1' });
    expect(s.doc.professional_experience[0]!.responsibilities[0]!.text).toBe('Built dashboards');
    expect(reduce(s, { type: 'restore-original-responsibility', experienceId: 'exp_1', id: 'r_4' })).toBe(s);
  });

  it('sets the header from one line and the about text', () => {
    const s = run([
      { type: 'set-header', text: ' Jane Roe •• Analyst ' },
      { type: 'set-about', text: 'Line 1\nLine 2' },
    ]);
    expect(headerText(s.doc)).toBe('Jane Roe • Analyst');
    expect(s.doc.about_me).toBe('Line 1\nLine 2');
    expect(s.original.about_me).toBe('Analyst.');
  });
});

// What a suggestion changes is the core's (wasm/suggest Place, its table
// tests carry the cases this file had); the reducer takes its document.
describe('take-document: the core’s document taken as it comes', () => {
  it('takes the document and the ids the core used', () => {
    const s = start();
    const doc = { ...s.doc, core_skills: [...s.doc.core_skills, { id: 'skill_9', name: 'dbt' }] };
    const next = reduce(s, { type: 'take-document', doc, seq: 9 });
    expect(next.doc).toEqual(doc);
    expect(next.seq).toBe(9);
    expect(next.original).toBe(s.original);
    // Ids the reducer mints next go above the core's.
    expect(reduce(next, { type: 'add', list: 'core_skills', item: { name: 'Go' } }).doc.core_skills.at(-1)!.id).toBe(
      'skill_10',
    );
  });

  it('never lowers the id count, and a list the core writes as null stays absent', () => {
    const s = start();
    const fromCore = { ...s.doc, interests: null, projects: null } as unknown as StructuredCV;
    const next = reduce(s, { type: 'take-document', doc: fromCore, seq: 1 });
    expect(next.seq).toBe(s.seq);
    expect('projects' in next.doc).toBe(false);
    expect(next.doc.interests).toBeUndefined();
  });
});

describe('skill, tool and language names are unique regardless of case', () => {
  const names = (s: CvEditor) => ({
    skills: s.doc.core_skills.map((i) => i.name),
    tools: s.doc.tools_technologies.map((i) => i.name),
    languages: s.doc.languages.map((l) => l.language),
  });
  const rows: { name: string; actions: CvAction[]; want: ReturnType<typeof names> }[] = [
    {
      name: 'adding a skill in another case is refused',
      actions: [{ type: 'add', list: 'core_skills', item: { name: ' sql ' } }],
      want: { skills: ['SQL', 'Statistics', 'Reporting'], tools: ['Python', 'Excel'], languages: ['German'] },
    },
    {
      name: 'adding a tool in another case is refused',
      actions: [{ type: 'add', list: 'tools_technologies', item: { name: 'EXCEL' } }],
      want: { skills: ['SQL', 'Statistics', 'Reporting'], tools: ['Python', 'Excel'], languages: ['German'] },
    },
    {
      name: 'adding a language in another case is refused',
      actions: [{ type: 'add', list: 'languages', item: { language: 'german', proficiency: 'C2' } }],
      want: { skills: ['SQL', 'Statistics', 'Reporting'], tools: ['Python', 'Excel'], languages: ['German'] },
    },
    {
      name: 'the same name in another list is allowed',
      actions: [{ type: 'add', list: 'tools_technologies', item: { name: 'sql' } }],
      want: { skills: ['SQL', 'Statistics', 'Reporting'], tools: ['Python', 'Excel', 'sql'], languages: ['German'] },
    },
    {
      name: 'renaming onto another item’s name is refused',
      actions: [{ type: 'edit', list: 'core_skills', id: 'skill_2', patch: { name: 'reporting' } }],
      want: { skills: ['SQL', 'Statistics', 'Reporting'], tools: ['Python', 'Excel'], languages: ['German'] },
    },
    {
      name: 'renaming an item to its own name in another case is allowed',
      actions: [{ type: 'edit', list: 'core_skills', id: 'skill_1', patch: { name: 'Sql' } }],
      want: { skills: ['Sql', 'Statistics', 'Reporting'], tools: ['Python', 'Excel'], languages: ['German'] },
    },
    {
      name: 'restoring a name added again since is not a second copy',
      actions: [
        { type: 'remove', list: 'core_skills', id: 'skill_1' },
        { type: 'add', list: 'core_skills', item: { name: 'sql' } },
        { type: 'restore', list: 'core_skills' },
      ],
      want: { skills: ['Statistics', 'Reporting', 'sql'], tools: ['Python', 'Excel'], languages: ['German'] },
    },
  ];
  for (const row of rows) it(row.name, () => expect(names(run(row.actions))).toEqual(row.want));

  it('a formatted document with repeated names keeps the first of each', () => {
    const d = doc();
    d.core_skills.push({ id: 'skill_9', name: 'roadmapping' }, { id: 'skill_10', name: 'Roadmapping ' });
    d.languages.push({ id: 'lang_7', language: 'GERMAN', proficiency: 'B1' });
    const s = createEditor(d);
    expect(s.doc.core_skills.map((i) => i.id)).toEqual(['skill_1', 'skill_2', 'skill_3', 'skill_9']);
    expect(s.doc.languages.map((i) => i.id)).toEqual(['lang_1']);
    expect(s.original).toBe(s.doc);
    // Ids dropped are never reused.
    expect(reduce(s, { type: 'add', list: 'core_skills', item: { name: 'X' } }).doc.core_skills.at(-1)!.id).toBe(
      'skill_11',
    );
  });
});

describe('save-list: a list as edited, through the reducer', () => {
  const rows: { name: string; action: CvAction; want: string[]; deleted: string[] }[] = [
    {
      name: 'rows gone are deleted, new rows added, all in the new order',
      action: {
        type: 'save-list',
        list: 'core_skills',
        rows: [{ name: 'Tableau ' }, { id: 'skill_3', name: 'Reporting' }, { id: 'skill_1', name: 'SQL' }],
        at: 5,
      },
      want: ['skill_4:Tableau', 'skill_3:Reporting', 'skill_1:SQL'],
      deleted: ['skill_2'],
    },
    {
      name: 'a renamed row is edited in place',
      action: {
        type: 'save-list',
        list: 'tools_technologies',
        rows: [
          { id: 'tech_2', name: 'Power BI' },
          { id: 'tech_1', name: 'Python' },
        ],
      },
      want: ['tech_2:Power BI', 'tech_1:Python'],
      deleted: [],
    },
    {
      name: 'blank and repeated new rows are dropped',
      action: {
        type: 'save-list',
        list: 'core_skills',
        rows: [
          { id: 'skill_1', name: 'SQL' },
          { name: ' ' },
          { name: 'sql' },
          { id: 'skill_2', name: 'Statistics' },
          { id: 'skill_3', name: 'Reporting' },
        ],
      },
      want: ['skill_1:SQL', 'skill_2:Statistics', 'skill_3:Reporting'],
      deleted: [],
    },
    {
      name: 'languages keep both fields',
      action: {
        type: 'save-list',
        list: 'languages',
        rows: [
          { id: 'lang_1', language: 'German', proficiency: 'C2' },
          { language: 'French', proficiency: 'B1' },
        ],
      },
      want: ['lang_1:German C2', 'lang_4:French B1'],
      deleted: [],
    },
  ];
  for (const row of rows) {
    it(row.name, () => {
      const s = run([row.action]);
      const list = row.action.type === 'save-list' ? row.action.list : 'core_skills';
      const items = s.doc[list] as { id: string; name?: string; language?: string; proficiency?: string }[];
      expect(items.map((i) => `${i.id}:${i.name ?? `${i.language} ${i.proficiency}`}`)).toEqual(row.want);
      expect((s.deleted[list] as { item: { id: string } }[]).map((r) => r.item.id)).toEqual(row.deleted);
    });
  }
  it('an unchanged list is the same state', () => {
    const s = start();
    expect(reduce(s, { type: 'save-list', list: 'core_skills', rows: s.doc.core_skills })).toBe(s);
  });
});

describe('contact details and the extra sections', () => {
  const entry = {
    title: 'Store Dashboard',
    subtitle: 'Acme',
    duration: '2023',
    location: '',
    url: '',
    description: 'Sales.',
  };
  const rows: { name: string; actions: CvAction[]; got: (s: CvEditor) => unknown; want: unknown }[] = [
    {
      name: 'a contact detail is set trimmed, and removed when emptied',
      actions: [
        { type: 'set-contact', field: 'phone', value: ' +49 30 1234567 ' },
        { type: 'set-contact', field: 'name', value: 'Jane Doe' },
        { type: 'set-contact', field: 'name', value: '  ' },
      ],
      got: (s) => [s.doc.phone, 'name' in s.doc],
      want: ['+49 30 1234567', false],
    },
    {
      name: 'a document saved before the extra sections gets a project with ids for it and its highlights',
      actions: [{ type: 'add', list: 'projects', item: { ...entry, highlights: ['Built it', ' ', 'Shipped it'] } }],
      got: (s) => s.doc.projects,
      want: [
        {
          id: 'proj_4',
          ...entry,
          highlights: [
            { id: 'proj_4_h5', text: 'Built it' },
            { id: 'proj_4_h6', text: 'Shipped it' },
          ],
        },
      ],
    },
    {
      name: 'an entry without a title is not added',
      actions: [{ type: 'add', list: 'certifications', item: { ...entry, title: ' ' } }],
      got: (s) => s.doc.certifications,
      want: undefined,
    },
    {
      name: 'set-lines keeps the ids of lines in order and mints the rest',
      actions: [
        { type: 'add', list: 'awards', item: { ...entry, highlights: ['One'] } },
        { type: 'set-lines', list: 'awards', id: 'award_4', lines: ['One, edited', 'Two'] },
      ],
      got: (s) => s.doc.awards?.[0]?.highlights,
      want: [
        { id: 'award_4_h5', text: 'One, edited' },
        { id: 'award_4_h6', text: 'Two' },
      ],
    },
    {
      name: 'an other section: title and lines; edit, delete and restore at its place',
      actions: [
        { type: 'add', list: 'other_sections', item: { title: 'Beyond Work', lines: ['Chess club captain'] } },
        { type: 'add', list: 'other_sections', item: { title: 'Talks', lines: [] } },
        { type: 'edit', list: 'other_sections', id: 'other_4', patch: { title: 'Outside Work' } },
        { type: 'remove', list: 'other_sections', id: 'other_4' },
        { type: 'restore', list: 'other_sections' },
      ],
      got: (s) => s.doc.other_sections?.map((o) => `${o.id}:${o.title}:${o.lines.map((l) => l.text).join('|')}`),
      want: ['other_4:Outside Work:Chess club captain', 'other_6:Talks:'],
    },
    {
      name: 'entries move like the spec’s lists',
      actions: [
        { type: 'add', list: 'volunteering', item: { ...entry, title: 'A' } },
        { type: 'add', list: 'volunteering', item: { ...entry, title: 'B' } },
        { type: 'move', list: 'volunteering', id: 'vol_5', to: 0 },
      ],
      got: (s) => s.doc.volunteering?.map((v) => v.title),
      want: ['B', 'A'],
    },
    {
      name: 'interests are names unique regardless of case',
      actions: [
        { type: 'add', list: 'interests', item: { name: 'Chess' } },
        { type: 'add', list: 'interests', item: { name: 'chess ' } },
      ],
      got: (s) => s.doc.interests?.map((i) => i.name),
      want: ['Chess'],
    },
  ];
  for (const row of rows) it(row.name, () => expect(row.got(run(row.actions))).toEqual(row.want));

  it('a removed entry of an editor saved before the extra sections is restorable', () => {
    const s = run([{ type: 'add', list: 'references', item: { ...entry, title: 'Dr. Ann Lee' } }]);
    const old = { ...s, deleted: { ...s.deleted } } as CvEditor;
    delete (old.deleted as Partial<CvEditor['deleted']>).references;
    const back = run(
      [
        { type: 'remove', list: 'references', id: 'ref_4' },
        { type: 'restore', list: 'references' },
      ],
      old,
    );
    expect(back.doc.references?.map((r) => r.title)).toEqual(['Dr. Ann Lee']);
  });

  it('ids of loaded extra sections and their lines count for new ids', () => {
    const d = doc();
    d.publications = [
      {
        id: 'pub_20',
        title: 'P',
        subtitle: '',
        duration: '',
        location: '',
        url: '',
        description: '',
        highlights: [{ id: 'pub_20_h31', text: 'x' }],
      },
    ];
    expect(
      reduce(createEditor(d), { type: 'add', list: 'core_skills', item: { name: 'New' } }).doc.core_skills.at(-1)!.id,
    ).toBe('skill_32');
  });
});

describe('set-text: a text where the gap finder points', () => {
  const rows: { name: string; action: CvAction; got: (s: CvEditor) => unknown; want: unknown }[] = [
    {
      name: 'a responsibility (item_id is the line’s, field text)',
      action: {
        type: 'set-text',
        section: 'professional_experience',
        id: 'exp_1_r2',
        field: 'text',
        text: 'Ran 12 reviews',
      },
      got: (s) => s.doc.professional_experience[0]!.responsibilities[1]!.text,
      want: 'Ran 12 reviews',
    },
    {
      name: 'a field of an item',
      action: { type: 'set-text', section: 'education', id: 'edu_2', field: 'notes', text: 'Grade 1.3' },
      got: (s) => s.doc.education[1]!.notes,
      want: 'Grade 1.3',
    },
    {
      name: 'a header part',
      action: {
        type: 'set-text',
        section: 'professional_header',
        id: 'header_2',
        field: 'value',
        text: 'Senior Analyst',
      },
      got: (s) => headerText(s.doc),
      want: 'Jane Doe • Senior Analyst',
    },
    {
      name: 'About Me',
      action: { type: 'set-text', section: 'about_me', id: '', field: 'about_me', text: 'New.' },
      got: (s) => s.doc.about_me,
      want: 'New.',
    },
    {
      name: 'a contact detail',
      action: { type: 'set-text', section: 'contact', id: '', field: 'phone', text: '+1 555' },
      got: (s) => s.doc.phone,
      want: '+1 555',
    },
    {
      name: 'an unknown section changes nothing',
      action: { type: 'set-text', section: 'nope', id: 'x', field: 'text', text: 'y' },
      got: (s) => s === start() || s.doc.about_me,
      want: 'Analyst.',
    },
    {
      name: 'the id field is never set',
      action: { type: 'set-text', section: 'education', id: 'edu_1', field: 'id', text: 'edu_9' },
      got: (s) => s.doc.education[0]!.id,
      want: 'edu_1',
    },
  ];
  for (const row of rows) it(row.name, () => expect(row.got(run([row.action]))).toEqual(row.want));
});
