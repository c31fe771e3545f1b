import {
  addDays,
  AppointmentMode,
  commonConditions,
  pakistanDate,
  specialitiesFor,
  DoctorSort,
  type Gender,
  type Language,
} from '@ehp/api-types';
import type { StoreData } from '../../store/types.ts';
import { nextAvailable, nextFreeSlots, type DirectoryDoctor, type NextSlot } from './availability.ts';
import {
  directoryDoctors,
  locationsOf,
  offersClinic,
  offersOnline,
  pageOf,
  toSummary,
  type DoctorSummary,
  type Page,
} from './profile.ts';

/** The search filters once parsed; undefined means "any". */
export interface DirectorySearch {
  /** true: online consultation; false: in-clinic visits; undefined: either. */
  is_online?: boolean;
  city?: string;
  speciality?: string;
  condition?: string;
  q?: string;
  gender?: Gender;
  fee_min?: number;
  fee_max?: number;
  available?: 'today' | 'week';
  language?: Language;
  sort?: DoctorSort;
  page: number;
  page_size: number;
}

/** The contract's "anywhere" city (the portal's city picker offers it first). */
const ALL_CITIES = 'All';
/** 'available=week' means a free slot today or in the six days after: seven calendar days. */
const WEEK_DAYS = 7;

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;
const withoutTitle = (text: string) => text.replace(/^\s*dr\b\.?\s*/i, '');

/** The condition as the shared list spells it ('diabetes' -> 'Diabetes'), or undefined when unknown. */
const knownCondition = (condition: string) => commonConditions.find((c) => same(c, condition));

/** Every word of the query appears in the doctor's name (title aside) or specialities, any case. */
function matchesText(doctor: DirectoryDoctor, q: string): boolean {
  const words = withoutTitle(q).toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = [withoutTitle(doctor.name), ...doctor.profile.specialities].join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** The fee the patient would pay: online with is_online=true, in-clinic with false, else the lower one. */
function feeFor(doctor: DirectoryDoctor, isOnline: boolean | undefined): number | null {
  const { fee_online, fee_clinic } = doctor.profile;
  if (isOnline === true) return fee_online;
  if (isOnline === false) return fee_clinic;
  const fees = [fee_online, fee_clinic].filter((f) => f !== null);
  return fees.length ? Math.min(...fees) : null;
}

/** Filters that need no clock: mode, place, speciality, condition, text, gender, language, fee. */
function matches(data: StoreData, doctor: DirectoryDoctor, f: DirectorySearch): boolean {
  const p = doctor.profile;
  const { city, speciality } = f;
  if (f.is_online === true && !offersOnline(doctor)) return false;
  if (f.is_online === false && !offersClinic(doctor)) return false;
  // Online doctors consult patients anywhere, so the city only narrows in-clinic searches.
  if (city && !same(city, ALL_CITIES) && f.is_online !== true) {
    if (!locationsOf(data, doctor).some((l) => same(l.city, city))) return false;
  }
  if (speciality && !p.specialities.some((s) => same(s, speciality))) return false;
  if (f.condition) {
    const treats = specialitiesFor(knownCondition(f.condition));
    if (!p.specialities.some((s) => treats.includes(s))) return false;
  }
  if (f.q && !matchesText(doctor, f.q)) return false;
  if (f.gender && p.gender !== f.gender) return false;
  if (f.language && !p.languages.includes(f.language)) return false;
  if (f.fee_min !== undefined || f.fee_max !== undefined) {
    const fee = feeFor(doctor, f.is_online);
    if (fee === null || fee < (f.fee_min ?? 0) || fee > (f.fee_max ?? Infinity)) return false;
  }
  return true;
}

interface Row {
  doctor: DirectoryDoctor;
  summary: DoctorSummary;
  fee: number | null;
}

const byName = (a: Row, b: Row) =>
  a.doctor.name.localeCompare(b.doctor.name, 'en') || a.doctor.pmdc.localeCompare(b.doctor.pmdc);
/** Ascending, with nulls (no fee, no free date) last whatever the direction. */
const nullsLast = <T>(a: T | null, b: T | null, compare: (x: T, y: T) => number) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : compare(a, b);
const numbers = (x: number, y: number) => x - y;
const dates = (x: string, y: string) => x.localeCompare(y);

const ORDER: Record<DoctorSort, (a: Row, b: Row) => number> = {
  // Soonest free slot first, then the best rated: the doctor a patient can actually see.
  relevance: (a, b) =>
    nullsLast(a.summary.next_available_date, b.summary.next_available_date, dates) ||
    b.summary.rating - a.summary.rating,
  fee_low: (a, b) => nullsLast(a.fee, b.fee, numbers),
  fee_high: (a, b) => nullsLast(a.fee, b.fee, (x, y) => y - x),
  experience: (a, b) => b.doctor.profile.experience_years - a.doctor.profile.experience_years,
  rating: (a, b) => b.summary.rating - a.summary.rating || b.summary.review_count - a.summary.review_count,
  next_available: (a, b) => nullsLast(a.summary.next_available_date, b.summary.next_available_date, dates),
};

/** One page of the directory for a search, and the total that match. */
export function searchDirectory(data: StoreData, f: DirectorySearch, now: number): Page<DoctorSummary> {
  // An unknown condition maps to no speciality: an honest empty result rather than everyone.
  if (f.condition && !knownCondition(f.condition)) return pageOf([], f.page, f.page_size);
  const mode = f.is_online === undefined ? undefined : f.is_online ? 'online' : 'clinic';
  const today = pakistanDate(now);
  const lastDay = f.available === 'today' ? today : addDays(today, WEEK_DAYS - 1);

  const rows = directoryDoctors(data)
    .filter((doctor) => matches(data, doctor, f))
    .map((doctor): Row => ({
      doctor,
      summary: toSummary(data, doctor, nextAvailable(data, doctor, now, mode)),
      fee: feeFor(doctor, f.is_online),
    }))
    .filter(({ summary }) => {
      if (!f.available) return true;
      const next = summary.next_available_date;
      return next !== null && next <= lastDay;
    });

  const order = ORDER[f.sort ?? DoctorSort.relevance];
  rows.sort((a, b) => order(a, b) || byName(a, b));
  // Only the page's doctors get their first free times: they are what the cards show.
  const page = pageOf(rows, f.page, f.page_size);
  return {
    ...page,
    items: page.items.map((r) => ({ ...r.summary, next_slots: firstFreeTimes(data, r.doctor, f, now) })),
  };
}

/** How many first free times a result card offers. */
export const NEXT_SLOTS = 3;

/**
 * A result's first free times in the searched mode: online; in-clinic at the first practice location
 * in the searched city (else the first location); with no mode, either, soonest first.
 */
export function firstFreeTimes(data: StoreData, doctor: DirectoryDoctor, f: DirectorySearch, now: number): NextSlot[] {
  const places: { mode: AppointmentMode; location_id: number | null }[] = [];
  if (f.is_online !== false && offersOnline(doctor)) places.push({ mode: AppointmentMode.online, location_id: null });
  if (f.is_online !== true && offersClinic(doctor)) {
    const locations = locationsOf(data, doctor);
    const inCity = f.city && !same(f.city, ALL_CITIES) ? locations.find((l) => same(l.city, f.city!)) : undefined;
    const location = inCity ?? locations[0];
    if (location) places.push({ mode: AppointmentMode.clinic, location_id: location.id });
  }
  return places
    .flatMap((place) => nextFreeSlots(data, doctor, now, place, NEXT_SLOTS))
    .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time))
    .slice(0, NEXT_SLOTS);
}
