import { inject } from 'vitest';
import {
  callState,
  capturePeerConnections,
  framesDecoded,
  ringPatient,
  signInPatientForCalls,
  type PatientSession,
} from './fixtures/calls';
import { seriousA11yViolations } from './fixtures/axe';
import { waitForInteractive } from './fixtures/home';
import { expect, test, type OpenOptions } from './fixtures/test';
import type { Page } from 'playwright-core';

// The incoming-call journey: QA rings a signed-in patient, the panel rings, and on Accept the
// simulated doctor's test pattern is decoded in real Chromium (fake camera and microphone).

const DOCTOR = 'Dr. Imran Qureshi';
const mockUrl = () => inject('mockUrl');

type Open = (path: string, options?: OpenOptions) => Promise<Page>;

async function patientPage(open: Open): Promise<{ page: Page; patient: PatientSession }> {
  // A new patient has no photo: the header avatar's image 404s and falls back to the initial.
  const page = await open('/', { allowConsole: [/status of 404 .*\/api\/patient\/image/] });
  await capturePeerConnections(page.context());
  const patient = await signInPatientForCalls(page, mockUrl());
  await waitForInteractive(page);
  return { page, patient };
}

const panel = (page: Page) => page.getByRole('alertdialog', { name: 'Online Appointment Calling...' });

test('when QA rings a signed-in patient who accepts, then the doctor video is decoded and hanging up ends the call', async ({
  open,
}) => {
  const { page, patient } = await patientPage(open);
  const callId = await ringPatient(mockUrl(), patient.user_id);

  await panel(page).waitFor();
  expect(await panel(page).textContent()).toContain(DOCTOR);
  await panel(page).getByRole('button', { name: 'Accept', exact: true }).click();

  const view = page.getByRole('dialog', { name: `In a call with ${DOCTOR}` });
  await view.waitFor({ timeout: 15_000 });
  await expect.poll(() => framesDecoded(page), { timeout: 15_000 }).toBeGreaterThan(0);
  const first = await framesDecoded(page);
  // The test pattern keeps coming at 15 fps.
  await expect.poll(() => framesDecoded(page), { timeout: 10_000 }).toBeGreaterThan(first + 5);

  const remote = page.getByTestId('remote-video');
  const size = await remote.evaluate((v: HTMLVideoElement) => ({ width: v.videoWidth, height: v.videoHeight }));
  expect(size).toEqual({ width: 320, height: 240 });
  // The patient's own (fake) camera shows small.
  await expect
    .poll(() => page.getByTestId('local-video').evaluate((v: HTMLVideoElement) => v.videoWidth))
    .toBeGreaterThan(0);
  expect(await callState(mockUrl(), callId)).toBe('in_call');

  await view.getByRole('button', { name: 'Mute' }).click();
  expect(await view.getByRole('button', { name: 'Unmute' }).getAttribute('aria-pressed')).toBe('true');

  await view.getByRole('button', { name: 'Hang up' }).click();
  await page.getByRole('status').filter({ hasText: 'You ended the call.' }).waitFor();
  expect(await view.count()).toBe(0);
  await expect.poll(() => callState(mockUrl(), callId)).toBe('ended');
});

test('when nobody answers for 10 seconds, then the panel dismisses itself and the server hears missed', async ({
  open,
}) => {
  const { page, patient } = await patientPage(open);
  const callId = await ringPatient(mockUrl(), patient.user_id);
  await panel(page).waitFor();
  const shownAt = Date.now();

  await panel(page).waitFor({ state: 'detached', timeout: 15_000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(9_000);
  expect(shownFor).toBeLessThan(12_000);
  await expect.poll(() => callState(mockUrl(), callId)).toBe('missed');
  await page
    .getByRole('status')
    .filter({ hasText: `You missed a call from ${DOCTOR}.` })
    .waitFor();
});

test('when the patient declines, then the panel closes at once and the server hears declined; a second call while ringing is busy', async ({
  open,
}) => {
  const { page, patient } = await patientPage(open);
  const first = await ringPatient(mockUrl(), patient.user_id);
  await panel(page).waitFor();
  expect(await seriousA11yViolations(page, '[role="alertdialog"]'), 'axe on the ringing panel').toEqual([]);
  const second = await ringPatient(mockUrl(), patient.user_id, { doctor_name: 'Dr. Sana Malik' });
  await expect.poll(() => callState(mockUrl(), second)).toBe('busy');
  expect(await panel(page).textContent()).toContain(DOCTOR);

  await panel(page).getByRole('button', { name: 'Decline', exact: true }).click();
  expect(await panel(page).count()).toBe(0);
  await expect.poll(() => callState(mockUrl(), first)).toBe('declined');
});

test('when the doctor never answers the signal, then the call view gives up with a message', async ({ open }) => {
  const { page, patient } = await patientPage(open);
  const callId = await ringPatient(mockUrl(), patient.user_id, { doctor_behaviour: 'no_answer' });
  await panel(page).getByRole('button', { name: 'Accept', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'The doctor could not be reached. Please try again later.' })
    .waitFor({ timeout: 20_000 });
  await expect.poll(() => callState(mockUrl(), callId)).toBe('ended');
});

test('when camera and microphone are refused, then the patient still sees the doctor, receive-only, until the doctor hangs up', async ({
  open,
}) => {
  const { page, patient } = await patientPage(open);
  await page.context().addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.reload();
  await waitForInteractive(page);
  const callId = await ringPatient(mockUrl(), patient.user_id, {
    doctor_behaviour: 'hangup_after',
    hangup_after_seconds: 4,
  });
  await panel(page).getByRole('button', { name: 'Accept', exact: true }).click();

  await page.getByText('Your camera or microphone is blocked').waitFor();
  await expect.poll(() => framesDecoded(page), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await page.getByTestId('local-video').count()).toBe(0);

  await page.getByRole('status').filter({ hasText: 'The doctor ended the call.' }).waitFor({ timeout: 15_000 });
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(await callState(mockUrl(), callId)).toBe('ended');
});
