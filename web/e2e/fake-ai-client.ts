import { expect, type BrowserContext, type TestInfo } from '@playwright/test';
import { fakeAIURL } from '../playwright.config';

export type Scenario = 'ok' | 'slow' | 'fail' | 'hang';

/**
 * FakeAI is one test's handle on the scripted provider (e2e/fake-ai.mjs). The
 * provider tells tests apart by a marker in the prompt: a test puts it into
 * the text the worker sends on (the CV for analyze and format, the job
 * description for suggest, whose CV goes as the parsed document) with mark,
 * and the scenario and call counts it sets and reads are that marker's alone,
 * so the AI specs run on both workers. Each such test is also its own client
 * at the AI-on worker, whose rate limit (10 AI requests a minute per
 * connecting IP, wrangler.toml) the tests on both workers would otherwise
 * share: wrangler dev keeps a CF-Connecting-IP header the browser sends.
 */
export interface FakeAI {
  /** mark is text with the test's marker on a last line of its own. */
  mark(text: string): string;
  /** scenario sets how the provider answers this test's requests. */
  scenario(name: Scenario): Promise<void>;
  /** suggestCalls is how many suggest requests of this test reached the provider. */
  suggestCalls(): Promise<number>;
}

/** fakeAI is the handle of the running test, its marker and client address made from the test's id. */
export async function fakeAI(context: BrowserContext, testInfo: TestInfo): Promise<FakeAI> {
  const marker = `fakeai-${testInfo.testId}`.toLowerCase();
  const [a = 0, b = 0, c = 0] = (testInfo.testId.match(/[0-9a-f]{2}/g) ?? []).map((h) => parseInt(h, 16));
  await context.setExtraHTTPHeaders({ 'CF-Connecting-IP': `10.${a}.${b}.${c}` });
  return {
    mark: (text) => `${text}\n${marker}`,
    async scenario(name) {
      const res = await fetch(`${fakeAIURL}/__scenario`, { method: 'POST', body: JSON.stringify({ marker, name }) });
      expect(res.status).toBe(204);
    },
    async suggestCalls() {
      const res = await fetch(`${fakeAIURL}/__calls?marker=${marker}`);
      return ((await res.json()) as { suggest: number }).suggest;
    },
  };
}
