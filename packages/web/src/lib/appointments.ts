import { formatTime12h, PaymentStatus, type components } from '@ehp/api-types';

// How an appointment reads wherever the portal shows one (checkout, the patient's list). The
// contract's date and time are Pakistan time, so they are formatted as given, never converted.

export type Appointment = components['schemas']['Appointment'];
export type AppointmentState = Appointment['status'];
export type RefundState = Appointment['refund_status'];

// Built on first use: an Intl formatter is costly to make on a phone, and most pages never need it.
let longDate: Intl.DateTimeFormat | undefined;
const longDateFormat = () =>
  (longDate ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }));

/** '2026-11-24' -> 'Tuesday, 24 November 2026' (the calendar day as given; unknown input unchanged). */
export function formatAppointmentDate(date: string): string {
  const instant = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(instant) ? date : longDateFormat().format(instant);
}

/** 'Tuesday, 24 November 2026 at 06:20 PM' */
export function appointmentWhen(appointment: Pick<Appointment, 'date' | 'time'>): string {
  return `${formatAppointmentDate(appointment.date)} at ${formatTime12h(appointment.time)}`;
}

export const PAKISTAN_TIME = 'Pakistan time';

/** 'Online video consultation' or 'In-clinic at Shifa Heart Clinic, Gulberg'. */
export function appointmentMode(appointment: Pick<Appointment, 'mode' | 'location'>): string {
  if (appointment.mode === 'online') return 'Online video consultation';
  const place = appointment.location;
  return place ? `In-clinic at ${place.clinic_name}, ${place.branch_name}` : 'In-clinic visit';
}

/** The street address of an in-clinic appointment, or null for online ones. */
export function appointmentAddress(appointment: Pick<Appointment, 'mode' | 'location'>): string | null {
  const place = appointment.location;
  return appointment.mode === 'clinic' && place ? `${place.address}, ${place.city}` : null;
}

type Label = { label: string; color: string };

export const appointmentStateLabel: Record<AppointmentState, Label> = {
  awaiting_payment: { label: 'Awaiting payment', color: 'yellow' },
  confirmed: { label: 'Confirmed', color: 'teal' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  expired: { label: 'Hold ended', color: 'gray' },
  completed: { label: 'Completed', color: 'blue' },
};

export const paymentStateLabel: Record<PaymentStatus, Label> = {
  [PaymentStatus.SUCCESS]: { label: 'Paid', color: 'teal' },
  [PaymentStatus.PENDING]: { label: 'Payment pending', color: 'yellow' },
  [PaymentStatus.FAILURE]: { label: 'Payment failed', color: 'red' },
  [PaymentStatus.NOT_STARTED]: { label: 'Not paid', color: 'gray' },
  [PaymentStatus.STARTED]: { label: 'Payment started', color: 'blue' },
};

/** What happened to the money of a cancelled appointment; null when nothing was paid. */
export const refundText: Record<RefundState, string | null> = {
  none: null,
  pending: 'Refund in progress: it reaches your account or wallet in 7 to 10 working days',
  refunded: 'Refunded in full',
};
