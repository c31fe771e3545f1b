import { AppointmentStatus, PaymentStatus, RefundStatus } from '@ehp/api-types';
import type { Appointment } from '@/lib/appointments';
import { pageTranslator } from '@/lib/i18n/translations';
import { patientVisitsCatalogue } from '../i18n/visits.en';

const L = pageTranslator(patientVisitsCatalogue);

export type VisitGroups = { upcoming: Appointment[]; past: Appointment[]; cancelled: Appointment[] };

const start = (a: Appointment) => Date.parse(a.starts_at);
const soonestFirst = (x: Appointment, y: Appointment) => start(x) - start(y) || x.id - y.id;
const latestFirst = (x: Appointment, y: Appointment) => soonestFirst(y, x);

/**
 * Appointments by visit, whatever the clock says: held or confirmed ones are upcoming (soonest
 * first; a confirmed visit in progress too), completed ones past, and cancelled or lapsed ones
 * cancelled, even when their time is later today (both latest first).
 */
export function groupByVisit(appointments: readonly Appointment[]): VisitGroups {
  const groups: VisitGroups = { upcoming: [], past: [], cancelled: [] };
  for (const a of appointments) {
    if (a.status === AppointmentStatus.awaiting_payment || a.status === AppointmentStatus.confirmed)
      groups.upcoming.push(a);
    else if (a.status === AppointmentStatus.completed) groups.past.push(a);
    else groups.cancelled.push(a);
  }
  groups.upcoming.sort(soonestFirst);
  groups.past.sort(latestFirst);
  groups.cancelled.sort(latestFirst);
  return groups;
}

export type StatusTone = 'yellow' | 'red' | 'teal' | 'gray';
export type VisitStatus = { label: string; color: StatusTone };

/** One plain status per appointment: the visit and its payment (or refund) in a few words. */
export function visitStatus(a: Pick<Appointment, 'status' | 'payment_status' | 'refund_status'>): VisitStatus {
  switch (a.status) {
    case AppointmentStatus.awaiting_payment:
      if (a.payment_status === PaymentStatus.PENDING) return { label: L('status.confirming'), color: 'yellow' };
      if (a.payment_status === PaymentStatus.FAILURE) return { label: L('status.payFailed'), color: 'red' };
      return { label: L('status.unpaid'), color: 'yellow' };
    case AppointmentStatus.confirmed:
      return { label: L('status.confirmed'), color: 'teal' };
    case AppointmentStatus.completed:
      return { label: L('status.completed'), color: 'gray' };
    case AppointmentStatus.expired:
      return { label: L('status.lapsed'), color: 'gray' };
    case AppointmentStatus.cancelled:
      if (a.refund_status === RefundStatus.pending) return { label: L('status.refunding'), color: 'gray' };
      if (a.refund_status === RefundStatus.refunded) return { label: L('status.refunded'), color: 'gray' };
      return { label: L('status.cancelled'), color: 'gray' };
  }
}
