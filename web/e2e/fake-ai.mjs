// The AI provider the end-to-end tests' AI-on worker talks to: the worker
// tests' scriptable fake (worker/test/fake-provider.mjs) on a fixed port, with
// a control endpoint so that a test picks how the replies to its own requests
// behave. A test names a marker, a word it puts into a text the prompt
// carries (e2e/fake-ai-client.ts); the request whose prompt holds it gets
// that test's scenario, so tests on two workers never change each other's:
//   POST /__scenario {"marker": "…", "name": "ok" | "slow" | "fail" | "hang"}
// A prompt with no marker set gets "ok". The fake answers the analyze and
// suggest operations (told apart by their prompt) and counts the calls of
// each per marker, so a test can prove that a stored result was reused
// without a call:
//   GET /__calls?marker=… → {"analyze": n, "suggest": n}
import http from 'node:http';
import { hang, reply, status } from '../../worker/test/fake-provider.mjs';

const port = Number(process.env.FAKE_AI_PORT ?? 8792);

const analysis = {
  match_score: 87,
  strengths: ['AI: the CV shows the Python and SQL the job asks for.', 'AI: six years in data teams.'],
  weaknesses: ['AI: the job wants dbt, which the CV does not mention.'],
  improvement_suggestions: ['AI: put the data tools first in the skills list.'],
  questions_to_prepare_for: ['AI: how did you model the sales data?'],
  questions_to_ask_during_interview: ['AI: how is the data team organised?', 'AI: a statement, not a question.'],
  company_info: { overview: '', what_they_do: [], culture: '', competitors: [] },
};
const analysisReply = reply(JSON.stringify(analysis), { reasoning: 'Comparing the CV with the job description.' });

// Tailoring suggestions for the CV of e2e/tailor-pair.ts (its ids exp_1_r2,
// exp_2, edu_1…), in every shape the spec allows and some it says to ignore.
const suggestions = [
  {
    id: 'ai_1',
    parent_section: 'professional_header',
    suggestion_description: 'AI: lead with the role the job names.',
    input_item_id: 'header_2',
    professional_experience_id: null,
    current_text: 'Data Analyst',
    suggested_text: 'Data Analyst for retail sales',
    impact: 'high',
    impact_description: 'AI: the header is read first.',
  },
  {
    id: 'ai_2',
    parent_section: 'exp_1',
    suggestion_description: 'AI: say how many managers used the dashboards.',
    input_item_id: 'exp_1_r2',
    professional_experience_id: 'exp_1',
    current_text: 'Built dashboards in Tableau for the regional managers',
    suggested_text: 'Built Tableau dashboards used by 25 regional managers',
    impact: 'Medium',
    impact_description: 'AI: a figure makes the reach clear.',
  },
  {
    id: 'ai_3',
    parent_section: 'professional_experience',
    suggestion_description: 'AI: show the Python work as a result.',
    input_item_id: null,
    professional_experience_id: 'exp_2',
    suggested_text: { text: 'Automated the shipment data checks with Python' },
    impact: 'MEDIUM',
    impact_description: 'AI: results read better than tasks.',
  },
  {
    id: 'ai_4',
    parent_section: 'core_skills',
    suggestion_description: 'AI: name data visualisation as a skill.',
    input_item_id: null,
    professional_experience_id: null,
    suggested_text: [{ name: 'Data visualisation' }],
    impact: 'Low',
    impact_description: 'AI: the job is about dashboards.',
  },
  {
    // No impact_description: the skills panel ignores it.
    id: 'ai_5',
    parent_section: 'core_skills',
    suggestion_description: 'AI: an incomplete suggestion.',
    input_item_id: null,
    professional_experience_id: null,
    suggested_text: [{ name: 'Incomplete skill' }],
    impact: 'High',
  },
  {
    id: 'ai_6',
    parent_section: 'education',
    suggestion_description: 'AI: an unusable suggested text.',
    input_item_id: 'edu_1',
    professional_experience_id: null,
    suggested_text: 42,
    impact: 'Low',
    impact_description: 'AI: nothing to apply.',
  },
  {
    id: 'ai_7',
    parent_section: 'education',
    suggestion_description: 'AI: name the statistics courses the job needs.',
    input_item_id: 'edu_1',
    professional_experience_id: null,
    suggested_text: 'Courses in regression and forecasting',
    impact: 'HIGH',
    impact_description: 'AI: the job asks for a statistics degree.',
  },
];
const suggestReply = reply(JSON.stringify(suggestions), { reasoning: 'Reading the CV for this job.' });

