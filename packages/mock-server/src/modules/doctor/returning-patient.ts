import { AppointmentStatus } from '@ehp/api-types';
import type { AppointmentRecord } from '../../store/types.ts';
import { startsAt } from '../appointments/lifecycle.ts';

// "New or returning" for the doctor's triage: a patient returns when an earlier appointment with the
// same doctor was paid (confirmed) or took place (completed). Cancelled, lapsed and unpaid ones do
// not count: the patient never saw the doctor.
const SEEN: readonly AppointmentStatus[] = [AppointmentStatus.confirmed, AppointmentStatus.completed];

/**
 * For one doctor's appointments: patient id -> the start of their earliest seen appointment. Built
 * once per list, so the list stays one pass over the store however long it is.
 */
export function firstSeenByPatient(appointments: readonly AppointmentRecord[], pmdc: string): Map<number, number> {
  const first = new Map<number, number>();
  for (const a of appointments) {
    if (a.pmdc !== pmdc || !SEEN.includes(a.status)) continue;
    const start = startsAt(a);
    const known = first.get(a.patient_id);
    if (known === undefined || start < known) first.set(a.patient_id, start);
  }
  return first;
}

/** Whether the appointment's patient had a seen appointment with this doctor before this one starts. */
export const isReturning = (firstSeen: Map<number, number>, a: AppointmentRecord): boolean => {
  const seen = firstSeen.get(a.patient_id);
  return seen !== undefined && seen < startsAt(a);
};
