import type { Page } from 'playwright-core';
import { createQaClient, MessageLanguage, qaData, type QaMessage } from '@ehp/api-types';
import { inject } from 'vitest';
import { signInPatientForCalls } from './fixtures/calls';
import {
  appointmentRow,
  bookPaidAppointment,
  CALLING_DOCTOR,
  DASHBOARD,
  moveIntoCallWindow,
  signInDoctor,
} from './fixtures/doctor-calls';
import { saveScreenshot } from './fixtures/screenshots';
import { apiThrough } from './fixtures/sessions';
import { DESKTOP, expect, PHONE, test } from './fixtures/test';

// Issue 33: messages that reach the patient outside an open tab, and "I'm ready for my call".
// Booked (in the patient's language) -> the outbox holds the confirmation -> the QA clock moves ->
// the reminders arrive, each once -> the 10-minute reminder's join link opens the appointment ready
// for the call -> the doctor calls -> accepted. And: the doctor's call finds nobody -> the message
// with the link -> "I'm ready" -> the doctor sees "Ready now" live and calls again. English and /ur.

const mockUrl = () => inject('mockUrl');
const baseUrl = () => inject('baseUrl');
const MINUTE = 60_000;
const allowConsole = [/status of 404 .*\/api\/(patient|doctor)\/image/];

const WORDS = {
  en: {
    ready: "I'm ready for my call",
    call: 'Call',
    callAgain: 'Call again',
    incoming: 'Online Appointment Calling...',
    accept: 'Accept',
    connected: 'Connected',
    confirmed: 'is confirmed for',
    tried: 'tried to call you at',
  },
  ur: {
    ready: 'میں کال کے لیے تیار ہوں',
    call: 'کال کریں',
    callAgain: 'دوبارہ کال کریں',
    incoming: 'آن لائن اپائنٹمنٹ کی کال آ رہی ہے...',
    accept: 'قبول کریں',
    connected: 'رابطہ ہو گیا',
    confirmed: 'کنفرم ہو گئی ہے',
    tried: 'کال کرنے کی کوشش کی',
  },
} as const;

const qa = () => createQaClient({ baseUrl: mockUrl() });

/** What the patient's phone received about this appointment, oldest first. */
async function messagesAbout(appointmentId: number): Promise<QaMessage[]> {
  const { messages } = await qaData(qa().GET('/__qa/messages'));
  return messages.filter((m) => m.appointment_id === appointmentId).reverse();
}
const kinds = async (id: number) => (await messagesAbout(id)).map((m) => m.kind);

/** Moves the mock clock to `minutesBefore` the start (forward only). */
async function moveToBefore(startsAt: string, minutesBefore: number): Promise<void> {
  const clock = await qaData(qa().GET('/__qa/clock'));
  // Rounded up: the clock ends at (or just past) the moment, never a few seconds short of it.
  const minutes = Math.ceil((Date.parse(startsAt) - minutesBefore * MINUTE - Date.parse(clock.now)) / MINUTE);
  if (minutes > 0) await qaData(qa().POST('/__qa/clock', { body: { minutes } }));
}

