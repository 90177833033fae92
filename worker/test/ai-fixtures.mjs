// Requests and well-formed model replies for the three AI operations, shared
// by the worker's integration tests and its benchmark.
import { readFileSync } from 'node:fs';
import { after, before } from 'node:test';
import { startWorker } from './harness.mjs';
import { startFakeProvider, tokens } from './fake-provider.mjs';

export const KEY = 'sk-or-v1-TESTKEY-0123456789abcdef-fedcba9876543210';

const testdata = new URL('../../wasm/prompt/testdata/', import.meta.url);
export const CV_TEXT = readFileSync(new URL('cv.txt', testdata), 'utf8');
export const JD_TEXT = readFileSync(new URL('jd.txt', testdata), 'utf8');
export const TAILORING_CV = JSON.parse(readFileSync(new URL('tailoring.json', testdata), 'utf8'));

const list = (n, f) => Array.from({ length: n }, (_, i) => f(i + 1));

export const analysisReply = JSON.stringify({
  match_score: 82,
  strengths: list(10, (i) => `Strength ${i}: Go services in production at Acme Payments`),
  weaknesses: list(10, (i) => `Weakness ${i}: the CV does not show Kafka`),
  improvement_suggestions: list(12, (i) => `Tip ${i}: name the payment volumes you handled`),
  questions_to_prepare_for: list(8, (i) => `Question ${i}: how did you migrate MySQL to PostgreSQL?`),
  questions_to_ask_during_interview: list(5, (i) => `Question ${i}: how is the ledger team organised?`),
  company_info: { overview: 'A payments company.', what_they_do: ['ledger'], culture: '', competitors: [] },
});

export const formatReply = JSON.stringify({
  formattedCV: {
    professionalHeader: 'Backend Engineer • Go • Distributed Systems',
    aboutMe: 'Backend engineer with six years of experience building payment APIs.',
    professionalExperience: [
      {
        company: 'Acme Payments',
        position: 'Senior Backend Engineer',
        duration: '2021 - Present',
        location: 'Berlin',
        responsibilities: ['Built the settlement service in Go', 'Led the migration from MySQL to PostgreSQL'],
      },
    ],
    education: [{ institution: 'TU Berlin', degree: 'MSc Computer Science', duration: '2014 - 2016', location: '', description: '' }],
    coreSkills: ['Go', 'PostgreSQL'],
    toolsTechnologies: ['Kubernetes', 'gRPC'],
    languages: [{ language: 'English', proficiencyLevel: 'fluent' }],
    atsKeywords: ['Go', 'payments'],
  },
});

const impacts = ['High', 'High', 'High', 'High', 'Medium', 'Medium', 'Medium', 'Medium', 'Low', 'Low', 'Low', 'Low'];
export const suggestReply = JSON.stringify(
  impacts.map((impact, i) => ({
    id: `s${i + 1}`,
    parent_section: 'professional_experience',
    suggestion_description: `Say what the settlement service did for the business (${i + 1}).`,
    input_item_id: 'exp_1_r1',
    professional_experience_id: 'exp_1',
    current_text: 'Built the settlement service in Go handling 2 million transactions a day',
    suggested_text: 'Built the Go settlement service that handles 2 million payment transactions a day',
    impact,
    impact_description: 'The job is about payments at scale.',
  })),
);

/**
 * The three operations: path, a valid body, a valid reply, embed (a valid
 * reply with a given text in one of its strings) and a check of the answer.
 */
