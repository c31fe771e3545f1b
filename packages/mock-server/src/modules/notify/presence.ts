import { AppointmentMode, AppointmentStatus } from '@ehp/api-types';
import type { StoreData } from '../../store/types.ts';

// Which doctors follow which patients' presence: the two people of an online appointment that is
// still ahead (held or confirmed). Read from the store on each change, so bookings need no hook.

const followed = (status: AppointmentStatus) =>
  status === AppointmentStatus.confirmed || status === AppointmentStatus.awaiting_payment;

/** PMDC numbers of the doctors with an upcoming online appointment of this patient. */
export function doctorsOfPatient(data: StoreData, patientId: string): string[] {
  const pmdcs = data.appointments
    .filter((a) => String(a.patient_id) === patientId && a.mode === AppointmentMode.online && followed(a.status))
    .map((a) => a.pmdc);
  return [...new Set(pmdcs)];
}

/** Patient ids of the doctor's upcoming online appointments. */
export function patientsOfDoctor(data: StoreData, pmdc: string): string[] {
  const ids = data.appointments
    .filter((a) => a.pmdc === pmdc && a.mode === AppointmentMode.online && followed(a.status))
    .map((a) => String(a.patient_id));
  return [...new Set(ids)];
}
