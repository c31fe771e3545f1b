// Accept → first decoded frame: how long a patient waits, after pressing Accept, for the doctor's
// video (the mock's simulated doctor) to be decoded in Chromium. Starts the stack (mock + production
// build, like the browser journeys; build first), then RUNS times (default 5), each in a fresh
// browser context: sign a patient in, ring them over /__qa/calls, wait a second as a person would,
// press Accept, and poll getStats() every 5 ms until inbound video framesDecoded > 0. Prints every
// run and the median.
//
//   node --import tsx tests/bench/call-latency.ts        (WEB_DIST=... serves another build)
import { chromium, type Page } from 'playwright-core';
import { capturePeerConnections, ringPatient, signInPatientForCalls } from '../e2e/fixtures/calls';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureChromium } from '../support/chromium.mjs';
import { startStack } from '../support/stack.mjs';

const RUNS = Number(process.env.RUNS || 5);
const THINK_MS = 1000;

type BenchWindow = { __ehpAcceptAt?: number; __ehpPeers?: RTCPeerConnection[] };

/** Milliseconds from the Accept click (in-page clock) to the first decoded remote video frame. */
async function acceptToFirstFrame(page: Page): Promise<number> {
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element | null)?.closest('[role="alertdialog"] button');
        if (button?.textContent?.trim() === 'Accept') (window as BenchWindow).__ehpAcceptAt = performance.now();
      },
      { capture: true, once: true },
    );
  });
  await page.getByRole('alertdialog').getByRole('button', { name: 'Accept', exact: true }).click();
  return page.evaluate(async () => {
    const w = window as BenchWindow;
    const deadline = performance.now() + 30_000;
    while (performance.now() < deadline) {
      for (const pc of w.__ehpPeers ?? []) {
        const stats = await pc.getStats();
        let decoded = 0;
        stats.forEach((r: { type: string; kind?: string; framesDecoded?: number }) => {
          if (r.type === 'inbound-rtp' && r.kind === 'video') decoded += r.framesDecoded ?? 0;
        });
        if (decoded > 0) return performance.now() - (w.__ehpAcceptAt ?? 0);
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    throw new Error('no video frame decoded within 30 s');
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

ensureChromium();
const stack = await startStack();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const results: number[] = [];
try {
  for (let run = 1; run <= RUNS; run += 1) {
    const context = await browser.newContext({ baseURL: stack.portal.url });
    await capturePeerConnections(context);
    const page = await context.newPage();
    await page.goto('/');
    const patient = await signInPatientForCalls(page, stack.mock.url, `Bench Patient ${run}`);
    await ringPatient(stack.mock.url, patient.user_id);
    await page.getByRole('alertdialog').waitFor();
    await page.waitForTimeout(THINK_MS);
    const ms = await acceptToFirstFrame(page);
    results.push(ms);
    console.log(`run ${run}: ${ms.toFixed(0)} ms`);
    await page.getByRole('button', { name: 'Hang up' }).click();
    await context.close();
  }
  const fmt = (n: number) => `${n.toFixed(0)} ms`;
  console.log(
    `Accept -> first decoded frame: median ${fmt(median(results))} of ${RUNS} (min ${fmt(Math.min(...results))}, max ${fmt(Math.max(...results))})`,
  );
} finally {
  await browser.close();
  await stack.stop();
}
