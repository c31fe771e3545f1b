import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { capturePeerConnections, framesDecoded, signInPatientForCalls, waitForPatientOnline } from './fixtures/calls';
import {
  appointmentRow,
  bookPaidAppointment,
  CALLING_DOCTOR,
  DASHBOARD,
  incomingPanel,
  moveIntoCallWindow,
  signInDoctor,
} from './fixtures/doctor-calls';
import { apiThrough } from './fixtures/sessions';
import { expect, PHONE, test } from './fixtures/test';

// Issue 25 points 1 and 2, issue 24 point 13: a call the patient cannot miss (full screen on a
// phone), a missed and a declined call remembered on the patient's appointment and the doctor's row,
// Call closed outside the call window with its opening time (the mock's clock), and a connected call
// that explains itself: toggles with their state on both sides, the camera-off tile, the timer.

const mockUrl = () => inject('mockUrl');
const baseUrl = () => inject('baseUrl');
const PATIENT = 'Rabia Record';
const allowConsole = [/status of 404 .*\/api\/(patient|doctor)\/image/];

/** 12-hour Pakistan time of an instant, as the portal writes it. */
const pakistanClock = (ms: number) => {
  const d = new Date(ms + 5 * 3_600_000);
  const h = d.getUTCHours();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(h % 12 === 0 ? 12 : h % 12)}:${two(d.getUTCMinutes())} ${h >= 12 ? 'PM' : 'AM'}`;
};

const record = (patient: Page) => patient.getByTestId('call-record');

test('when the doctor calls outside and inside the window, then Call opens on time; a missed and a declined call stay on both sides; a connected call shows mute, camera-off tiles and the timer', async ({
  open,
  expectAccessible,
  qa: _reset,
}) => {
  // The patient on a phone, on the page that lists the appointment; booked and paid, the clock still early.
  const patient = await open('/', { viewport: PHONE, allowConsole });
  await capturePeerConnections(patient.context());
  const session = await signInPatientForCalls(patient, mockUrl(), PATIENT);
  const booked = await bookPaidAppointment(await apiThrough(patient.request, baseUrl()), mockUrl(), 60);
  const opensAt = pakistanClock(Date.parse(booked.starts_at) - 15 * 60_000);

  const doctor = await open('/', { allowConsole });
  await capturePeerConnections(doctor.context());
  await signInDoctor(doctor.context(), baseUrl());
  await doctor.goto(DASHBOARD);
  const row = appointmentRow(doctor, booked.id);
  await row.waitFor({ timeout: 15_000 });
  const call = row.getByRole('button', { name: 'Call', exact: true });
  expect(await call.isDisabled()).toBe(true);
  expect(await row.getByTestId('call-window').textContent()).toBe(`Call opens at ${opensAt}`);
  await expectAccessible(doctor);

  // Into the window by the mock's clock: Call opens.
  await moveIntoCallWindow(mockUrl(), booked.starts_at);
  await patient.goto('/patient/profile');
  await patient
    .getByText(/Your doctor will call you/)
    .first()
    .waitFor({ timeout: 15_000 });
  await waitForPatientOnline(mockUrl(), session.user_id);
  await doctor.reload();
  await row.getByText('Patient connected').waitFor({ timeout: 15_000 });
  expect(await call.isDisabled()).toBe(false);
  expect(await row.getByTestId('call-window').count()).toBe(0);

  // 1. Missed: the phone shows the whole-screen call, then gives up after the SPEC's 10 s.
  await call.click();
  const panel = incomingPanel(patient);
  await panel.waitFor();
  const box = await panel.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
  expect(await panel.textContent()).toContain(`${CALLING_DOCTOR.name}Video call for your online appointment`);
  for (const name of ['Accept', 'Decline']) {
    const button = await panel.getByRole('button', { name, exact: true }).boundingBox();
    expect(button?.height).toBeGreaterThanOrEqual(44);
  }
  await expectAccessible(patient);
  await panel.waitFor({ state: 'detached', timeout: 15_000 });
  await expect
    .poll(() => record(patient).textContent(), { timeout: 10_000 })
    .toMatch(
      new RegExp(
        `^Missed call from ${CALLING_DOCTOR.name} at \\d{2}:\\d{2} (AM|PM)The doctor may call again; keep this page open\\.$`,
      ),
    );
  await patient.getByRole('status').filter({ hasText: 'The doctor may call again' }).waitFor();
  await expectAccessible(patient);
  const attempts = row.getByTestId('call-attempts');
  await expect.poll(() => attempts.textContent(), { timeout: 10_000 }).toMatch(/^Called \d{2}:\d{2} (AM|PM) — missed$/);

  // 2. Declined: the record follows the latest call on both sides.
  await row.getByRole('button', { name: 'Call again' }).click();
  await panel.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect
    .poll(() => record(patient).textContent(), { timeout: 10_000 })
    .toMatch(new RegExp(`^You declined a call from ${CALLING_DOCTOR.name} at `));
  await expect
    .poll(() => attempts.locator('li').allTextContents(), { timeout: 10_000 })
    .toEqual([expect.stringMatching(/— missed$/), expect.stringMatching(/— declined$/)]);
  await expectAccessible(doctor);

  // 3. Connected: each side's toggles, and the other side's tile.
  await row.getByRole('button', { name: 'Call again' }).click();
  await panel.getByRole('button', { name: 'Accept', exact: true }).click();
  const doctorView = doctor.getByRole('dialog', { name: `In a call with ${PATIENT}` });
  const patientView = patient.getByRole('dialog', { name: `In a call with ${CALLING_DOCTOR.name}` });
  await doctorView.waitFor({ timeout: 20_000 });
  await patientView.waitFor({ timeout: 20_000 });
  await expect.poll(() => framesDecoded(patient), { timeout: 20_000 }).toBeGreaterThan(0);
  const timer = patientView.getByTestId('call-timer');
  const first = await timer.textContent();
  expect(first).toMatch(/^\d{2}:\d{2}$/);
  await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(first);

  await patientView.getByRole('button', { name: 'Mute', exact: true }).click();
  const unmute = patientView.getByRole('button', { name: 'Unmute', exact: true });
  expect(await unmute.getAttribute('aria-pressed')).toBe('true');
  expect((await unmute.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await doctorView.getByRole('button', { name: 'Camera off', exact: true }).click();
  expect(await doctorView.getByRole('button', { name: 'Camera on', exact: true }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  const doctorTile = patientView.getByTestId('camera-off-tile');
  await doctorTile.waitFor();
  expect(await doctorTile.textContent()).toContain(CALLING_DOCTOR.name);
  await patientView.getByRole('button', { name: 'Camera off', exact: true }).click();
  const patientTile = doctorView.getByTestId('camera-off-tile');
  await patientTile.waitFor();
  expect(await patientTile.textContent()).toBe(`R${PATIENT}The patient's camera is off. · Muted`);
  await expectAccessible(patient);
  await expectAccessible(doctor);

  // The doctor's camera back on: the patient's tile goes.
  await doctorView.getByRole('button', { name: 'Camera on', exact: true }).click();
  await doctorTile.waitFor({ state: 'detached' });
  await doctorView.getByRole('button', { name: 'Hang up' }).click();
  await patient.getByRole('status').filter({ hasText: 'The doctor ended the call.' }).waitFor({ timeout: 15_000 });
  await expect.poll(() => attempts.locator('li').count(), { timeout: 10_000 }).toBe(3);
  expect(session.name).toBe(PATIENT);
});
