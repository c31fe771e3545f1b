import { AppointmentMode, type components } from '@ehp/api-types';
import { formatTime12h } from '@/lib/format-time';
import { isolateAuto, joinList, pageTranslator } from '@/lib/i18n/translations';
import { doctorsCatalogue } from '../i18n/en';
import { weekdayName } from './weekday-names';

const L = pageTranslator(doctorsCatalogue);

export type DoctorProfile = components['schemas']['DoctorProfile'];
export type ScheduleEntry = components['schemas']['ScheduleEntry'];
export type PracticeLocation = components['schemas']['PracticeLocation'];

/** Where a consultation happens: by video, or at one practice location. */
export type Place = { mode: AppointmentMode; locationId: number | null };

export const ONLINE: Place = { mode: AppointmentMode.online, locationId: null };

/** 'online' or 'clinic:501': a place as one form value. */
export const placeKey = (place: Place): string =>
  place.mode === AppointmentMode.online ? 'online' : `clinic:${place.locationId}`;

/** The weekly sittings held at a place. */
export function sittingsAt(schedule: readonly ScheduleEntry[], place: Place): ScheduleEntry[] {
  return schedule.filter(
    (entry) =>
      entry.mode === place.mode && (place.mode === AppointmentMode.online || entry.location_id === place.locationId),
  );
}

/** The weekdays (0-6, Sunday first) with at least one sitting at a place. */
export const weekdaysAt = (schedule: readonly ScheduleEntry[], place: Place): number[] =>
  [...new Set(sittingsAt(schedule, place).flatMap((entry) => entry.weekdays))].sort((a, b) => a - b);

/** The places a patient can book: online first when the doctor consults by video, then each location with sittings. */
export function bookablePlaces(doctor: Pick<DoctorProfile, 'offers_online' | 'locations' | 'schedule'>): Place[] {
  const places: Place[] = [];
  if (doctor.offers_online && sittingsAt(doctor.schedule, ONLINE).length > 0) places.push(ONLINE);
  for (const location of doctor.locations) {
    const place = { mode: AppointmentMode.clinic, locationId: location.id };
    if (sittingsAt(doctor.schedule, place).length > 0) places.push(place);
  }
  return places;
}

/** 'Online video consultation' or 'Shifa Heart Clinic, Gulberg'. */
export function placeName(place: Place, locations: readonly PracticeLocation[]): string {
  if (place.mode === AppointmentMode.online) return L('mode.online');
  const location = locations.find((l) => l.id === place.locationId);
  return location ? isolateAuto(`${location.clinic_name}, ${location.branch_name}`) : L('mode.clinic');
}

/** The fee at a place, in PKR (null when the doctor has not set one). */
export const placeFee = (place: Place, doctor: Pick<DoctorProfile, 'fee_online' | 'fee_clinic'>): number | null =>
  place.mode === AppointmentMode.online ? doctor.fee_online : doctor.fee_clinic;

/** [1, 3, 5] -> 'Monday, Wednesday, Friday'; all seven -> 'Every day'. */
export function formatWeekdays(days: readonly number[]): string {
  const sorted = [...new Set(days)].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b);
  if (sorted.length === 7) return L('everyDay');
  return joinList(sorted.map((d) => weekdayName(d)));
}

/** '06:00 PM – 09:00 PM' */
export const formatHours = (entry: Pick<ScheduleEntry, 'start_time' | 'end_time'>): string =>
  L('hoursRange', { from: formatTime12h(entry.start_time), to: formatTime12h(entry.end_time) });