// The suggest prompt asks to tailor a CV (wasm/prompt/texts.go).
const operation = (raw) => (raw.includes('tailor their CV') ? 'suggest' : 'analyze');
const ok = (ctx) => (operation(ctx.raw) === 'suggest' ? suggestReply : analysisReply)(ctx);

// The answer to a formatting request (its prompt asks for "formattedCV").
const formatted = {
  formattedCV: {
    professionalHeader: 'AI: Jane Doe • Data Analyst',
    aboutMe: 'AI: data analyst with six years of SQL and Python.',
    professionalExperience: [
      { company: 'Acme Analytics', position: 'Data Analyst', duration: '2019 – 2024', location: 'Berlin', responsibilities: ['AI: built the sales dashboards.'] },
    ],
    education: [{ institution: 'TU Berlin', degree: 'MSc Statistics', duration: '2017 – 2019', location: 'Berlin', description: '' }],
    coreSkills: ['Statistics'],
    toolsTechnologies: ['SQL', 'Python'],
    languages: [{ language: 'German', proficiencyLevel: 'Native' }],
    atsKeywords: ['SQL'],
  },
};
const formatOk = reply(JSON.stringify(formatted));
const isFormat = (raw) => raw.includes('formattedCV');

const scenarios = {
  ok: (ctx) => (isFormat(ctx.raw) ? formatOk(ctx) : ok(ctx)),
  // Long enough for the on-device result to show first, short enough for the test.
  slow: (ctx) => new Promise((resolve) => setTimeout(() => resolve(isFormat(ctx.raw) ? formatOk(ctx) : ok(ctx)), 1500)),
  fail: status(500),
  // Never answers: the worker's idle timeout (short in the e2e config) ends the wait.
  hang: hang(),
};

/** tests maps each marker to its scenario's name and its calls. */
const tests = new Map();
const markerShape = /^[a-z0-9-]{8,64}$/;

/** testOf is the test whose marker the prompt holds, if any. */
function testOf(raw) {
  for (const [marker, t] of tests) if (raw.includes(marker)) return t;
  return undefined;
}

function setScenario(raw, res) {
  const { marker, name } = JSON.parse(raw);
  if (typeof marker !== 'string' || !markerShape.test(marker)) return res.writeHead(400).end('bad marker');
  if (!(name in scenarios)) return res.writeHead(400).end('unknown scenario');
  const t = tests.get(marker) ?? { calls: { analyze: 0, suggest: 0 } };
  tests.set(marker, { ...t, name });
  return res.writeHead(204).end();
}

function answer(req, res, raw) {
  const t = testOf(raw);
  if (t) t.calls[operation(raw)]++;
  return scenarios[t?.name ?? 'ok']({ req, res, raw });
}

const server = http.createServer(async (req, res) => {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const raw = Buffer.concat(chunks).toString('utf8');
  const url = new URL(req.url ?? '/', 'http://fake');
  if (req.method === 'POST' && url.pathname === '/__scenario') return setScenario(raw, res);
  if (req.method === 'GET' && url.pathname === '/__ready') return res.writeHead(204).end();
  if (req.method === 'GET' && url.pathname === '/__calls') {
    const calls = tests.get(url.searchParams.get('marker') ?? '')?.calls ?? { analyze: 0, suggest: 0 };
    return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(calls));
  }
  if (req.method === 'POST' && url.pathname === '/v1/chat/completions') return answer(req, res, raw);
  res.writeHead(404).end();
});
server.listen(port, '127.0.0.1', () => console.log(`fake AI provider on http://127.0.0.1:${port}/v1`));
