import { existsSync, readFileSync, rmSync } from 'node:fs';
import { test, expect } from './fixtures/test';
import { Traces, type TraceMode } from './fixtures/traces';

// The harness's traces (fixtures/traces.ts): a failed journey keeps a Playwright trace that the
// trace viewer opens; a passed one leaves nothing behind.
test('when a journey fails, then the trace of each of its contexts is kept as a zip; when it passes, or in CI on its first try, nothing is', async ({
  browser,
  baseUrl,
  task,
}) => {
  const run = async (failed: boolean, mode: TraceMode = 'retain-on-failure') => {
    const traces = new Traces(task, mode);
    const context = await browser.newContext({ baseURL: baseUrl });
    await traces.record(context);
    await traces.record(context);
    const page = await context.newPage();
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const written: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => (written.push(String(chunk)), true)) as typeof process.stdout.write;
    try {
      await traces.finish(failed);
    } finally {
      process.stdout.write = write;
      await context.close();
    }
    return written.join('').match(/show-trace (\S+\.zip)/)?.[1];
  };

  expect(await run(false)).toBeUndefined();
  // CI records only a retry: a first try records nothing, even when it fails.
  expect(await run(true, 'on-first-retry')).toBeUndefined();
  expect(await run(true, 'off')).toBeUndefined();

  const path = await run(true);
  expect(path).toMatch(/reports\/traces\/traces\.e2e--when-a-journey-fails.*--try1--1\.zip$/);
  expect(existsSync(path!)).toBe(true);
  // A zip (PK) holding the trace's events, among them the page it went to.
  const zip = readFileSync(path!);
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  expect(zip.includes('trace.trace')).toBe(true);
  rmSync(path!);
});
