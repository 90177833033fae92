// A CV written for the Formatted CV tests (not evaluation data): the on-device
// parser reads it into two experiences, one education, two skills, three
// tools and two languages, so every editing behaviour has something to act on.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

export const sampleCv = `Jane Doe
Data Analyst
jane.doe@example.com

Summary
Data analyst with six years of SQL and Python in retail.

Experience
Data Analyst, Acme Analytics, Berlin
2019 – 2024
- Built the sales dashboards used by 40 stores.
- Cut the monthly report from two days to two hours.

Junior Analyst, Beta Retail, Hamburg
2017 – 2019
- Cleaned and modelled the customer data.

Education
MSc Statistics
TU Berlin
2015 – 2017

Skills
Statistics, Forecasting

Tools
SQL, Python, Tableau

Languages
German (Native), English (C1)`;

/** openFormatted stores cvText (and nothing else) and opens /cv_preparation. */
export async function openFormatted(page: Page, cv = sampleCv): Promise<void> {
  await page.goto('/about');
  await page.evaluate((text) => {
    sessionStorage.clear();
    sessionStorage.setItem('cvText', text);
  }, cv);
  await page.goto('/cv_preparation');
}

/** nodeCore runs the built core wasm in the test process, for checks the page does not show. */
export async function nodeCore(): Promise<(name: string, args: object) => unknown> {
  const generated = new URL('../src/lib/generated/', import.meta.url);
  await import(new URL('wasm_exec.js', generated).href);
  const go = new (
    globalThis as unknown as {
      Go: new () => { importObject: WebAssembly.Imports; run(i: WebAssembly.Instance): Promise<void> };
    }
  ).Go();
  const { instance } = await WebAssembly.instantiate(readFileSync(new URL('core.wasm', generated)), go.importObject);
  void go.run(instance);
  const core = (globalThis as unknown as { shortlistCore: { call(name: string, args: string): string } }).shortlistCore;
  return (name, args) => {
    const r = JSON.parse(core.call(name, JSON.stringify(args))) as {
      ok: boolean;
      value?: unknown;
      error?: { message: string };
    };
    if (!r.ok) throw new Error(r.error?.message);
    return r.value;
  };
}
