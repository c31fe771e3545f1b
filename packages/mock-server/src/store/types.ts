import type { components, FacilityType, PaymentStatus } from '@ehp/api-types';

type S = components['schemas'];

export interface PatientRecord {
  id: number;
  name: string;
  phone: string;
  city?: string;
  has_photo: boolean;
  created_at: string;
}

export interface DoctorRecord {
  id: number;
  name: string;
  pmdc: string;
  phone: string;
  email: string;
  speciality: string;
  city: string;
  /** null: added by a clinic, no password yet (ckeck_password_exists says password_set false). */
  password_hash: string | null;
  has_photo: boolean;
  created_at: string;
  /** Listed in the public directory (search, profile, booking) when present. */
  profile?: DoctorProfileRecord;
  /** Offers the free follow-up within 7 days of a completed online visit (absent: yes; setDoctorFreeFollowUp). */
  free_follow_up?: boolean;
}

/** The directory side of a doctor; rating, review count and next available date are derived. */
export interface DoctorProfileRecord {
  gender: S['Gender'];
  /** The first is the one DoctorRecord.speciality names. */
  specialities: string[];
  qualifications: string[];
  experience_years: number;
  languages: S['Language'][];
  about: string;
  fee_online: number | null;
  fee_clinic: number | null;
  location_ids: number[];
  schedule: S['ScheduleEntry'][];
}

/** A clinic or hospital branch where directory doctors practise (facility_id for seeded clinics). */
export type PracticeLocationRecord = S['PracticeLocation'] & { facility_id: number | null };

export interface ReviewRecord {
  id: number;
  pmdc: string;
  patient_name: string;
  rating: number;
  comment: string;
  created_at: string;
  /** The appointment a patient rated (rateVisit); absent on seeded reviews. Never shown. */
  appointment_id?: number;
}

/** The doctor's advice and prescription after a visit (saveVisitAdvice); text trimmed. */
export interface VisitAdviceRecord {
  advice: string;
  medicines: S['VisitMedicine'][];
  tests: string[];
  follow_up_date: string | null;
  created_at: string;
  updated_at: string;
}

export interface AppointmentRecord {
  id: number;
  patient_id: number;
  pmdc: string;
  mode: S['AppointmentMode'];
  location_id: number | null;
  /** Pakistan date and time of the slot. */
  date: string;
  time: string;
  fee: number;
  status: S['AppointmentStatus'];
  payment_status: PaymentStatus;
  refund_status: S['RefundStatus'];
  /** Epoch ms when an unpaid hold lapses; null once paid, cancelled or lapsed. */
  hold_expires_at: number | null;
  created_at: string;
  cancelled_at: string | null;
  /** The patient's note on why they book (trimmed, null when none); absent in data files from before it. */
  reason?: string | null;
  /** The doctor's calls about it, oldest first (absent before the first). */
  call_attempts?: S['CallAttempt'][];
  /** The language the patient booked (or paid) in: its messages are written in it (absent: English). */
  lang?: 'en' | 'ur';
  /** The messages about it already handled (sent, or passed over as stale): notice key -> when (ISO). */
  notices?: Record<string, string>;
  /** When the patient last said they are ready for the call (absent or null: not since the last call). */
  ready_at?: string | null;
  /** The patient chose to pay the fee at the clinic (payAtClinic): confirmed without an online payment. */
  pay_at_clinic?: boolean;
  /** When it was confirmed to be paid at the clinic (ISO): its reminders are planned from then. */
  confirmed_at?: string;
  /** The doctor's advice after the visit (absent until written). */
  advice?: VisitAdviceRecord;
  /** The free follow-up of that appointment (fee 0, confirmed without a payment); absent or null otherwise. */
  follow_up_of?: number | null;
  /** How many times the patient moved it (rescheduleAppointment); absent: never. */
  reschedule_count?: number;
  /** The Pakistan date and time before the last move, and when that move happened (ISO). */
  rescheduled_from?: { date: string; time: string; at: string } | null;
}

/** A message to a patient (SMS or WhatsApp): queued by the outbox, then handed to the sender. */
export interface MessageRecord {
  id: number;
  phone: string;
  /** null: a lab booking made signed out (its number confirmed with a code). */
  patient_id: number | null;
  /** The appointment it is about; null for a lab booking's message. */
  appointment_id: number | null;
  /** The lab booking it is about (lab_booking_confirmed); absent or null otherwise. */
  lab_booking_id?: string | null;
  channel: 'sms' | 'whatsapp';
  lang: 'en' | 'ur';
  kind: MessageKind;
  text: string;
  created_at: string;
  status: 'queued' | 'sent' | 'failed';
  sent_at: string | null;
  attempts: number;
  /** The sender's reference for it (the mock's: MOCK-<id>). */
  provider_id: string | null;
}

