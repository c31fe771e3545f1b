import type { Page } from 'playwright-core';
import { describe, inject } from 'vitest';
import { capturePeerConnections, framesDecoded, signInPatientForCalls, waitForPatientOnline } from './fixtures/calls';
import {
  appointmentRow,
  bookPaidAppointment,
  DASHBOARD,
  moveIntoCallWindow,
  signInDoctor,
} from './fixtures/doctor-calls';
import { saveScreenshot } from './fixtures/screenshots';
import { apiThrough } from './fixtures/sessions';
import { DESKTOP, expect, PHONE, test } from './fixtures/test';
import { urdu } from './fixtures/urdu';

// Issue 25 points 1 and 2 (and issue 24 point 13) for people to look at, at 375 and 1280 px in
// English and Urdu: the doctor's row with Call closed until its window, the incoming call (full
// screen on a phone), the missed call on the patient's appointment and on the doctor's row, and a
// connected call with the camera-off tile and the toggles. The journey is call-details.e2e.test.ts.

const mockUrl = () => inject('mockUrl');
const baseUrl = () => inject('baseUrl');
const allowConsole = [/status of 404 .*\/api\/(patient|doctor)\/image/];
const words = {
  en: { call: 'Call', again: 'Call again', accept: 'Accept', hangUp: 'Hang up', online: 'Patient connected' },
  ur: {
    call: 'کال کریں',
    again: 'دوبارہ کال کریں',
    accept: 'قبول کریں',
    hangUp: 'کال ختم کریں',
    online: 'مریض آن لائن ہے',
  },
} as const;

async function shoot(page: Page, language: 'en' | 'ur', name: string) {
  await saveScreenshot(page, `issue25-${language}-${name}`);
}

describe('call screenshots', () => {
  test.for([
    { viewport: PHONE, language: 'en' as const },
    { viewport: DESKTOP, language: 'en' as const },
    { viewport: PHONE, language: 'ur' as const },
    { viewport: DESKTOP, language: 'ur' as const },
  ])(
    'when a doctor calls at $viewport.width px in $language, then the call screens are saved',
    async ({ viewport, language }, { open, qa: _reset }) => {
      const at = (path: string) => (language === 'ur' ? urdu(path) : path);
      const w = words[language];
      const patient = await open(at('/'), { viewport, allowConsole });
      await capturePeerConnections(patient.context());
      const session = await signInPatientForCalls(patient, mockUrl(), 'Rabia Record');
      const booked = await bookPaidAppointment(await apiThrough(patient.request, baseUrl()), mockUrl(), 60);

      const doctor = await open(at('/'), { viewport, allowConsole });
      await capturePeerConnections(doctor.context());
      await signInDoctor(doctor.context(), baseUrl());
      await doctor.goto(at(DASHBOARD));
      const row = appointmentRow(doctor, booked.id);
      await row.getByTestId('call-window').waitFor({ timeout: 15_000 });
      await row.scrollIntoViewIfNeeded();
      await shoot(doctor, language, 'doctor-row-call-opens');

      await moveIntoCallWindow(mockUrl(), booked.starts_at);
      await patient.goto(at('/patient/profile'));
      await waitForPatientOnline(mockUrl(), session.user_id);
      await doctor.reload();
      await row.getByText(w.online).waitFor({ timeout: 15_000 });
      await row.getByRole('button', { name: w.call, exact: true }).click();
      const panel = patient.getByRole('alertdialog');
      await panel.waitFor();
      await shoot(patient, language, 'incoming-call');
      await panel.waitFor({ state: 'detached', timeout: 15_000 });
      const record = patient.getByTestId('call-record');
      await record.waitFor({ timeout: 10_000 });
      await record.scrollIntoViewIfNeeded();
      await shoot(patient, language, 'missed-call-record');
      await row.getByTestId('call-attempts').waitFor({ timeout: 10_000 });
      await shoot(doctor, language, 'doctor-row-attempts');

      await row.getByRole('button', { name: w.again, exact: true }).click();
      await panel.getByRole('button', { name: w.accept, exact: true }).click();
      await expect.poll(() => framesDecoded(patient), { timeout: 20_000 }).toBeGreaterThan(0);
      const patientView = patient.getByRole('dialog');
      const doctorView = doctor.getByRole('dialog');
      await doctorView.locator('[data-toggle="camera"]').click();
      await patientView.locator('[data-toggle="mic"]').click();
      await patientView.getByTestId('camera-off-tile').waitFor();
      await shoot(patient, language, 'in-call-camera-off-tile');
      await shoot(doctor, language, 'in-call-doctor-camera-off');
      await doctorView.getByRole('button', { name: w.hangUp }).click();
    },
  );
});
