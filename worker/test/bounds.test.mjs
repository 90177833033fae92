// The bounds of the three AI operations, through the real worker: every
// refused request is answered {"error":{"code","message"}} with its status
// before the provider is asked anything.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { request, startWorker } from './harness.mjs';
import { reply } from './fake-provider.mjs';
import { CV_TEXT, JD_TEXT, TAILORING_CV, errorOf, operations, post, withScriptedWorker } from './ai-fixtures.mjs';

const [analyze, format, suggest] = operations;
const json = { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' };

// Each row: the operation, the request and the expected status and code.
const refused = [
  { name: 'a text/plain body', op: analyze, init: { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(analyze.body) }, status: 415, code: 'unsupported_media_type' },
  { name: 'no Content-Type', op: format, init: { method: 'POST', body: JSON.stringify(format.body) }, status: 415, code: 'unsupported_media_type' },
  { name: 'a form body', op: suggest, init: { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'cvText=x' }, status: 415, code: 'unsupported_media_type' },
  { name: 'a body over 64 KiB', op: analyze, init: post({ cvText: 'x'.repeat(40000), jobDescription: 'y'.repeat(30000) }), status: 413, code: 'payload_too_large' },
  { name: 'a body over 64 KiB of spaces', op: format, init: post(`{"cvText": "x"${' '.repeat(70000)}}`), status: 413, code: 'payload_too_large' },
  { name: 'invalid JSON', op: format, init: post('{"cvText": '), status: 400, code: 'invalid_json' },
  { name: 'two JSON values', op: format, init: post('{"cvText": "a"} {"cvText": "b"}'), status: 400, code: 'invalid_json' },
  { name: 'a number for a text', op: analyze, init: post({ cvText: 5, jobDescription: JD_TEXT }), status: 400, code: 'invalid_json' },
  { name: 'a client-chosen model', op: analyze, init: post({ ...analyze.body, model: 'openai/gpt-5' }), status: 400, code: 'invalid_json', names: '"model"' },
  { name: 'client messages', op: format, init: post({ ...format.body, messages: [{ role: 'system', content: 'say hi' }] }), status: 400, code: 'invalid_json' },
  { name: 'a client temperature', op: suggest, init: post({ ...suggest.body, temperature: 2 }), status: 400, code: 'invalid_json' },
  { name: 'client max_tokens', op: format, init: post({ ...format.body, max_tokens: 100000 }), status: 400, code: 'invalid_json' },
  { name: 'an unknown field inside the CV', op: suggest, init: post({ ...suggest.body, cv: { ...TAILORING_CV, model: 'x' } }), status: 400, code: 'invalid_json' },
  { name: 'a case variant of a field (CVTEXT after cvText)', op: analyze, init: post(`{"cvText": ${JSON.stringify(CV_TEXT)}, "CVTEXT": "z", "jobDescription": ${JSON.stringify(JD_TEXT)}}`), status: 400, code: 'invalid_json', names: '"CVTEXT"' },
  { name: 'a field given twice', op: format, init: post(`{"cvText": ${JSON.stringify(CV_TEXT)}, "cvText": "z"}`), status: 400, code: 'invalid_json', names: '"cvText"' },
  { name: 'a case variant inside the CV', op: suggest, init: post({ ...suggest.body, cv: { ...TAILORING_CV, Core_Skills: ['Go'] } }), status: 400, code: 'invalid_json', names: '"Core_Skills"' },
  { name: 'Content-Type application/json, text/plain', op: analyze, init: post(analyze.body, { 'Content-Type': 'application/json, text/plain' }), status: 415, code: 'unsupported_media_type' },
  { name: 'JSON with another charset', op: format, init: post(format.body, { 'Content-Type': 'application/json; charset=iso-8859-1' }), status: 415, code: 'unsupported_media_type' },
  // A deeper request overflowed TinyGo's goroutine stack in the decoders.
  { name: 'arrays nested 100 deep', op: analyze, init: post(`{"cvText": ${'['.repeat(100)}${']'.repeat(100)}, "jobDescription": "Go"}`), status: 400, code: 'invalid_json' },
  { name: 'a CV nested 1 000 deep', op: suggest, init: post(`{"cv": {"core_skills": ${'['.repeat(1000)}${']'.repeat(1000)}}, "jobDescription": "Go"}`), status: 400, code: 'invalid_json' },
  { name: 'a blank job description', op: analyze, init: post({ cvText: CV_TEXT, jobDescription: '  \n ' }), status: 400, code: 'missing_inputs' },
  { name: 'no CV text', op: format, init: post({}), status: 400, code: 'missing_inputs' },
  { name: 'an empty CV', op: suggest, init: post({ cv: {}, jobDescription: JD_TEXT }), status: 400, code: 'missing_inputs' },
  { name: 'a CV of 10 001 characters', op: analyze, init: post({ cvText: 'x'.repeat(10001), jobDescription: JD_TEXT }), status: 400, code: 'too_long' },
  { name: 'a job description of 10 001 characters', op: analyze, init: post({ cvText: CV_TEXT, jobDescription: 'y'.repeat(10001) }), status: 400, code: 'too_long' },
  { name: '5 001 emoji (10 002 UTF-16 units, as the page counts)', op: format, init: post({ cvText: '😀'.repeat(5001) }), status: 400, code: 'too_long' },
  { name: 'a CV bullet of 10 001 characters', op: suggest, init: post({ ...suggest.body, cv: { ...TAILORING_CV, core_skills: ['z'.repeat(10001)] } }), status: 400, code: 'too_long' },
  { name: 'invalid UTF-8', op: format, init: { method: 'POST', headers: json, body: Buffer.concat([Buffer.from('{"cvText": "Jane '), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]) }, status: 400, code: 'invalid_json' },
  { name: 'a lone surrogate', op: analyze, init: post('{"cvText": "Jane \\ud83d", "jobDescription": "Go"}'), status: 400, code: 'invalid_json' },
  { name: 'a NUL character', op: analyze, init: post('{"cvText": "Jane\\u0000", "jobDescription": "Go"}'), status: 400, code: 'invalid_json' },
  { name: 'GET', op: analyze, init: { method: 'GET' }, status: 405, code: 'method_not_allowed', allow: 'POST' },
  { name: 'PUT', op: suggest, init: { ...post(suggest.body), method: 'PUT' }, status: 405, code: 'method_not_allowed', allow: 'POST' },
  { name: 'DELETE', op: format, init: { method: 'DELETE' }, status: 405, code: 'method_not_allowed', allow: 'POST' },
  { name: 'another site\'s page (Sec-Fetch-Site)', op: analyze, init: post(analyze.body, { 'Sec-Fetch-Site': 'cross-site' }), status: 403, code: 'forbidden_origin' },
  { name: 'a sibling subdomain (Sec-Fetch-Site)', op: format, init: post(format.body, { 'Sec-Fetch-Site': 'same-site' }), status: 403, code: 'forbidden_origin' },
  { name: 'another site\'s Origin', op: suggest, init: post(suggest.body, { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' }), status: 403, code: 'forbidden_origin' },
  { name: 'an Origin of null', op: format, init: post(format.body, { Origin: 'null' }), status: 403, code: 'forbidden_origin' },
];

describe('bounds of the AI operations', () => {
  const scripted = withScriptedWorker(1000);

  for (const row of refused) {
    it(`refuses ${row.name} (${row.op.name})`, async () => {
      scripted.fake.script(reply(row.op.reply));
      const res = await request(scripted.worker, row.op.path, row.init);
      assert.equal(res.status, row.status, res.body);
      const error = errorOf(assert, res);
      assert.equal(error.code, row.code);
      if (row.names) assert.ok(error.message.includes(row.names), error.message);
      if (row.allow) assert.equal(res.headers.allow, row.allow);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(scripted.fake.requests.length, 0, 'the provider was asked');
    });
  }

  it('answers an unknown /api path with 404', async () => {
    const res = await request(scripted.worker, '/api/chat', post(analyze.body));
    assert.equal(res.status, 404);
    assert.equal(errorOf(assert, res).code, 'not_found');
  });

  const accepted = [
    { name: 'texts of exactly 10 000 characters', op: analyze, init: post({ cvText: 'x'.repeat(10000), jobDescription: 'y'.repeat(10000) }) },
    { name: '5 000 emoji (10 000 UTF-16 units)', op: format, init: post({ cvText: '😀'.repeat(5000) }) },
    { name: 'JSON with a charset', op: format, init: post(format.body, { 'Content-Type': 'application/json; charset=utf-8' }) },
    { name: 'JSON with a charset in capitals', op: analyze, init: post(analyze.body, { 'Content-Type': 'Application/JSON;Charset=UTF-8' }) },
    { name: 'a request with this site\'s Origin', op: suggest, init: null },
    { name: 'a request with neither Origin nor Sec-Fetch-Site', op: analyze, init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(analyze.body) } },
  ];
  for (const row of accepted) {
    it(`accepts ${row.name} (${row.op.name})`, async () => {
      scripted.fake.script(reply(row.op.reply));
      const init = row.init ?? post(row.op.body, { Origin: new URL(await scripted.worker.url).origin });
      const res = await request(scripted.worker, row.op.path, init);
      assert.equal(res.status, 200, res.body);
      assert.equal(scripted.fake.requests.length, 1);
    });
  }
});

describe('the AI operations without a key', () => {
  let worker;
  before(async () => {
    worker = await startWorker();
  });
  after(async () => {
    await worker?.dispose();
  });

  for (const op of operations) {
    it(`answers ${op.name} with 503 ai_unavailable`, async () => {
      const res = await request(worker, op.path, post(op.body));
      assert.equal(res.status, 503);
      assert.equal(errorOf(assert, res).code, 'ai_unavailable');
    });
  }
});

// startOfOneWindow waits, when less than `need` ms of the rate limiter's
// current window is left, for the next one: workerd's local limiter counts
// in windows aligned to the wall clock (miniflare's ratelimit object: epoch
// = floor(now / period)), so a budget used across a minute's turn starts
// again and a fourth request passed (a CI run at load 20 met it).
async function startOfOneWindow(periodMs, need) {
  const left = periodMs - (Date.now() % periodMs);
  if (left < need) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe('the per-client rate limit', () => {
  const scripted = withScriptedWorker(3);

  it('answers 429 with Retry-After once a client used its budget', async () => {
    scripted.fake.script(reply(format.reply));
    await startOfOneWindow(60_000, 15_000);
    for (let i = 0; i < 3; i++) {
      const res = await request(scripted.worker, format.path, post(format.body));
      assert.equal(res.status, 200, `request ${i + 1}: ${res.body}`);
    }
    const res = await request(scripted.worker, format.path, post(format.body));
    assert.equal(res.status, 429);
    assert.equal(errorOf(assert, res).code, 'rate_limited');
    assert.equal(res.headers['retry-after'], '60');
    assert.equal(scripted.fake.requests.length, 3);
  });

  it('refuses another site\'s request before counting it', async () => {
    const res = await request(scripted.worker, format.path, post(format.body, { 'Sec-Fetch-Site': 'cross-site' }));
    assert.equal(res.status, 403);
  });
});

describe('the rate limit of wrangler.toml', () => {
  // The limit a deployment runs with, so that the test fails if it shrinks.
  const limit = Number(readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8').match(/simple = \{ limit = (\d+)/)[1]);
  const scripted = withScriptedWorker(limit);

  it('counts only requests that reach the provider: the whole flow after refused ones never meets 429', async () => {
    // Every kind of request the worker refuses, more of them than the budget.
    assert.ok(refused.length > limit);
    for (const row of refused) {
      const res = await request(scripted.worker, row.op.path, row.init);
      assert.equal(res.status, row.status, `${row.name}: ${res.body}`);
    }
    assert.equal(scripted.fake.requests.length, 0);
    // Analyze, format and suggest, each tried once more, as a person does.
    for (const op of [analyze, analyze, format, format, suggest, suggest]) {
      scripted.fake.script(reply(op.reply));
      const res = await request(scripted.worker, op.path, post(op.body));
      assert.equal(res.status, 200, `${op.name}: ${res.body}`);
    }
  });
});
