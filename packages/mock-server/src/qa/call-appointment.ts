import { notFound } from '../http/errors.ts';
import { pakistanInstant } from '@ehp/api-types';
import { appointmentsOf } from '../modules/appointments/records.ts';
import type { AppointmentRecord, StoreData } from '../store/types.ts';

/**
 * The appointment a QA call belongs to (receive_call carries its id): the one QA names, which must
 * be the patient's own online appointment, or else the patient's confirmed online appointment that
 * starts soonest from now (the last one that started, if none is ahead). Undefined when the
 * patient has none: the call then gets a made-up appointment number, as before bookings existed.
 */
export function callAppointment(
  data: StoreData,
  patientId: number,
  appointmentId: number | undefined,
  now: number,
): AppointmentRecord | undefined {
  const own = appointmentsOf(data, patientId).filter((a) => a.mode === 'online');
  if (appointmentId !== undefined) {
    const named = own.find((a) => a.id === appointmentId);
    if (!named) throw notFound(`Patient ${patientId} has no online appointment ${appointmentId}`);
    return named;
  }
  const confirmed = own
    .filter((a) => a.status === 'confirmed')
    .map((a) => ({ a, starts: pakistanInstant(a.date, a.time) }))
    .sort((x, y) => x.starts - y.starts);
  return (confirmed.find((c) => c.starts >= now) ?? confirmed.at(-1))?.a;
}
