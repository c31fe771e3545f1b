// Doctors as the contract describes them, for component tests (bodies for stubApi, so plain JSON).
import type { components } from '@ehp/api-types';
import { useLocation } from 'react-router-dom';
import { reply, type Json } from '@/test/api-stand-in';

type Schemas = components['schemas'];
type Doctor = Json<Schemas['DoctorSummary']>;

/** Sunday 22 November 2026, 10:00 in Pakistan (05:00 UTC). */
export const NOW = new Date('2026-11-22T05:00:00Z');

const shifa = {
  id: 501,
  clinic_name: 'Shifa Heart Clinic',
  branch_name: 'Gulberg',
  city: 'Lahore',
  address: '12-B Main Boulevard, Gulberg III',
  latitude: 31.5204,
  longitude: 74.3587,
};

export const imran: Doctor = {
  pmdc: '12345-P',
  name: 'Dr. Imran Qureshi',
  gender: 'male',
  has_photo: true,
  specialities: ['Cardiologist'],
  qualifications: ['MBBS', 'FCPS (Cardiology)'],
  experience_years: 14,
  languages: ['Urdu', 'English'],
  fee_online: 2000,
  fee_clinic: 2500,
  rating: 4.7,
  review_count: 128,
  offers_online: true,
  next_available_date: '2026-11-23',
  locations: [shifa],
};

export const ayesha: Doctor = {
  pmdc: '54321-P',
  name: 'Dr. Ayesha Rehman',
  gender: 'female',
  has_photo: false,
  specialities: ['Dermatologist'],
  qualifications: ['MBBS'],
  experience_years: 6,
  languages: ['Urdu'],
  fee_online: 1500,
  fee_clinic: null,
  rating: 0,
  review_count: 0,
  offers_online: true,
  next_available_date: '2026-11-27',
  locations: [],
};

export const imranProfile: Json<Schemas['DoctorProfile']> = {
  ...imran,
  about: 'Consultant cardiologist with fourteen years of practice in Lahore.',
  schedule: [
    {
      mode: 'online',
      location_id: null,
      weekdays: [1, 3, 5],
      start_time: '18:00:00',
      end_time: '19:00:00',
      slot_minutes: 20,
    },
    {
      mode: 'clinic',
      location_id: 501,
      weekdays: [1, 2, 3, 4, 6],
      start_time: '10:00:00',
      end_time: '14:00:00',
      slot_minutes: 20,
    },
  ],
};

export const searchReply = (doctors: Doctor[], total = doctors.length, page = 1) =>
  reply('GET /api/doctors/search', { body: { message: 'OK', data: { doctors, total, page, page_size: 10 } } });

export const profileReply = (doctor: Json<Schemas['DoctorProfile']>) =>
  reply('GET /api/doctors/profile', { body: { message: 'OK', data: { doctor } } });

export const reviewsReply = (reviews: Json<Schemas['DoctorReview']>[], page: number) =>
  reply('GET /api/doctors/reviews', { body: { message: 'OK', data: { reviews, total: 6, page, page_size: 5 } } });

export const slotsReply = (
  date: string,
  slots: Json<Schemas['Slot']>[],
  mode: Json<Schemas['AppointmentMode']> = 'online',
) =>
  reply('GET /api/doctors/slots', {
    body: { message: 'OK', data: { date, mode, location_id: mode === 'online' ? null : 501, slot_minutes: 20, slots } },
  });

export const review = (
  id: number,
  patient_name: string,
  rating: number,
  comment: string,
): Json<Schemas['DoctorReview']> => ({
  id,
  patient_name,
  rating,
  comment,
  created_at: '2026-10-02T11:00:00.000Z',
});

/** Shows where the router is, so tests can check the URL a click leads to. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}
