// Accept → first decoded frame: how long a patient waits, after pressing Accept, for the doctor's
// video (the mock's simulated doctor) to be decoded in Chromium. Starts the stack (mock + production
// build, like the browser journeys; build first), then RUNS times (default 5), each in a fresh
// browser context: sign a patient in, ring them over /__qa/calls, wait a second as a person would,
// press Accept, and poll getStats() every 5 ms until inbound video framesDecoded > 0. Prints every
// run and the median.
//
// Then the same browser to browser (issue 11): a doctor on the dashboard calls a patient in another
// browser context (fake camera and microphone), the patient presses Accept, and each side polls
// getStats() until the other's video is decoded: Accept -> first decoded remote frame on the
// patient's side and on the doctor's side, RUNS times, median printed for each.
//
//   node --import tsx tests/bench/call-latency.ts        (WEB_DIST=... serves another build)
import { chromium, type Page } from 'playwright-core';
import { capturePeerConnections, ringPatient, signInPatientForCalls } from '../e2e/fixtures/calls';
import { appointmentRow, bookPaidAppointmentInWindow, DASHBOARD, signInDoctor } from '../e2e/fixtures/doctor-calls';
import { apiThrough } from '../e2e/fixtures/sessions';
import { CHROMIUM_FLAGS, ensureHeadlessShell, HEADLESS_SHELL_PATH } from '../support/chromium.mjs';
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

/** In-page: ms from the Accept mark (performance.timeOrigin-based epoch) to the first decoded remote frame. */
async function firstFrameAfter(page: Page, acceptEpochMs: number): Promise<number> {
  return page.evaluate(async (acceptAt) => {
    const w = window as BenchWindow;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      for (const pc of w.__ehpPeers ?? []) {
        if (pc.connectionState === 'closed') continue;
        const stats = await pc.getStats();
        let decoded = 0;
        stats.forEach((r: { type: string; kind?: string; framesDecoded?: number }) => {
          if (r.type === 'inbound-rtp' && r.kind === 'video') decoded += r.framesDecoded ?? 0;
        });
        if (decoded > 0) return performance.timeOrigin + performance.now() - acceptAt;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    throw new Error('no video frame decoded within 30 s');
  }, acceptEpochMs);
}

/** One browser-to-browser call: Accept -> first decoded frame on the patient's and the doctor's side. */
async function browserToBrowser(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  portalUrl: string,
  mockUrl: string,
  run: number,
): Promise<{ patient: number; doctor: number }> {
  const patientContext = await browser.newContext({ baseURL: portalUrl });
  const doctorContext = await browser.newContext({ baseURL: portalUrl });
  try {
    await capturePeerConnections(patientContext);
    await capturePeerConnections(doctorContext);
    const patient = await patientContext.newPage();
    await patient.goto('/');
    await signInPatientForCalls(patient, mockUrl, `Bench Video ${run}`);
    const appointmentId = await bookPaidAppointmentInWindow(await apiThrough(patient.request, portalUrl), mockUrl);
    await signInDoctor(doctorContext, portalUrl);
    const doctor = await doctorContext.newPage();
    await doctor.goto(DASHBOARD);
    const row = appointmentRow(doctor, appointmentId);
    await row.getByText('Patient connected').waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: 'Call', exact: true }).click();
    const accept = patient.getByRole('alertdialog').getByRole('button', { name: 'Accept', exact: true });
    await accept.waitFor();
    await patient.waitForTimeout(THINK_MS);
    // Both pages share this machine's clock: mark Accept in epoch ms on the patient's page.
    await patient.evaluate(() => {
      document.addEventListener(
        'click',
        (event) => {
          const button = (event.target as Element | null)?.closest('[role="alertdialog"] button');
          if (button?.textContent?.trim() === 'Accept')
            (window as BenchWindow).__ehpAcceptAt = performance.timeOrigin + performance.now();
        },
        { capture: true, once: true },
      );
    });
    await accept.click();
    const acceptAt = await patient.evaluate(() => (window as BenchWindow).__ehpAcceptAt ?? 0);
    const [patientMs, doctorMs] = await Promise.all([
      firstFrameAfter(patient, acceptAt),
      firstFrameAfter(doctor, acceptAt),
    ]);
    await doctor.getByRole('button', { name: 'Hang up' }).click();
    return { patient: patientMs, doctor: doctorMs };
  } finally {
    await patientContext.close();
    await doctorContext.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

ensureHeadlessShell();
const stack = await startStack();
const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS });
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
  const summary = (values: number[]) =>
    `median ${fmt(median(values))} of ${values.length} (min ${fmt(Math.min(...values))}, max ${fmt(Math.max(...values))})`;
  console.log(`Accept -> first decoded frame (simulated doctor): ${summary(results)}`);

  const patientSide: number[] = [];
  const doctorSide: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const { patient, doctor } = await browserToBrowser(browser, stack.portal.url, stack.mock.url, run);
    patientSide.push(patient);
    doctorSide.push(doctor);
    console.log(`browser to browser run ${run}: patient ${fmt(patient)}, doctor ${fmt(doctor)}`);
  }
  console.log(`Accept -> first decoded frame, browser to browser, patient's side: ${summary(patientSide)}`);
  console.log(`Accept -> first decoded frame, browser to browser, doctor's side: ${summary(doctorSide)}`);
} finally {
  await browser.close();
  await stack.stop();
}