export const operations = [
  {
    name: 'analyze',
    path: '/api/analyze',
    body: { cvText: CV_TEXT, jobDescription: JD_TEXT },
    reply: analysisReply,
    embed: (text) => JSON.stringify({ ...JSON.parse(analysisReply), strengths: [text, ...JSON.parse(analysisReply).strengths.slice(1)] }),
    check(assert, out) {
      assert.equal(out.matchPercentage, 82);
      assert.equal(out.strengths.length, 10);
      assert.equal(out.questionsToAsk.length, 5);
      assert.equal(typeof out.rawApiResponse, 'string');
    },
  },
  {
    name: 'format',
    path: '/api/format',
    body: { cvText: CV_TEXT },
    reply: formatReply,
    embed: (text) => {
      const r = JSON.parse(formatReply);
      r.formattedCV.aboutMe = text;
      return JSON.stringify(r);
    },
    check(assert, out) {
      assert.equal(out.professionalHeader, 'Backend Engineer • Go • Distributed Systems');
      assert.equal(out.professionalExperience[0].company, 'Acme Payments');
      assert.deepEqual(out.coreSkills, ['Go', 'PostgreSQL']);
    },
  },
  {
    name: 'suggest',
    path: '/api/suggest',
    body: { cv: TAILORING_CV, jobDescription: JD_TEXT },
    reply: suggestReply,
    embed: (text) => {
      const r = JSON.parse(suggestReply);
      r[0].suggested_text = text;
      return JSON.stringify(r);
    },
    check(assert, out) {
      assert.equal(out.suggestions.length, 12);
      assert.equal(out.suggestions[0].impact, 'High');
      assert.equal(out.suggestions[0].input_item_id, 'exp_1_r1');
      assert.equal(typeof out.rawApiResponse, 'string');
    },
  },
];

/**
 * workerVars points the worker at the fake provider with test models and
 * generous timeouts: make test runs these files beside the browser suites
 * on two cores, where an answer after two retries once took past a 3 s
 * bound. SHORT_BOUNDS are for the tests of the timeouts themselves.
 */
export function workerVars(fake, extra = {}) {
  return {
    AI_API_KEY: KEY,
    AI_BASE_URL: fake.url,
    AI_ANALYZE_MODEL: 'test/reasoner',
    AI_CHAT_MODEL: 'test/chat',
    AI_IDLE_TIMEOUT_SECONDS: '20',
    AI_TIMEOUT_SECONDS: '60',
    ...extra,
  };
}

/** SHORT_BOUNDS: 1 s of silence, 3 s for a whole operation. */
export const SHORT_BOUNDS = { AI_IDLE_TIMEOUT_SECONDS: '1', AI_TIMEOUT_SECONDS: '3' };

/**
 * withScriptedWorker registers, in the enclosing describe, a scripted
 * provider and a worker pointed at it with a rate limit of limit AI requests
 * a minute: started before the describe's tests, stopped after them. The
 * returned object's fake and worker are set once they have started.
 * extraVars override workerVars' settings.
 */
export function withScriptedWorker(limit, extraVars = {}) {
  const scripted = {};
  before(async () => {
    scripted.fake = await startFakeProvider();
    scripted.worker = await startWorker(workerVars(scripted.fake, extraVars), rateLimit(limit));
  });
  after(async () => {
    await scripted.worker?.dispose();
    await scripted.fake?.close();
  });
  return scripted;
}

/**
 * rateLimit is a rate-limiting binding allowing limit AI requests a minute,
 * in a namespace of its own so that no earlier run's count (wrangler keeps
 * them) or other test decides the outcome.
 */
export function rateLimit(limit) {
  const namespace = String(100000 + Math.floor(Math.random() * 900000));
  return { AI_RATE_LIMIT: { type: 'ratelimit', namespace_id: namespace, simple: { limit, period: 60 } } };
}

/** render writes chat messages the way wasm/prompt's golden files show them. */
export function render(messages) {
  return messages.map((m) => `=== ${m.role} ===\n${m.content}\n`).join('');
}

/** golden reads one of wasm/prompt's golden files. */
export function golden(name) {
  return readFileSync(new URL(`${name}.golden`, testdata), 'utf8');
}

