import { FacilityType } from '@ehp/api-types';
import { paths } from '@/config/paths';
import { facilityKinds, type FacilityKind } from '@/content/facilities';

/** Copy and links for each facility owner's sign-in and sign-up page. */
export type FacilityAudience = FacilityKind & {
  facilityType: FacilityType;
  signInTitle: string;
  signInIntro: string;
  signUpTitle: string;
  signUpIntro: string;
  facilityNameLabel: string;
  facilityNamePlaceholder: string;
  loginPath: string;
  signupPath: string;
  benefits: readonly string[];
};

export const facilityAudiences: Record<FacilityType, FacilityAudience> = {
  [FacilityType.CLINIC]: {
    ...facilityKinds[FacilityType.CLINIC],
    facilityType: FacilityType.CLINIC,
    signInTitle: 'Clinic sign in',
    signInIntro: 'Sign in to your SehatLink clinic management system to run appointments, records and billing.',
    signUpTitle: 'Register your clinic',
    signUpIntro: 'Put appointments, patient records, prescriptions and video consultations in one place.',
    facilityNameLabel: 'Clinic name',
    facilityNamePlaceholder: 'Shifa Family Clinic',
    loginPath: paths.login.clinic,
    signupPath: paths.signup.default,
    benefits: [
      'Appointments, queues and reminders for every doctor',
      'Electronic medical records and digital prescriptions',
      'Digital invoices and daily revenue reports',
      'Video consultations with your patients',
    ],
  },
  [FacilityType.HOSPITAL]: {
    ...facilityKinds[FacilityType.HOSPITAL],
    facilityType: FacilityType.HOSPITAL,
    signInTitle: 'Hospital sign in',
    signInIntro: 'Sign in to your SehatLink hospital management system for OPD, IPD, rosters and billing.',
    signUpTitle: 'Register your hospital',
    signUpIntro: 'Run OPD and IPD, admissions, duty rosters and billing for every department.',
    facilityNameLabel: 'Hospital name',
    facilityNamePlaceholder: 'City Care Hospital',
    loginPath: paths.login.hospital,
    signupPath: paths.signup.hospital,
    benefits: [
      'OPD appointments and inpatient (IPD) management',
      'Admissions, discharge summaries and IPD history',
      'Duty rosters and workflow monitoring',
      'Medical billing with digital invoices',
    ],
  },
  [FacilityType.PHARMACY]: {
    ...facilityKinds[FacilityType.PHARMACY],
    facilityType: FacilityType.PHARMACY,
    signInTitle: 'Pharmacy sign in',
    signInIntro: 'Sign in to your SehatLink pharmacy management system for sales, stock and suppliers.',
    signUpTitle: 'Register your pharmacy',
    signUpIntro: 'Sell faster at the counter and always know what is in stock and what expires soon.',
    facilityNameLabel: 'Pharmacy name',
    facilityNamePlaceholder: 'Al-Shifa Pharmacy',
    loginPath: paths.login.pharmacy,
    signupPath: paths.signup.pharmacy,
    benefits: [
      'Point of sale with digital invoices',
      'Inventory with low-stock and expiry alerts',
      'Staff, shift and supplier management',
      'Revenue records and sales reports',
    ],
  },
};
