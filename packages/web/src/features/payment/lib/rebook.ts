import type { components } from '@ehp/api-types';
import type { Appointment } from '@/lib/appointments';

type BookAppointmentRequest = components['schemas']['BookAppointmentRequest'];

/** The booking that holds a lapsed appointment's slot again: same doctor, date, time, place and note. */
export function rebookRequest(
  a: Pick<Appointment, 'doctor' | 'date' | 'time' | 'mode' | 'location' | 'reason'>,
): BookAppointmentRequest {
  return {
    pmdc: a.doctor.pmdc,
    date: a.date,
    time: a.time,
    mode: a.mode,
    ...(a.location ? { location_id: a.location.id } : {}),
    ...(a.reason ? { reason: a.reason } : {}),
  };
}
