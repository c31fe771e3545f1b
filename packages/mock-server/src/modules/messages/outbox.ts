import {
  addDays,
  AppointmentMode,
  DAY_MS,
  pakistanDate,
  pakistanTime,
  PaymentStatus,
  VISIT_LINK_DAYS,
} from '@ehp/api-types';
import type { MockServerConfig } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { lookup } from '../../store/indexes.ts';
import { APPOINTMENTS_BY_DATE, MESSAGE_BY_ID, MESSAGES_BY_PHONE, MESSAGES_QUEUED } from '../../store/record-indexes.ts';
import type { Store } from '../../store/store.ts';
import type { AppointmentMessageKind, AppointmentRecord, MessageRecord, StoreData } from '../../store/types.ts';
import type { Timeline } from '../appointments/lifecycle.ts';
import { currentTimeline, slotMinutesOf, storedTimeline } from '../appointments/records.ts';
import { callWindowOf } from '../calls/doctor-rules.ts';
import { dueNotices, type DueNotice } from './due.ts';
import { joinLink, joinToken } from './join-link.ts';
import { visitLink, visitToken } from './visit-link.ts';
import type { MessageSender } from './sender.ts';
import { labBookingText, type LabMessageFacts } from './lab-words.ts';
import { channelOf, messageText, type MessageFacts, type MessageLang } from './words.ts';

// The outbox: finds the messages appointments are due (due.ts) and queues them, durably, in one
// store write with the notice keys that make each go out once; then hands the queued ones to the
// sender. It runs when QA moves the clock, when something changes an appointment, before QA reads
// the outbox, and every PASS_MS on its own (nothing else runs on a timer: state follows the clock).

/** How often the outbox looks on its own (real time). */
export const PASS_MS = 15_000;
/** Tries per message before it is marked failed. */
export const MAX_ATTEMPTS = 5;
/** The newest messages QA lists at most. */
export const LIST_LIMIT = 200;

export interface OutboxDeps {
  store: Store;
  now: () => number;
  logger: Logger;
  config: Pick<MockServerConfig, 'callWindow' | 'portalUrl'>;
  sender: MessageSender;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Appointments on the days a message can still be due: yesterday (refunds, late calls) to 31 days on. */
function candidates(data: StoreData, now: number): AppointmentRecord[] {
  const first = pakistanDate(now - DAY_MS);
  const out: AppointmentRecord[] = [];
  for (let day = 0; day <= 32; day++) {
    const date = addDays(first, day);
    out.push(...lookup(data, APPOINTMENTS_BY_DATE, date).filter((a) => a.date === date));
  }
  return out;
}

export class Outbox {
  private chain: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: OutboxDeps) {}

  /** Queues what is due and sends what is queued; passes run one after another. */
  deliver(): Promise<void> {
    const run = this.chain.then(() => this.pass());
    this.chain = run.catch((error: unknown) =>
      this.deps.logger.error('outbox pass failed', { error: error instanceof Error ? error.message : String(error) }),
    );
    return this.chain;
  }

