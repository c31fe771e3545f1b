import { AppointmentMode, Gender, Language, type components } from '@ehp/api-types';

type ScheduleEntry = components['schemas']['ScheduleEntry'];

/** One doctor of the seeded directory, written as a person reads it; directory.ts derives the rest. */
export interface DirectoryEntry {
  id: number;
  pmdc: string;
  name: string;
  gender: Gender;
  /** Where the doctor lives and works; online-only doctors have no location to take it from. */
  city: string;
  /** The first is the one DoctorRecord.speciality names. */
  specialities: string[];
  qualifications: string[];
  experience_years: number;
  languages: Language[];
  fee_online: number | null;
  fee_clinic: number | null;
  /** Clinic sittings name their practice location; the doctor's location_ids follow from them. */
  schedule: ScheduleEntry[];
  /** false: the portal shows the initial instead of a photo. */
  has_photo: boolean;
  /** How many seeded reviews the doctor gets (0 for a few, so "no reviews yet" shows too). */
  reviews: number;
  about: string;
}

// Short names for the data files, which read like a table.
export const { male, female } = Gender;
export const { Urdu, English, Punjabi, Sindhi, Pashto, Balochi, Saraiki } = Language;

// Weekday sets, 0-6 Sunday first (SPEC section 3). Most Pakistani clinics close on Sunday.
export const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
export const MON_SAT = [1, 2, 3, 4, 5, 6];
export const MON_FRI = [1, 2, 3, 4, 5];
export const MON_THU = [1, 2, 3, 4];
export const MON_WED_FRI = [1, 3, 5];
export const TUE_THU_SAT = [2, 4, 6];
export const TUE_THU = [2, 4];
export const MON_WED = [1, 3];
export const SUN = [0];
export const SAT = [6];

const time = (hhmm: string) => `${hhmm}:00`;

/** A weekly video-consultation sitting, HH:MM in Pakistan time. */
export const online = (weekdays: number[], start: string, end: string, slot_minutes: number): ScheduleEntry => ({
  mode: AppointmentMode.online,
  location_id: null,
  weekdays,
  start_time: time(start),
  end_time: time(end),
  slot_minutes,
});

/** A weekly in-clinic sitting at a practice location, HH:MM in Pakistan time. */
export const clinic = (
  location_id: number,
  weekdays: number[],
  start: string,
  end: string,
  slot_minutes: number,
): ScheduleEntry => ({
  mode: AppointmentMode.clinic,
  location_id,
  weekdays,
  start_time: time(start),
  end_time: time(end),
  slot_minutes,
});