export const MESSAGE_KINDS = [
  'booking_confirmed',
  'reminder_24h',
  'reminder_1h',
  'reminder_10m',
  'missed_call',
  'cancelled',
  'refunded',
  'prescription_ready',
  'lab_booking_confirmed',
  'rescheduled',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/** The kinds about an appointment (the outbox finds them due); the lab's is queued with its booking. */
export type AppointmentMessageKind = Exclude<MessageKind, 'lab_booking_confirmed'>;

export interface PaymentRecord {
  id: string;
  appointment_id: number;
  method: S['PaymentMethod'];
  amount: number;
  status: PaymentStatus;
  result_code: string | null;
  created_at: string;
  settled_at: string | null;
  /** When the payer came back from the gateway with a pending code: it settles 2 minutes later. */
  pending_since?: string | null;
}

/** A clinic, hospital or pharmacy; its id is the session's clinic_id. */
export interface FacilityRecord {
  id: number;
  facility_type: FacilityType;
  name: string;
  city: string;
  has_image: boolean;
  created_at: string;
}

export interface OwnerRecord {
  id: number;
  name: string;
  email: string;
  phone: string;
  password_hash: string;
  facility_id: number;
}

export interface BranchRecord {
  id: number;
  facility_id: number;
  name: string;
  code: string;
  city: string;
  /** The street address the dashboard shows ('' when none was given, e.g. a branch made at sign-up). */
  address: string;
}

export interface StaffRecord {
  id: number;
  username: string;
  name: string;
  password_hash: string;
  facility_id: number;
  branch_id: number;
}

export interface LabRecord {
  id: number;
  lab_name: string;
  city: string;
  description: string;
  established_year?: number;
  accreditation?: string;
  phone: string;
  email: string;
  home_sampling: boolean;
  has_logo: boolean;
}

export type LabBranchRecord = S['LabBranch'] & { category_ids: number[] };
export type LabTestRecord = S['LabTest'];
export interface LabCategoryRecord {
  id: number;
  lab_id: number;
  name: string;
  tests: LabTestRecord[];
}

export type PackageRecord = S['PricingCard'];

export type SessionUser = Omit<S['Session'], 'verified'>;

export interface SessionRecord {
  user: SessionUser;
  created_at: string;
  expires_at: number;
}

interface Submitted {
  id: number;
  created_at: string;
}
export type DemoSubmission = Submitted & S['DemoRequest'];
export type HelplineSubmission = Submitted & { phone_number: string };
export type ContactSubmission = Submitted & S['ContactMessageRequest'];
export type BookingSubmission = Submitted &
  Omit<S['LabBookingRequest'], 'otp_code'> & {
    booking_id: string;
    /** When the patient cancelled it; null or absent while it stands. */
    cancelled_at?: string | null;
    total_amount: number;
    status: PaymentStatus;
    patient_id: number | null;
  };
export type ClinicContactSubmission = Submitted & {
  clinic_id: number;
  owner_id: number;
  subject: string;
  message: string;
  attachment: { filename: string; mimetype: string; size: number; sha256: string } | null;
};

export interface Submissions {
  demo: DemoSubmission[];
  helpline: HelplineSubmission[];
  contact: ContactSubmission[];
  booking: BookingSubmission[];
  clinic_contact: ClinicContactSubmission[];
}
export type SubmissionKind = keyof Submissions;
export const SUBMISSION_KINDS = [
  'demo',
  'helpline',
  'contact',
  'booking',
  'clinic_contact',
] as const satisfies readonly SubmissionKind[];
export const isSubmissionKind = (value: unknown): value is SubmissionKind =>
  SUBMISSION_KINDS.some((kind) => kind === value);

/** Everything that survives a restart with --data. OTP codes, rate limits and calls do not. */
export interface StoreData {
  patients: PatientRecord[];
  doctors: DoctorRecord[];
  facilities: FacilityRecord[];
  owners: OwnerRecord[];
  branches: BranchRecord[];
  staff: StaffRecord[];
  labs: LabRecord[];
  lab_branches: LabBranchRecord[];
  lab_categories: LabCategoryRecord[];
  packages: PackageRecord[];
  practice_locations: PracticeLocationRecord[];
  reviews: ReviewRecord[];
  appointments: AppointmentRecord[];
  payments: PaymentRecord[];
  /** Every SMS and WhatsApp message to patients, oldest first (the outbox). */
  messages: MessageRecord[];
  submissions: Submissions;
  /** sha256(session token) -> signed-in session. Anonymous sessions are not stored. */
  sessions: Record<string, SessionRecord>;
  next_ids: Record<string, number>;
}
