// The scripted provider in its own process for the instance-start figures,
// so that its CPU is not counted as the worker's. It prints its URL on the
// first line of stdout; a worker pointed at `${url}/<case>` is answered:
//   short    the short analysis reply of the tests;
//   analyze, format, suggest   that operation's long reply (6,000 reasoning
//            + 1,500 answer tokens, 2,500 and 3,000 tokens) streamed as
//            OpenRouter streams, one event per token;
//   paced-<op>   the same, each event written alone;
//   excluded-<op>   the same answer with its reasoning left out, as
//            OpenRouter streams it when asked ("reasoning": {"exclude":
//            true}, the worker's default: AI_REASONING);
//   whole-<op>   the same reply unstreamed, in one JSON body.
import http from 'node:http';

const { reply, streamed } = await import('../test/fake-provider.mjs');
const { analysisReply, longOperations } = await import('../test/ai-fixtures.mjs');

const cases = { short: reply(analysisReply) };
for (const op of longOperations) {
  cases[op.name] = streamed('openrouter', op.reply, { reasoning: op.reasoning });
  cases[`excluded-${op.name}`] = streamed('openrouter', op.reply, {});
  cases[`paced-${op.name}`] = streamed('openrouter', op.reply, { reasoning: op.reasoning, perEvent: true });
  cases[`whole-${op.name}`] = ({ res }) => {
    const message = { role: 'assistant', content: op.reply, reasoning: op.reasoning || null };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: 'gen-1', object: 'chat.completion', choices: [{ index: 0, message, finish_reason: 'stop' }] }));
  };
}

const server = http.createServer(async (req, res) => {
  for await (const _ of req); // the request is read, not checked
  const step = cases[req.url.split('/')[1]];
  if (!step) return res.writeHead(404).end();
  step({ req, res });
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
console.log(`http://127.0.0.1:${server.address().port}`);
process.on('SIGTERM', () => process.exit(0));
