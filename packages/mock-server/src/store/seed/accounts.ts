import { FacilityType } from '@ehp/api-types';
import type { BranchRecord, DoctorRecord, FacilityRecord, OwnerRecord, PatientRecord, StaffRecord } from '../types.ts';

/**
 * Seeded people. Ids, e-mails and numbers match the examples in openapi.yaml where there is one
 * (patient 1001, doctor 12345-P, owner@shifaclinic.pk with branches 11 and 12, reception.gulberg).
 * Hashes were made with `pnpm --filter @ehp/mock-server hash-password`; seed.test.ts checks them.
 */
const CREATED = '2026-01-15T09:00:00.000Z';

// prettier-ignore
export const SEED_PATIENTS: PatientRecord[] = [
  { id: 1001, name: 'Ali Hassan', phone: '03001234567', city: 'Lahore', has_photo: true, created_at: CREATED },
  { id: 1002, name: 'Fatima Noor', phone: '03124567890', city: 'Karachi', has_photo: true, created_at: CREATED },
  // No photo: the portal's avatar falls back to the initial "A".
  { id: 1003, name: 'Ayesha Siddiqui', phone: '03335550123', city: 'Islamabad', has_photo: false, created_at: CREATED },
  { id: 1004, name: 'Usman Tariq', phone: '03017654321', city: 'Peshawar', has_photo: true, created_at: CREATED },
];

export const SEED_DOCTORS: DoctorRecord[] = [
  {
    id: 2001,
    name: 'Dr. Imran Qureshi',
    pmdc: '12345-P',
    phone: '03004445566',
    email: 'imran.qureshi@sehatlink.pk',
    speciality: 'Cardiologist',
    city: 'Lahore',
    has_photo: true,
    created_at: CREATED,
    password_hash: 'scrypt$16384$8$1$ZhEXiIwGXOmgMa_NovM_Yg$1RJjguUb2s17cpbpPnYsCGNjJVJ483_Gyr2UUd-VMX0',
  },
  {
    id: 2002,
    name: 'Dr. Ayesha Rehman',
    pmdc: '54321-P',
    phone: '03214445566',
    email: 'ayesha.rehman@sehatlink.pk',
    speciality: 'Gynecologist',
    city: 'Karachi',
    has_photo: false,
    created_at: CREATED,
    password_hash: 'scrypt$16384$8$1$4wN0cZuJzSrT-vj3rR7BBQ$cvbEGGxkfPr7YxmTDM3PPbrsSGr1kJCf2TOZTe3ANVo',
  },
  // Added by a clinic and never set a password: ckeck_password_exists answers password_set false.
  {
    id: 2003,
    name: 'Dr. Bilal Chaudhry',
    pmdc: '23456-D',
    phone: '03334445566',
    email: 'bilal.chaudhry@sehatlink.pk',
    speciality: 'Dentist',
    city: 'Islamabad',
    has_photo: true,
    created_at: CREATED,
    password_hash: null,
  },
];

// prettier-ignore
export const SEED_FACILITIES: FacilityRecord[] = [
  { id: 7, facility_type: FacilityType.CLINIC, name: 'Shifa Family Clinic', city: 'Lahore', has_image: true, created_at: CREATED },
  // No image: the portal shows its default clinic illustration.
  { id: 8, facility_type: FacilityType.CLINIC, name: 'Hayat Medical Centre', city: 'Karachi', has_image: false, created_at: CREATED },
  { id: 9, facility_type: FacilityType.HOSPITAL, name: 'Rehmat Memorial Hospital', city: 'Rawalpindi', has_image: true, created_at: CREATED },
  { id: 10, facility_type: FacilityType.PHARMACY, name: 'Green Cross Pharmacy', city: 'Faisalabad', has_image: true, created_at: CREATED },
];

// prettier-ignore
export const SEED_BRANCHES: BranchRecord[] = [
  { id: 11, facility_id: 7, name: 'Shifa Family Clinic - Gulberg', code: 'SFC-GLB', city: 'Lahore', address: '12-B Main Boulevard, Gulberg III' },
  { id: 12, facility_id: 7, name: 'Shifa Family Clinic - DHA', code: 'SFC-DHA', city: 'Lahore', address: '88-Z Commercial Area, DHA Phase 3' },
  { id: 13, facility_id: 8, name: 'Hayat Medical Centre - Clifton', code: 'HMC-CLF', city: 'Karachi', address: 'Plot 14, Block 5, Clifton' },
  { id: 14, facility_id: 9, name: 'Rehmat Memorial Hospital - Satellite Town', code: 'RMH-STN', city: 'Rawalpindi', address: 'Commercial Market Road, Satellite Town' },
  { id: 15, facility_id: 9, name: 'Rehmat Memorial Hospital - I-8 Markaz', code: 'RMH-I8', city: 'Islamabad', address: 'Street 3, I-8 Markaz' },
  { id: 16, facility_id: 10, name: 'Green Cross Pharmacy - D Ground', code: 'GCP-DGR', city: 'Faisalabad', address: 'Shop 7, D Ground, People’s Colony No. 1' },
];

