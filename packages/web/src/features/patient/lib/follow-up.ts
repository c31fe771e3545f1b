import { pakistanDate, pakistanTime } from '@ehp/api-types';
import { doctorProfilePath } from '@/config/paths';
import { appointmentWhenInPakistan, type Appointment } from '@/lib/appointments';

// The free follow-up a completed online visit offers (openapi.yaml free_follow_up_until): until
// when, in Pakistan time, and the doctor's profile ready to book it online at no fee.

/** 'Tuesday, 1 December 2026 at 06:40 PM, Pakistan time', or null when no follow-up is offered. */
export function followUpUntilText(appointment: Pick<Appointment, 'free_follow_up_until'>): string | null {
  const until = appointment.free_follow_up_until;
  if (!until) return null;
  const instant = Date.parse(until);
  if (Number.isNaN(instant)) return null;
  return appointmentWhenInPakistan({ date: pakistanDate(instant), time: pakistanTime(instant) });
}

/** The doctor's profile with online visits chosen and the follow-up named: Book there costs nothing. */
export const followUpPath = (appointment: Pick<Appointment, 'id' | 'doctor'>): string =>
  doctorProfilePath(appointment.doctor.pmdc, { mode: 'online', follow_up: appointment.id });
