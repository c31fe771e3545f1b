import type { Page } from 'playwright-core';
import { createQaClient, qaData } from '@ehp/api-types';
import { inject } from 'vitest';
import { appointmentRow, CALLING_DOCTOR, DASHBOARD, incomingPanel, openCallPair } from './fixtures/doctor-calls';
import { saveScreenshot } from './fixtures/screenshots';
import { DESKTOP, expect, test } from './fixtures/test';

// Issue 33, after the call: the doctor calls, the patient accepts, the doctor hangs up and writes
// the advice and prescription -> the patient is told by message, reads it and prints it (only the
// prescription is printed) -> rates the visit (in Urdu) -> the rating is on the doctor's profile with
// its date and year. axe at every step; screenshots at 375 and 1280 px in English and Urdu.

const mockUrl = () => inject('mockUrl');
const baseUrl = () => inject('baseUrl');
const PHONE_812 = { width: 375, height: 812 };
const ADVICE = 'Walk 30 minutes a day and cut down on salt.';
const COMMENT = 'Listened patiently and explained everything.';

async function bothWidths(page: Page, name: string, expectAccessible: (p: Page) => Promise<void>) {
  for (const size of [DESKTOP, PHONE_812]) {
    await page.setViewportSize(size);
    await expectAccessible(page);
    await saveScreenshot(page, name);
  }
  await page.setViewportSize(DESKTOP);
}

