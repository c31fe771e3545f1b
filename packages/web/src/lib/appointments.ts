import { PaymentStatus, type components } from '@ehp/api-types';
import { formatTime12h } from './format-time';
import type { Language } from '@/lib/i18n/languages';
import { currentPageLanguage, pageTranslator } from '@/lib/i18n/translations';
import { libCatalogue } from './i18n/en';

const L = pageTranslator(libCatalogue);

// How an appointment reads wherever the portal shows one (checkout, the patient's list). The
// contract's date and time are Pakistan time, so they are formatted as given, never converted.

export type Appointment = components['schemas']['Appointment'];
export type AppointmentState = Appointment['status'];
export type RefundState = Appointment['refund_status'];

const longDateOptions: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};
// Built on first use: an Intl formatter is costly to make on a phone, and most pages never need it.
const longDates: Partial<Record<Language, Intl.DateTimeFormat>> = {};
const longDateFormat = (language: Language) =>
  (longDates[language] ??= new Intl.DateTimeFormat(language === 'ur' ? 'ur-PK' : 'en-GB', longDateOptions));

/** '2026-11-24' -> 'Tuesday, 24 November 2026' (the calendar day as given; unknown input unchanged). */
export function formatAppointmentDate(date: string): string {
  const instant = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(instant) ? date : longDateFormat(currentPageLanguage()).format(instant);
}

/** 'Tuesday, 24 November 2026 at 06:20 PM' */
export function appointmentWhen(appointment: Pick<Appointment, 'date' | 'time'>): string {
  return L('time.dateAt', { date: formatAppointmentDate(appointment.date), time: formatTime12h(appointment.time) });
}

/** 'Pakistan time', in the page's language. */
export const pakistanTime = (): string => L('time.zone');

/** 'Tuesday, 24 November 2026 at 06:20 PM, Pakistan time' */
export const appointmentWhenInPakistan = (appointment: Pick<Appointment, 'date' | 'time'>): string =>
  L('time.inPakistan', { when: appointmentWhen(appointment) });

/** 'Online video consultation' or 'In-clinic at Shifa Heart Clinic, Gulberg'. */
export function appointmentMode(appointment: Pick<Appointment, 'mode' | 'location'>): string {
  if (appointment.mode === 'online') return L('visit.online');
  const place = appointment.location;
  return place
    ? L('visit.clinicAt', { clinic_name: place.clinic_name, branch_name: place.branch_name })
    : L('visit.clinic');
}

/** The street address of an in-clinic appointment, or null for online ones. */
export function appointmentAddress(appointment: Pick<Appointment, 'mode' | 'location'>): string | null {
  const place = appointment.location;
  return appointment.mode === 'clinic' && place ? `${place.address}, ${place.city}` : null;
}

type Label = { label: string; color: string };

export const appointmentStateLabel: Record<AppointmentState, Label> = {
  awaiting_payment: {
    get label() {
      return L('status.unpaid');
    },
    color: 'yellow',
  },
  confirmed: {
    get label() {
      return L('status.confirmed');
    },
    color: 'teal',
  },
  cancelled: {
    get label() {
      return L('status.cancelled');
    },
    color: 'gray',
  },
  expired: {
    get label() {
      return L('status.holdEnded');
    },
    color: 'gray',
  },
  completed: {
    get label() {
      return L('status.completed');
    },
    color: 'blue',
  },
};

export const paymentStateLabel: Record<PaymentStatus, Label> = {
  [PaymentStatus.SUCCESS]: {
    get label() {
      return L('payment.paid');
    },
    color: 'teal',
  },
  [PaymentStatus.PENDING]: {
    get label() {
      return L('payment.pending');
    },
    color: 'yellow',
  },
  [PaymentStatus.FAILURE]: {
    get label() {
      return L('payment.failed');
    },
    color: 'red',
  },
  [PaymentStatus.NOT_STARTED]: {
    get label() {
      return L('payment.unpaid');
    },
    color: 'gray',
  },
  [PaymentStatus.STARTED]: {
    get label() {
      return L('payment.started');
    },
    color: 'blue',
  },
};

/** What happened to the money of a cancelled appointment; null when nothing was paid. */
export const refundText: Record<RefundState, string | null> = {
  none: null,
  get pending() {
    return L('refund.pending');
  },
  get refunded() {
    return L('refund.done');
  },
};
