// The scripted provider in its own process for the instance-start figures,
// so that its CPU is not counted as the worker's: answers every request with
// the analysis reply and prints its URL on the first line of stdout.
const { reply, startFakeProvider } = await import('../test/fake-provider.mjs');
const { analysisReply } = await import('../test/ai-fixtures.mjs');

const fake = await startFakeProvider();
fake.script(reply(analysisReply));
console.log(fake.url);
process.on('SIGTERM', async () => {
  await fake.close();
  process.exit(0);
});
