import { inject } from 'vitest';
import { framesDecoded } from './fixtures/calls';
import { appointmentRow, CALLING_DOCTOR, incomingPanel, openCallPair, remoteVideoWidth } from './fixtures/doctor-calls';
import { expect, test } from './fixtures/test';

// The real consultation: the doctor calls from the dashboard, the patient accepts in another browser,
// and both see each other (Chromium's fake camera and microphone), browser to browser through the
// mock's signalling relay. Mute, camera off and hang-up on both sides.

const mockUrl = () => inject('mockUrl');
const baseUrl = () => inject('baseUrl');

test('when the doctor calls a paid appointment and the patient accepts, then both decode the other video until the doctor hangs up', async ({
  open,
  expectAccessible,
  qa: _reset,
}) => {
  const { doctor, patient, appointmentId } = await openCallPair(open, mockUrl(), baseUrl());
  const row = appointmentRow(doctor, appointmentId);
  await row.waitFor({ timeout: 15_000 });
  expect(await row.textContent()).toContain('Sana Video');
  expect(await row.textContent()).toMatch(/\d{2}:\d{2} (AM|PM) \(Pakistan time\)/);
  expect(await row.textContent()).toContain('Paid');
  await row.getByText('Patient connected').waitFor();
  await expectAccessible(doctor);

  await row.getByRole('button', { name: 'Call', exact: true }).click();
  await row.getByText('Ringing…').waitFor();
  const panel = incomingPanel(patient);
  await panel.waitFor();
  expect(await panel.textContent()).toContain(CALLING_DOCTOR.name);
  await panel.getByRole('button', { name: 'Accept', exact: true }).click();

  await row.getByText('Connected', { exact: true }).waitFor();
  const doctorView = doctor.getByRole('dialog', { name: 'In a call with Sana Video' });
  const patientView = patient.getByRole('dialog', { name: `In a call with ${CALLING_DOCTOR.name}` });
  await doctorView.waitFor({ timeout: 20_000 });
  await patientView.waitFor({ timeout: 20_000 });
  await expectAccessible(doctor);

  // Frames keep arriving on both sides, and each remote video has a size.
  for (const page of [doctor, patient]) {
    await expect.poll(() => framesDecoded(page), { timeout: 20_000 }).toBeGreaterThan(0);
    const first = await framesDecoded(page);
    await expect.poll(() => framesDecoded(page), { timeout: 15_000 }).toBeGreaterThan(first + 10);
    await expect.poll(() => remoteVideoWidth(page), { timeout: 10_000 }).toBeGreaterThan(0);
  }

  // Mute and camera off on both sides.
  for (const view of [doctorView, patientView]) {
    await view.getByRole('button', { name: 'Mute' }).click();
    expect(await view.getByRole('button', { name: 'Unmute' }).getAttribute('aria-pressed')).toBe('true');
    await view.getByRole('button', { name: 'Camera off' }).click();
    expect(await view.getByRole('button', { name: 'Camera on' }).getAttribute('aria-pressed')).toBe('true');
  }
  await expectAccessible(doctor);
  await expectAccessible(patient);

  await doctorView.getByRole('button', { name: 'Hang up' }).click();
  await row.getByText('You ended the call.').waitFor();
  await patient.getByRole('status').filter({ hasText: 'The doctor ended the call.' }).waitFor({ timeout: 15_000 });
  expect(await patientView.count()).toBe(0);
  await row.getByRole('button', { name: 'Call again' }).waitFor();
}, 180_000); // two browsers encoding and decoding video: over a minute on a loaded machine

test('when the patient hangs up, then the doctor reads that the patient ended the call', async ({
  open,
  qa: _reset,
}) => {
  const { doctor, patient, appointmentId } = await openCallPair(open, mockUrl(), baseUrl(), 'Hina Hangup');
  const row = appointmentRow(doctor, appointmentId);
  await row.getByText('Patient connected').waitFor({ timeout: 15_000 });
  await row.getByRole('button', { name: 'Call', exact: true }).click();
  await incomingPanel(patient).getByRole('button', { name: 'Accept', exact: true }).click();
  const patientView = patient.getByRole('dialog', { name: `In a call with ${CALLING_DOCTOR.name}` });
  await patientView.waitFor({ timeout: 20_000 });
  await expect.poll(() => framesDecoded(doctor), { timeout: 20_000 }).toBeGreaterThan(0);

  await patientView.getByRole('button', { name: 'Hang up' }).click();
  await patient.getByRole('status').filter({ hasText: 'You ended the call.' }).waitFor();
  await row.getByText('The patient ended the call.').waitFor({ timeout: 15_000 });
  expect(await doctor.getByRole('dialog').count()).toBe(0);
});
