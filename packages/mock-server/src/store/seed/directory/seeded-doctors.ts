import {
  clinic,
  English,
  EVERY_DAY,
  female,
  male,
  MON_SAT,
  MON_WED_FRI,
  online,
  Punjabi,
  Sindhi,
  TUE_THU,
  TUE_THU_SAT,
  Urdu,
  type DirectoryEntry,
} from './entry.ts';

/** The directory side of the doctors in accounts.ts (sign-in accounts), keyed by PMDC number. */
export type SeededDoctorProfile = Omit<DirectoryEntry, 'id' | 'pmdc' | 'name' | 'city' | 'has_photo'>;

// prettier-ignore
export const SEEDED_DOCTOR_PROFILES: Record<string, SeededDoctorProfile> = {
  // Online every day from 09:00 to 23:00, so tests and QA can always book him. His Gulberg sitting
  // keeps the same 20-minute grid: a clinic booking at 10:00 also takes the 10:00 video slot.
  '12345-P': { gender: male, specialities: ['Cardiologist'], qualifications: ['MBBS', 'FCPS (Cardiology)'], experience_years: 14,
    languages: [Urdu, English], fee_online: 2000, fee_clinic: 2500, reviews: 12,
    schedule: [online(EVERY_DAY, '09:00', '23:00', 20), clinic(501, MON_SAT, '10:00', '13:00', 20)],
    about: 'Consultant cardiologist with fourteen years of practice in Lahore: chest pain, high blood pressure, heart failure, palpitations and cholesterol. Video consultations from morning to late night, every day.' },
  '54321-P': { gender: female, specialities: ['Gynecologist'], qualifications: ['MBBS', 'FCPS (Obstetrics & Gynaecology)'], experience_years: 18,
    languages: [Urdu, English, Sindhi], fee_online: 2000, fee_clinic: 2500, reviews: 8,
    schedule: [clinic(503, MON_WED_FRI, '17:00', '20:00', 20), online(TUE_THU, '20:00', '22:00', 20)],
    about: 'Gynaecologist at Hayat Medical Centre, Clifton: pregnancy care, PCOS, infertility, menopause and family planning.' },
  '23456-D': { gender: male, specialities: ['Dentist'], qualifications: ['BDS', 'FCPS (Prosthodontics)'], experience_years: 9,
    languages: [Urdu, English, Punjabi], fee_online: null, fee_clinic: 2000, reviews: 5,
    schedule: [clinic(505, MON_WED_FRI, '10:00', '14:00', 30), clinic(514, TUE_THU_SAT, '16:00', '19:00', 30)],
    about: 'Dentist for crowns and bridges, dentures, implants, root canals and routine check-ups, at Rehmat Memorial Hospital I-8 and in F-7.' },
};