test('when the doctor writes the advice after an answered call, then the patient reads and prints it and rates the visit, and the rating shows on the profile with its year', async ({
  open,
  expectAccessible,
  qa: _reset,
}) => {
  const { doctor, patient, appointmentId } = await openCallPair(open, mockUrl(), baseUrl(), 'Rafia Rating');
  const row = appointmentRow(doctor, appointmentId);
  await row.getByText('Patient connected').waitFor({ timeout: 15_000 });
  // Before the visit: no advice to write.
  expect(await row.getByTestId('write-advice').count()).toBe(0);
  await row.getByRole('button', { name: 'Call', exact: true }).click();
  await incomingPanel(patient).getByRole('button', { name: 'Accept', exact: true }).click();
  const doctorView = doctor.getByRole('dialog', { name: 'In a call with Rafia Rating' });
  await doctorView.waitFor({ timeout: 20_000 });
  await doctorView.getByRole('button', { name: 'Hang up' }).click();
  await row.getByText('You ended the call.').waitFor();

  // The doctor writes the advice and prescription.
  const write = row.getByRole('button', { name: 'Write advice and prescription' });
  await write.waitFor({ timeout: 15_000 });
  await expectAccessible(doctor);
  await write.click();
  const form = doctor.getByRole('dialog', { name: 'Advice and prescription for Rafia Rating' });
  await form.waitFor();
  await form.getByRole('button', { name: 'Save' }).click();
  expect(await form.getByRole('alert').textContent()).toBe(
    'Write your advice, or add a medicine or a test, before saving.',
  );
  await form.getByLabel('Advice', { exact: true }).fill(ADVICE);
  await form.getByRole('button', { name: 'Add a medicine' }).click();
  await form.getByLabel('Medicine', { exact: true }).fill('Amlodipine');
  await form.getByLabel('Strength').fill('5 mg');
  await form.getByLabel('How often').fill('Once a day, in the morning');
  await form.getByLabel('For how many days').fill('30');
  await form.getByLabel('Tests advised').fill('Lipid profile\nHbA1c');
  await bothWidths(doctor, 'after-visit-en-doctor-form', expectAccessible);
  await form.getByRole('button', { name: 'Save' }).click();
  await row.getByTestId('advice-saved').waitFor();
  await row.getByRole('button', { name: 'Correct advice and prescription' }).waitFor();

  // The message with its signed link to the appointment.
  const qa = createQaClient({ baseUrl: mockUrl() });
  let message = '';
  await expect
    .poll(async () => {
      const { messages } = await qaData(qa.GET('/__qa/messages'));
      message = messages.find((m) => m.kind === 'prescription_ready' && m.appointment_id === appointmentId)?.text ?? '';
      return message;
    })
    .toContain(`/appointment/payment/checkout/${appointmentId}?visit_token=`);

  // The link, opened where nobody is signed in (another phone): that visit's advice and
  // prescription only, the token gone from the address bar, and the way to sign in for the rest.
  const link = new URL(/https?:\/\/\S+visit_token=[\w.-]+/.exec(message)![0]);
  for (const [prefix, signIn] of [
    ['', 'Sign in to see your appointments'],
    ['/ur', /.+/],
  ] as const) {
    const reader = await open(`${prefix}${link.pathname}${link.search}`, { viewport: DESKTOP });
    const byLink = reader.getByTestId('prescription');
    await byLink.waitFor({ timeout: 15_000 });
    expect(await byLink.textContent()).toContain(ADVICE);
    await expect.poll(() => new URL(reader.url()).search).not.toContain('visit_token');
    await reader.getByRole('main').getByRole('link', { name: signIn }).last().waitFor();
    await bothWidths(reader, `after-visit-${prefix ? 'ur' : 'en'}-by-link`, expectAccessible);
  }

  // The patient reads it on the appointment's page and prints it.
  await patient.goto(`/appointment/payment/checkout/${appointmentId}`);
  const sheet = patient.getByTestId('prescription');
  await sheet.waitFor({ timeout: 15_000 });
  const text = (await sheet.textContent()) ?? '';
  for (const part of [
    `${CALLING_DOCTOR.name}, PMDC ${CALLING_DOCTOR.pmdc}`,
    'Patient: Rafia Rating',
    ADVICE,
    'Amlodipine',
    '30 days',
    'HbA1c',
  ])
    expect(text).toContain(part);
  expect(text).toMatch(/Date of visit: \d{1,2} [A-Z][a-z]+ \d{4}/);
  await bothWidths(patient, 'after-visit-en-prescription', expectAccessible);
  await patient.emulateMedia({ media: 'print' });
  expect(await patient.locator('header').first().isVisible()).toBe(false);
  expect(await patient.locator('footer').first().isVisible()).toBe(false);
  expect(await patient.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
  expect(await patient.getByRole('heading', { level: 1 }).isVisible()).toBe(false);
  expect(await patient.getByTestId('prescription-doctor').isVisible()).toBe(true);
  expect(await patient.getByTestId('prescription-doctor').textContent()).toContain(CALLING_DOCTOR.pmdc);
  await patient.emulateMedia({ media: 'screen' });
  await patient.getByRole('button', { name: 'Print' }).waitFor();

  // The rating prompt, in English; then the patient rates the visit in Urdu.
  await patient.getByRole('heading', { name: 'How was your visit?' }).scrollIntoViewIfNeeded();
  await bothWidths(patient, 'after-visit-en-rating', expectAccessible);
  await patient.goto(`/ur/appointment/payment/checkout/${appointmentId}`);
  await patient.getByTestId('prescription').waitFor({ timeout: 15_000 });
  expect(await patient.locator('html').getAttribute('dir')).toBe('rtl');
  expect(await patient.getByTestId('prescription').textContent()).toContain('مشورہ اور نسخہ');
  await bothWidths(patient, 'after-visit-ur-prescription', expectAccessible);
  const rating = patient.getByRole('heading', { name: 'آپ کی ملاقات کیسی رہی؟' });
  await rating.scrollIntoViewIfNeeded();
  await bothWidths(patient, 'after-visit-ur-rating', expectAccessible);
  await patient.getByRole('button', { name: 'درجہ بندی بھیجیں' }).click();
  expect(await patient.getByTestId('rating-error').textContent()).toBe('1 سے 5 ستارے منتخب کریں۔');
  const four = patient.getByTestId('rating-stars').getByRole('radio').nth(3);
  // The number is isolated left to right inside the Urdu sentence (FSI ... PDI).
  expect(await four.getAttribute('aria-label')).toBe('5 میں سے \u20664\u2069 ستارے');
  await four.locator('xpath=..').click();
  expect(await four.isChecked()).toBe(true);
  await patient.getByLabel('تبصرہ (اختیاری)').fill(COMMENT);
  await patient.getByRole('button', { name: 'درجہ بندی بھیجیں' }).click();
  await patient.getByTestId('rating-thanks').waitFor();
  expect(await patient.getByTestId('rating-thanks').textContent()).toContain('5 میں سے \u20664\u2069 ستارے');
  await expectAccessible(patient);

  // The doctor's profile lists the rating with its date and year.
  await patient.goto(`/doctors/${CALLING_DOCTOR.pmdc}`);
  const review = patient.locator('li, article').filter({ hasText: COMMENT }).first();
  await review.waitFor({ timeout: 15_000 });
  const clock = await qaData(qa.GET('/__qa/clock'));
  const year = clock.pakistan_date.slice(0, 4);
  expect(await review.locator('time').textContent()).toContain(year);
  expect(await review.textContent()).toContain('Rafia R.');
  await expectAccessible(patient);
  // The doctor's dashboard in Urdu: the form opens with what was saved.
  await doctor.goto(`/ur${DASHBOARD}`);
  const urRow = appointmentRow(doctor, appointmentId);
  await urRow.getByRole('button', { name: 'مشورہ اور نسخہ درست کریں' }).click({ timeout: 15_000 });
  const urForm = doctor.getByRole('dialog', { name: /Rafia Rating.* کے لیے مشورہ اور نسخہ$/ });
  await urForm.waitFor();
  expect(await urForm.getByLabel('مشورہ', { exact: true }).inputValue()).toBe(ADVICE);
  await bothWidths(doctor, 'after-visit-ur-doctor-form', expectAccessible);
}, 240_000);
