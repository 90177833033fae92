// The AI provider the end-to-end tests' AI-on worker talks to: the worker
// tests' scriptable fake (worker/test/fake-provider.mjs) on a fixed port, with
// a control endpoint so that a test picks how the next replies behave:
//   POST /__scenario {"name": "ok" | "slow" | "fail" | "hang"}
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
const ok = reply(JSON.stringify(analysis), { reasoning: 'Comparing the CV with the job description.' });

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
let current = 'ok';

const server = http.createServer(async (req, res) => {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const raw = Buffer.concat(chunks).toString('utf8');
  if (req.method === 'POST' && req.url === '/__scenario') {
    const { name } = JSON.parse(raw);
    if (!(name in scenarios)) return res.writeHead(400).end('unknown scenario');
    current = name;
    return res.writeHead(204).end();
  }
  if (req.method === 'GET' && req.url === '/__ready') return res.writeHead(204).end();
  if (req.method === 'POST' && req.url === '/v1/chat/completions') return scenarios[current]({ req, res, raw });
  res.writeHead(404).end();
});
server.listen(port, '127.0.0.1', () => console.log(`fake AI provider on http://127.0.0.1:${port}/v1`));