export const SEED_OWNERS: OwnerRecord[] = [
  {
    id: 3001,
    name: 'Tariq Mehmood',
    email: 'owner@shifaclinic.pk',
    phone: '03005556677',
    facility_id: 7,
    password_hash: 'scrypt$16384$8$1$BJbw44UmEJ5C_QV7aWxcug$TOMeT8w-DViLMljgtATVKTmVM2o-R5bGYYMNbuDiSXo',
  },
  {
    id: 3002,
    name: 'Nadia Hussain',
    email: 'nadia@hayatmedical.pk',
    phone: '03215556677',
    facility_id: 8,
    password_hash: 'scrypt$16384$8$1$odkhn_YdGM6-rAn8FrGIXA$uqHpsed1Q5hWVyrv2QsArvrl7Xoc0ZwtL6ifmcBVm5c',
  },
  {
    id: 3003,
    name: 'Dr. Farooq Ahmed',
    email: 'admin@rehmathospital.pk',
    phone: '03335556677',
    facility_id: 9,
    password_hash: 'scrypt$16384$8$1$ZxInEE92JFJK808CCddTKg$ipMT8Xki0lERLfUc5uxufB2V24C8VjPJV7aBnTaUdTM',
  },
  {
    id: 3004,
    name: 'Saima Aslam',
    email: 'saima@greencrosspharmacy.pk',
    phone: '03455556677',
    facility_id: 10,
    password_hash: 'scrypt$16384$8$1$zdKw_ftCgKHZPB6mSXq-9Q$h7drgift3HTEpXWq9-K4u-y7nEya-sQWzqZryuwrTKU',
  },
];

export const SEED_STAFF: StaffRecord[] = [
  {
    id: 4001,
    username: 'reception.gulberg',
    name: 'Zainab Ali',
    facility_id: 7,
    branch_id: 11,
    password_hash: 'scrypt$16384$8$1$wVkYhttSiRmBGEdFI0b93w$11K6TlEo3Znp5Q6wbrvFNjEEfAnBBTokwfgSslRCjOQ',
  },
  {
    id: 4002,
    username: 'counter.dground',
    name: 'Hamza Iqbal',
    facility_id: 10,
    branch_id: 16,
    password_hash: 'scrypt$16384$8$1$oG67YQq5K06noiIgqTLmXA$CeIRp98areZtBqvG-FsDCdSB2MtOT2fAWbjw8MTWcUU',
  },
];

export interface SeededAccount {
  role: 'patient' | 'doctor' | 'clinic_owner' | 'staff';
  audience: 'patient' | 'doctor' | 'clinic' | 'hospital' | 'pharmacy' | 'staff';
  name: string;
  sign_in_page: string;
  identifier: string;
  /** null: signs in with an SMS code (patients) or has no password yet. */
  password: string | null;
  notes: string;
}

/** What GET /__qa/accounts and the mock's README ("Seeded accounts") list. */
// prettier-ignore
export const SEEDED_ACCOUNTS: SeededAccount[] = [
  { role: 'patient', audience: 'patient', name: 'Ali Hassan', sign_in_page: '/patient/login', identifier: '03001234567', password: null, notes: 'patient_id 1001; code from GET /__qa/otp' },
  { role: 'patient', audience: 'patient', name: 'Fatima Noor', sign_in_page: '/patient/login', identifier: '03124567890', password: null, notes: 'patient_id 1002' },
  { role: 'patient', audience: 'patient', name: 'Ayesha Siddiqui', sign_in_page: '/patient/login', identifier: '03335550123', password: null, notes: 'patient_id 1003; no photo (avatar falls back to "A")' },
  { role: 'patient', audience: 'patient', name: 'Usman Tariq', sign_in_page: '/patient/login', identifier: '03017654321', password: null, notes: 'patient_id 1004' },
  { role: 'doctor', audience: 'doctor', name: 'Dr. Imran Qureshi', sign_in_page: '/doctor/login', identifier: '12345-P', password: 'Doctor@123', notes: 'Cardiologist, Lahore' },
  { role: 'doctor', audience: 'doctor', name: 'Dr. Ayesha Rehman', sign_in_page: '/doctor/login', identifier: '54321-P', password: 'Doctor@123', notes: 'Gynecologist, Karachi; no photo' },
  { role: 'doctor', audience: 'doctor', name: 'Dr. Bilal Chaudhry', sign_in_page: '/doctor/login', identifier: '23456-D', password: null, notes: 'no password set yet: use Forgot password (code to 03334445566)' },
  { role: 'clinic_owner', audience: 'clinic', name: 'Tariq Mehmood', sign_in_page: '/clinic-management-system/login', identifier: 'owner@shifaclinic.pk', password: 'Clinic@123', notes: 'Shifa Family Clinic (clinic_id 7), two branches: 11 SFC-GLB, 12 SFC-DHA' },
  { role: 'clinic_owner', audience: 'clinic', name: 'Nadia Hussain', sign_in_page: '/clinic-management-system/login', identifier: 'nadia@hayatmedical.pk', password: 'Clinic@123', notes: 'Hayat Medical Centre (clinic_id 8), one branch 13; no clinic image' },
  { role: 'clinic_owner', audience: 'hospital', name: 'Dr. Farooq Ahmed', sign_in_page: '/hospital/login', identifier: 'admin@rehmathospital.pk', password: 'Hospital@123', notes: 'Rehmat Memorial Hospital (clinic_id 9, facility_type 1), branches 14 and 15' },
  { role: 'clinic_owner', audience: 'pharmacy', name: 'Saima Aslam', sign_in_page: '/pms/login', identifier: 'saima@greencrosspharmacy.pk', password: 'Pharmacy@123', notes: 'Green Cross Pharmacy (clinic_id 10, facility_type 2), one branch 16' },
  { role: 'staff', audience: 'staff', name: 'Zainab Ali', sign_in_page: '/staff/login', identifier: 'reception.gulberg', password: 'Staff@123', notes: 'Shifa Family Clinic, branch 11' },
  { role: 'staff', audience: 'staff', name: 'Hamza Iqbal', sign_in_page: '/staff/login', identifier: 'counter.dground', password: 'Staff@123', notes: 'Green Cross Pharmacy, branch 16' },
];