/** post sends a JSON body as the page does (same origin). */
export function post(body, headers = {}) {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/** assertNoKeyBytes fails when any 8-character run of KEY is in a response. */
export function assertNoKeyBytes(assert, res) {
  const haystack = res.body + JSON.stringify(res.headers);
  for (let i = 0; i + 8 <= KEY.length; i++) {
    assert.ok(!haystack.includes(KEY.slice(i, i + 8)), `response leaks key bytes ${KEY.slice(i, i + 8)}`);
  }
}

/** errorOf parses an error response and checks its shape. */
export function errorOf(assert, res) {
  assert.match(res.headers['content-type'], /^application\/json/);
  assert.equal(res.headers['cache-control'], 'no-store');
  const { error } = JSON.parse(res.body);
  assert.equal(typeof error.code, 'string');
  assert.ok(error.message.length > 10, `message too short: ${error.message}`);
  return error;
}

// Long replies of the lengths real models write (issue 28): a reasoning
// model thinks for thousands of tokens before a long answer. Token counts
// are fake-provider's tokens(), about four characters each.
const words = ('the candidate built payment services in Go and led a migration from MySQL to PostgreSQL ' +
  'while the job asks for Kafka experience distributed systems ownership of reliability and mentoring ' +
  'so the match is strong on backend depth but the CV should name volumes latency budgets and team size').split(' ');

/** prose is deterministic English-like text of about n tokens. */
export function prose(n, seed = 0) {
  const out = [];
  let tokensSoFar = 0;
  for (let i = 0; tokensSoFar < n; i++) {
    const w = words[(i * 7 + seed) % words.length];
    out.push(i % 17 === 16 ? `${w}.` : w);
    tokensSoFar += tokens(` ${w}`).length;
  }
  return out.join(' ');
}

/** sized fills each string of build(i, text) with prose until the JSON reaches n tokens. */
function sized(n, build) {
  for (let size = 4; ; size += 2) {
    const json = JSON.stringify(build((i) => prose(size, i)));
    if (tokens(json).length >= n) return json;
  }
}

export const longReasoning = prose(6000, 3);

export const longAnalysisReply = sized(1500, (text) => ({
  match_score: 82,
  strengths: list(10, (i) => `Strength ${i}: ${text(i)}`),
  weaknesses: list(10, (i) => `Weakness ${i}: ${text(i + 10)}`),
  improvement_suggestions: list(12, (i) => `Tip ${i}: ${text(i + 20)}`),
  questions_to_prepare_for: list(8, (i) => `Question ${i}: ${text(i + 32)}?`),
  questions_to_ask_during_interview: list(5, (i) => `Question ${i}: ${text(i + 40)}?`),
  company_info: { overview: text(50), what_they_do: ['ledger'], culture: '', competitors: [] },
}));

export const longFormatReply = sized(2500, (text) => ({
  formattedCV: {
    professionalHeader: 'Backend Engineer • Go • Distributed Systems',
    aboutMe: text(0),
    professionalExperience: list(8, (i) => ({
      company: `Company ${i}`,
      position: 'Backend Engineer',
      duration: `${2010 + i} - ${2011 + i}`,
      location: 'Berlin',
      responsibilities: list(6, (j) => `Responsibility ${j}: ${text(i * 6 + j)}`),
    })),
    education: [{ institution: 'TU Berlin', degree: 'MSc Computer Science', duration: '2014 - 2016', location: '', description: '' }],
    coreSkills: ['Go', 'PostgreSQL', 'Kafka'],
    toolsTechnologies: ['Kubernetes', 'gRPC'],
    languages: [{ language: 'English', proficiencyLevel: 'fluent' }],
    atsKeywords: ['Go', 'payments'],
  },
}));

export const longSuggestReply = sized(3000, (text) =>
  list(20, (i) => ({
    id: `s${i}`,
    parent_section: 'professional_experience',
    suggestion_description: `Suggestion ${i}: ${text(i)}`,
    input_item_id: 'exp_1_r1',
    professional_experience_id: 'exp_1',
    current_text: 'Built the settlement service in Go handling 2 million transactions a day',
    suggested_text: `Built the Go settlement service: ${text(i + 20)}`,
    impact: ['High', 'Medium', 'Low'][i % 3],
    impact_description: text(i + 40),
  })),
);

/** longOperations: each operation with its long reply, and the reasoning analyze gets. */
export const longOperations = [
  { ...operations[0], reply: longAnalysisReply, reasoning: longReasoning, check: (assert, out) => assert.equal(out.matchPercentage, 82) },
  { ...operations[1], reply: longFormatReply, reasoning: '', check: (assert, out) => assert.equal(out.professionalExperience.length, 8) },
  { ...operations[2], reply: longSuggestReply, reasoning: '', check: (assert, out) => assert.ok(out.suggestions.length >= 1) },
];