/** The join link of a message as a path on the portal under test (the mock writes its configured origin). */
function joinPath(message: QaMessage): string {
  const link = /https?:\/\/\S+join_token=[A-Za-z0-9._-]+/.exec(message.text)?.[0];
  if (!link) throw new Error(`no join link in: ${message.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** A screenshot of the page at 375 and at 1280 px wide. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await saveScreenshot(page, name);
  }
  await page.setViewportSize(DESKTOP);
}

for (const lang of ['en', 'ur'] as const) {
  const w = WORDS[lang];
  const prefix = lang === 'ur' ? '/ur' : '';

  test(`${lang}: when a booked patient's reminders arrive, then the join link opens the appointment ready for the call and the doctor's call is accepted`, async ({
    open,
    expectAccessible,
    qa: _reset,
  }) => {
    const patient = await open(`${prefix}/`, { allowConsole });
    const session = await signInPatientForCalls(patient, mockUrl(), lang === 'ur' ? 'Rabia Urdu' : 'Rehan Reminder');
    const api = await apiThrough(patient.request, baseUrl());
    const booked = await bookPaidAppointment(api, mockUrl(), 26 * 60, lang === 'ur' ? MessageLanguage.ur : undefined);

    // The outbox holds the confirmation, in the patient's language, by SMS.
    await expect.poll(() => kinds(booked.id)).toEqual(['booking_confirmed']);
    const [confirmation] = await messagesAbout(booked.id);
    expect(confirmation).toMatchObject({ channel: 'sms', lang, phone: expect.stringMatching(/^03\d{9}$/) });
    expect(confirmation!.text).toContain(CALLING_DOCTOR.name);
    expect(confirmation!.text).toContain(w.confirmed);
    expect(confirmation!.text).toContain('Rs. ');

    // The QA clock moves: each reminder arrives once.
    await moveToBefore(booked.starts_at, 24 * 60);
    await moveToBefore(booked.starts_at, 23 * 60);
    expect(await kinds(booked.id)).toEqual(['booking_confirmed', 'reminder_24h']);
    await moveToBefore(booked.starts_at, 60);
    expect(await kinds(booked.id)).toEqual(['booking_confirmed', 'reminder_24h', 'reminder_1h']);
    await moveToBefore(booked.starts_at, 10);
    const messages = await messagesAbout(booked.id);
    expect(messages.map((m) => m.kind)).toEqual(['booking_confirmed', 'reminder_24h', 'reminder_1h', 'reminder_10m']);
    const reminder = messages.at(-1)!;
    expect(reminder).toMatchObject({ channel: 'whatsapp', lang });

    // The join link opens the appointment's page, ready for the call.
    const path = joinPath(reminder);
    expect(path.startsWith(`${prefix}/appointment/payment/checkout/${booked.id}?join_token=`)).toBe(true);
    await patient.goto(path);
    const ready = patient.getByRole('button', { name: w.ready });
    await ready.waitFor({ timeout: 15_000 });
    // The token leaves the address bar once read.
    expect(new URL(patient.url()).search).not.toContain('join_token');
    await expectAccessible(patient);
    await shoot(patient, `messages-${lang}-patient-join-link`);
    await ready.click();
    await patient.getByTestId('ready-now').waitFor();
    await expectAccessible(patient);
    await shoot(patient, `messages-${lang}-patient-ready`);

    // The doctor sees "ready now" beside the appointment and calls; the patient accepts.
    const doctor = await open(`${prefix}/`, { allowConsole });
    await signInDoctor(doctor.context(), baseUrl());
    await doctor.goto(`${prefix}${DASHBOARD}`);
    const row = appointmentRow(doctor, booked.id);
    await row.getByTestId('ready-now').waitFor({ timeout: 15_000 });
    await expectAccessible(doctor);
    await shoot(doctor, `messages-${lang}-doctor-ready-now`);
    await row.getByRole('button', { name: w.call, exact: true }).click();
    const panel = patient.getByRole('alertdialog', { name: w.incoming });
    await panel.waitFor({ timeout: 15_000 });
    await panel.getByRole('button', { name: w.accept, exact: true }).click();
    await row.getByText(w.connected, { exact: true }).waitFor({ timeout: 20_000 });
    expect(session.user_id).toBe(String(confirmation!.patient_id));
  });

  test(`${lang}: when the doctor's call finds nobody, then the message's link leads to I'm ready and the doctor sees it and calls again`, async ({
    open,
    expectAccessible,
    qa: _reset,
  }) => {
    const first = await open(`${prefix}/`, { allowConsole });
    await signInPatientForCalls(first, mockUrl(), lang === 'ur' ? 'Sadia Missed' : 'Mina Missed');
    const api = await apiThrough(first.request, baseUrl());
    const booked = await bookPaidAppointment(api, mockUrl(), 30, lang === 'ur' ? MessageLanguage.ur : undefined);
    await moveIntoCallWindow(mockUrl(), booked.starts_at);
    const context = first.context();
    await first.close(); // no tab open: the call cannot ring anywhere

    const doctor = await open(`${prefix}/`, { allowConsole });
    await signInDoctor(doctor.context(), baseUrl());
    await doctor.goto(`${prefix}${DASHBOARD}`);
    const row = appointmentRow(doctor, booked.id);
    await row.waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: w.call, exact: true }).click();
    // Both sides see what happened and the next step: the doctor reads "Not answered at ...".
    await row.getByTestId('unanswered-note').waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: w.callAgain }).waitFor();
    await expectAccessible(doctor);
    await shoot(doctor, `messages-${lang}-doctor-not-answered`);

    // The patient's phone gets "Dr X tried to call you" with the join link.
    await expect.poll(async () => (await kinds(booked.id)).includes('missed_call'), { timeout: 10_000 }).toBe(true);
    const missed = (await messagesAbout(booked.id)).find((m) => m.kind === 'missed_call')!;
    expect(missed).toMatchObject({ channel: 'whatsapp', lang });
    expect(missed.text).toContain(w.tried);

    const patient = await open(joinPath(missed), { context, allowConsole });
    const note = patient.getByTestId('missed-call-next');
    await note.waitFor({ timeout: 15_000 });
    expect(await note.textContent()).toContain(CALLING_DOCTOR.name);
    await expectAccessible(patient);
    await shoot(patient, `messages-${lang}-patient-after-miss`);
    await patient.getByRole('button', { name: w.ready }).click();
    await patient.getByTestId('ready-now').waitFor();

    // Live on the dashboard: "ready now", and Call again rings the patient, who accepts.
    await row.getByTestId('ready-now').waitFor({ timeout: 15_000 });
    await row.getByTestId('ready-note').waitFor();
    await expectAccessible(doctor);
    await shoot(doctor, `messages-${lang}-doctor-ready-again`);
    await row.getByRole('button', { name: w.callAgain }).click();
    const panel = patient.getByRole('alertdialog', { name: w.incoming });
    await panel.waitFor({ timeout: 15_000 });
    await panel.getByRole('button', { name: w.accept, exact: true }).click();
    await row.getByText(w.connected, { exact: true }).waitFor({ timeout: 20_000 });
  });
}
