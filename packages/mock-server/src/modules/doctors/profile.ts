import type { components } from '@ehp/api-types';
import type { StoreData } from '../../store/types.ts';
import { nextAvailable, type DirectoryDoctor } from './availability.ts';

type S = components['schemas'];
export type DoctorSummary = S['DoctorSummary'];

/** The doctors the public directory lists (the ones with a profile). */
export const directoryDoctors = (data: StoreData): DirectoryDoctor[] =>
  data.doctors.filter((d): d is DirectoryDoctor => d.profile !== undefined);

export const offersOnline = (doctor: DirectoryDoctor) => doctor.profile.schedule.some((s) => s.mode === 'online');
export const offersClinic = (doctor: DirectoryDoctor) => doctor.profile.schedule.some((s) => s.mode === 'clinic');

/** Average of the doctor's reviews to one decimal (0 with none), and how many there are. */
export function ratingOf(data: StoreData, pmdc: string): { rating: number; review_count: number } {
  const ratings = data.reviews.filter((r) => r.pmdc === pmdc).map((r) => r.rating);
  if (ratings.length === 0) return { rating: 0, review_count: 0 };
  const average = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
  return { rating: Math.round(average * 10) / 10, review_count: ratings.length };
}

/** The doctor's practice locations in the order the profile lists them, without store-only fields. */
export function locationsOf(data: StoreData, doctor: DirectoryDoctor): S['PracticeLocation'][] {
  return doctor.profile.location_ids.flatMap((id) => {
    const found = data.practice_locations.find((l) => l.id === id);
    if (!found) return [];
    const { facility_id: _facility, ...location } = found;
    return [location];
  });
}

/** A search result. next_available_date is passed in: search asks for it per mode, the profile for any mode. */
export function toSummary(data: StoreData, doctor: DirectoryDoctor, nextDate: string | null): DoctorSummary {
  const p = doctor.profile;
  return {
    pmdc: doctor.pmdc,
    name: doctor.name,
    gender: p.gender,
    has_photo: doctor.has_photo,
    specialities: p.specialities,
    qualifications: p.qualifications,
    experience_years: p.experience_years,
    languages: p.languages,
    fee_online: p.fee_online,
    fee_clinic: p.fee_clinic,
    ...ratingOf(data, doctor.pmdc),
    offers_online: offersOnline(doctor),
    next_available_date: nextDate,
    locations: locationsOf(data, doctor),
  };
}

export function toProfile(data: StoreData, doctor: DirectoryDoctor, now: number): S['DoctorProfile'] {
  return {
    ...toSummary(data, doctor, nextAvailable(data, doctor, now)),
    about: doctor.profile.about,
    schedule: doctor.profile.schedule,
  };
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

/** One 1-based page; the total counts everything, so a page past the end is empty but honest. */
export function pageOf<T>(all: T[], page: number, pageSize: number): Page<T> {
  const start = (page - 1) * pageSize;
  return { items: all.slice(start, start + pageSize), total: all.length, page, page_size: pageSize };
}

/** A doctor's reviews, newest first. */
export function reviewsOf(data: StoreData, pmdc: string): S['DoctorReview'][] {
  return data.reviews
    .filter((r) => r.pmdc === pmdc)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .map(({ id, patient_name, rating, comment, created_at }) => ({ id, patient_name, rating, comment, created_at }));
}