  /** Resolves once the passes under way are over. */
  idle(): Promise<void> {
    return this.chain;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.deliver(), PASS_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** What a number received (sent or still queued), newest first; every number without one. */
  list(phone?: string): MessageRecord[] {
    const { data } = this.deps.store;
    const all =
      phone === undefined ? data.messages : lookup(data, MESSAGES_BY_PHONE, phone).filter((m) => m.phone === phone);
    return all.slice(-LIST_LIMIT).reverse();
  }

  /**
   * Queues a message an action made due (the doctor's advice: prescription_ready), inside the
   * caller's store write, so the message and what caused it are saved together; once per
   * appointment (its notice key). Send it with deliver() after the write.
   */
  queueNow(data: StoreData, a: AppointmentRecord, kind: AppointmentMessageKind, now: number): void {
    const notices = { ...(a.notices ?? {}) };
    if (notices[kind]) return;
    notices[kind] = iso(now);
    a.notices = notices;
    this.queue(data, a, storedTimeline(data, a), { key: kind, kind }, now, now);
  }

  private async pass(): Promise<void> {
    await this.queueDue();
    await this.sendQueued();
  }

  private duesOf(data: StoreData, now: number) {
    const { callWindow } = this.deps.config;
    return candidates(data, now).flatMap((a) => {
      const t = currentTimeline(data, a, now);
      const slot = slotMinutesOf(data, a);
      const until = callWindowOf(a, slot, callWindow).until;
      const due = dueNotices(t, until, now);
      return due.length ? [{ a, t, until, due }] : [];
    });
  }

  private async queueDue(): Promise<void> {
    const { store, now: clock } = this.deps;
    const now = clock();
    // Looked at first without writing: most passes find nothing due.
    if (!this.duesOf(store.data, now).length) return;
    await store.write((data) => {
      for (const { a, t, until, due } of this.duesOf(data, now)) {
        const notices = { ...(a.notices ?? {}) };
        for (const notice of due) {
          notices[notice.key] = iso(now);
          if (notice.kind) this.queue(data, a, t, notice, until, now);
        }
        a.notices = notices;
      }
    });
  }

  private queue(data: StoreData, a: AppointmentRecord, t: Timeline, notice: DueNotice, until: number, now: number) {
    const kind = notice.kind as AppointmentMessageKind;
    const patient = data.patients.find((p) => p.id === a.patient_id);
    if (!patient) return;
    const doctor = data.doctors.find((d) => d.pmdc === a.pmdc);
    const place = a.location_id === null ? undefined : data.practice_locations.find((l) => l.id === a.location_id);
    const lang = a.lang ?? 'en';
    // The portal's pages in the patient's language: Urdu ones live under /ur.
    const portal = `${this.deps.config.portalUrl.replace(/\/+$/, '')}${lang === 'ur' ? '/ur' : ''}`;
    const withLink = kind === 'reminder_10m' || kind === 'missed_call';
    const facts: MessageFacts = {
      doctor: doctor?.name ?? a.pmdc,
      date: a.date,
      time: a.time,
      online: a.mode === AppointmentMode.online,
      place: place ? [place.clinic_name, place.address, place.city].filter(Boolean).join(', ') : null,
      fee: a.fee,
      paid: t.payments.some((p) => p.status === PaymentStatus.SUCCESS),
      freeFollowUp: a.follow_up_of != null,
      payAtClinic: a.pay_at_clinic === true,
      appointmentsUrl: `${portal}/patient/profile`,
      joinLink: withLink
        ? joinLink(
            portal,
            a.id,
            joinToken(this.deps.store.secret, { appointmentId: a.id, patientId: a.patient_id, expiresAt: until }),
          )
        : undefined,
      calledAt: notice.calledAt === undefined ? undefined : pakistanTime(notice.calledAt),
      visitLink:
        kind === 'prescription_ready'
          ? visitLink(
              portal,
              a.id,
              visitToken(this.deps.store.secret, {
                appointmentId: a.id,
                patientId: a.patient_id,
                expiresAt: now + VISIT_LINK_DAYS * DAY_MS,
              }),
            )
          : undefined,
      previous: kind === 'rescheduled' && a.rescheduled_from ? a.rescheduled_from : undefined,
    };
    const message: MessageRecord = {
      id: this.deps.store.nextId('message'),
      phone: patient.phone,
      patient_id: patient.id,
      appointment_id: a.id,
      channel: channelOf(kind),
      lang,
      kind,
      text: messageText(kind, lang, facts),
      created_at: iso(now),
      status: 'queued',
      sent_at: null,
      attempts: 0,
      provider_id: null,
    };
    data.messages.push(message);
  }

  /**
   * Queues the lab booking's confirmation. Call inside the store.write that saves the booking: the
   * booking and its message are kept together, or neither. deliver() then sends it.
   */
  queueLabBooking(
    data: StoreData,
    booking: {
      booking_id: string;
      phone: string;
      patient_id: number | null;
      lang: MessageLang;
      facts: Omit<LabMessageFacts, 'appointmentsUrl' | 'reference'>;
    },
    now: number,
  ): void {
    const portal = `${this.deps.config.portalUrl.replace(/\/+$/, '')}${booking.lang === 'ur' ? '/ur' : ''}`;
    data.messages.push({
      id: this.deps.store.nextId('message'),
      phone: booking.phone,
      patient_id: booking.patient_id,
      appointment_id: null,
      lab_booking_id: booking.booking_id,
      channel: channelOf('lab_booking_confirmed'),
      lang: booking.lang,
      kind: 'lab_booking_confirmed',
      text: labBookingText(booking.lang, {
        ...booking.facts,
        reference: booking.booking_id,
        appointmentsUrl: `${portal}/patient/profile`,
      }),
      created_at: iso(now),
      status: 'queued',
      sent_at: null,
      attempts: 0,
      provider_id: null,
    });
  }

  private async sendQueued(): Promise<void> {
    const { store, sender, logger, now } = this.deps;
    const queued = lookup(store.data, MESSAGES_QUEUED, 'queued').filter((m) => m.status === 'queued');
    for (const { id, phone, channel, lang, kind, text } of queued) {
      let providerId: string | null = null;
      let failure: string | null = null;
      try {
        providerId = (await sender.send({ id, phone, channel, lang, kind, text })).provider_id;
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      const at = now();
      const updated = await store.write((data) => {
        const m = lookup(data, MESSAGE_BY_ID, String(id)).find((x) => x.id === id);
        if (!m) return null;
        m.attempts += 1;
        if (providerId !== null) {
          m.status = 'sent';
          m.sent_at = iso(at);
          m.provider_id = providerId;
        } else if (m.attempts >= MAX_ATTEMPTS) m.status = 'failed';
        return { status: m.status, attempts: m.attempts };
      });
      // Never the text or the number: the text can hold a join link.
      if (failure)
        logger.error('message not sent', { id, kind, channel, sender: sender.name, ...updated, error: failure });
      else logger.debug('message sent', { id, kind, channel, sender: sender.name });
    }
  }
}
