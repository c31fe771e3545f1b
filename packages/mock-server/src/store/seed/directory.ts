import type { DoctorProfileRecord, DoctorRecord, StoreData } from '../types.ts';
import { NORTH_DOCTORS } from './directory/doctors-north.ts';
import { PUNJAB_DOCTORS } from './directory/doctors-punjab.ts';
import { SOUTH_DOCTORS } from './directory/doctors-south.ts';
import type { DirectoryEntry } from './directory/entry.ts';
import { PRACTICE_LOCATIONS } from './directory/locations.ts';
import { buildReviews } from './directory/reviews.ts';
import { SEEDED_DOCTOR_PROFILES, type SeededDoctorProfile } from './directory/seeded-doctors.ts';

/** Directory doctors were "registered" before the seeded accounts; the date is fixed so seeds match. */
const LISTED = '2025-11-01T09:00:00.000Z';
const FIRST_REVIEW_ID = 9001;

/** The 60 directory doctors (ids 2004-2063), in id order. */
export const DIRECTORY_ENTRIES: DirectoryEntry[] = [...PUNJAB_DOCTORS, ...SOUTH_DOCTORS, ...NORTH_DOCTORS].sort(
  (a, b) => a.id - b.id,
);

function profileOf(entry: SeededDoctorProfile): DoctorProfileRecord {
  const clinicIds = entry.schedule.flatMap((s) =>
    s.mode === 'clinic' && s.location_id !== null ? [s.location_id] : [],
  );
  return {
    gender: entry.gender,
    specialities: entry.specialities,
    qualifications: entry.qualifications,
    experience_years: entry.experience_years,
    languages: entry.languages,
    about: entry.about,
    fee_online: entry.fee_online,
    fee_clinic: entry.fee_clinic,
    location_ids: [...new Set(clinicIds)],
    schedule: entry.schedule,
  };
}

/** 'Dr. Ghulam Mustafa Soomro' -> 'ghulam.mustafa.soomro@sehatlink.pk', like the seeded accounts. */
const emailOf = (name: string) =>
  `${name
    .replace(/^Dr\.\s*/, '')
    .toLowerCase()
    .split(/\s+/)
    .join('.')}@sehatlink.pk`;

function doctorOf(entry: DirectoryEntry): DoctorRecord {
  return {
    id: entry.id,
    name: entry.name,
    pmdc: entry.pmdc,
    // 0347 numbers are used by no seeded account or test, so sign-up checks never collide.
    phone: `0347${String(1_000_000 + entry.id).slice(-7)}`,
    email: emailOf(entry.name),
    speciality: entry.specialities[0],
    city: entry.city,
    // Listed by the directory, never signed in: ckeck_password_exists says password_set false.
    password_hash: null,
    has_photo: entry.has_photo,
    created_at: LISTED,
    profile: profileOf(entry),
  };
}

/** The seeded accounts get their directory profiles, and the directory doctors, locations and reviews join them. */
export function buildDirectory(
  accounts: DoctorRecord[],
): Pick<StoreData, 'doctors' | 'practice_locations' | 'reviews'> {
  const seeded = accounts.map((doctor) => {
    const profile = SEEDED_DOCTOR_PROFILES[doctor.pmdc];
    return profile
      ? { doctor: { ...doctor, profile: profileOf(profile) }, reviews: profile.reviews }
      : { doctor, reviews: 0 };
  });
  const listed = DIRECTORY_ENTRIES.map((entry) => ({ doctor: doctorOf(entry), reviews: entry.reviews }));
  const all = [...seeded, ...listed];
  const reviews = buildReviews(
    all.map(({ doctor, reviews: count }) => ({
      pmdc: doctor.pmdc,
      reviews: count,
      offersOnline: doctor.profile?.fee_online != null,
      offersClinic: doctor.profile?.fee_clinic != null,
    })),
    FIRST_REVIEW_ID,
  );
  return { doctors: all.map((d) => d.doctor), practice_locations: PRACTICE_LOCATIONS, reviews };
}
