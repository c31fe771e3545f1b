import { addDays, pakistanDate } from '@ehp/api-types';
import type { Operation } from '../contract.ts';
import { unknownValue } from '../schema-sample.ts';
import { fieldsOf } from './fields.ts';
import type { BaseRequest, GeneratedRequest } from './plan.ts';

// Which operations get generated VALID requests, and which 4xx answers to a valid request the
// kit can explain. Invalid requests go to every operation: they must be refused, so they change
// nothing on the target.

/** Mutating operations that are safe to call with any valid input, again and again. */
export const SAFE_TO_REPEAT: Record<string, string> = {
  validateBranchCode: 'looks a branch code up',
  checkDoctorPasswordExists: 'looks a PMDC number up',
  logout: 'idempotent',
};

/**
 * Mutating operations that get no generated valid input: each has an effect on shared data or on
 * people that a conformance run must not repeat with made-up values. Their own journey and the
 * generated invalid inputs still check them. A mutating operation in neither table gets none either.
 */
export const NO_VALID_INPUTS: Record<string, string> = {
  sendVerificationCode: 'sends an SMS (10 codes per number an hour)',
  verifyOtpCodePatient: 'signs in, and registers new numbers as patients',
  checkClinicBranches: 'checks a password: wrong ones count toward the lock-out',
  clinicLogin: 'signs in: wrong passwords count toward the lock-out',
  verifyClinicSignupOtp: 'registers a facility',
  clinicForgetPassword: 'sends an SMS',
  clinicForgetOtpVerify: 'wrong codes count toward the lock-out',
  clinicResetPassword: 'changes a password',
  clinicContactUs: 'writes to the support inbox',
  doctorLogin: 'signs in: wrong passwords count toward the lock-out',
  doctorForgetPassword: 'sends an SMS',
  doctorForgetOtpVerify: 'wrong codes count toward the lock-out',
  doctorResetPassword: 'changes a password',
  verifyDoctorSignupOtp: 'registers a doctor',
  staffLogin: 'signs in: wrong passwords count toward the lock-out',
  addHelplineRequest: 'asks the helpline to call a number back',
  addContactMessage: 'writes to the support inbox',
  addDemoRequest: 'stores a sales lead',
  createLabBooking: 'books lab tests',
  bookAppointment: "holds a doctor's slot (created-is-listed checks a booking)",
  cancelAppointment: 'cancels an appointment',
  switchClinicBranch: "moves the owner's session to another branch (the clinic journey switches and back)",
  startPayment: 'starts a payment',
  markReadyForCall: "tells the appointment's doctor the patient is ready (10 times in 10 minutes per appointment)",
  cancelLabBooking: "cancels a patient's lab booking",
  payAtClinic: 'confirms a held visit to be paid at the clinic (at most 2 a patient)',
  saveVisitAdvice: "replaces the doctor's advice the patient reads (the journey writes one after the answered call)",
  rateVisit: "publishes a review on the doctor's profile, once per visit",
  rescheduleAppointment: 'moves a confirmed visit to another time (at most 2 times)',
  setDoctorFreeFollowUp:
    "turns the doctor's free follow-ups on or off for every patient (the kit's journey switches and back)",
};

/** Why an operation gets no generated valid input, or undefined when it gets them. */
export function noValidInputs(op: Operation): string | undefined {
  if (!op.mutating || SAFE_TO_REPEAT[op.operationId]) return undefined;
  return (
    NO_VALID_INPUTS[op.operationId] ??
    'a mutating operation the kit does not know: add it to SAFE_TO_REPEAT or NO_VALID_INPUTS (src/generate/policy.ts)'
  );
}

interface KnownRule {
  status: number;
  rule: string;
  applies: (req: GeneratedRequest, base: BaseRequest, now: number) => boolean;
}

/** Rules of the contract's descriptions that a schema cannot say, for the 4xx they give. */
export const KNOWN_RULES: Record<string, KnownRule[]> = {
  listDoctorSlots: [
    {
      status: 400,
      rule: 'dates in the past or more than 30 days ahead (Pakistan time)',
      applies: ({ query }, _, now) => {
        const today = pakistanDate(now);
        return query.date < today || query.date > addDays(today, 30);
      },
    },
    {
      status: 400,
      rule: 'mode=clinic without location_id, or a location or mode the doctor does not offer',
      applies: ({ query }, base) =>
        (query.mode === 'clinic' && !query.location_id) ||
        query.mode !== String(base.query.mode) ||
        (query.location_id !== undefined && query.location_id !== String(base.query.location_id)),
    },
  ],
};

const SECRETS = /^(password|otp_code|reset_token|visit_token|code)$/;

/** Why a documented 4xx answer to a valid generated request is right, or undefined. */
export function explain(
  doc: unknown,
  op: Operation,
  req: GeneratedRequest,
  base: BaseRequest,
  status: number,
  now: number,
): string | undefined {
  if (!op.responses[String(status)]) return undefined;
  const generated = fieldsOf(doc, op).filter((f) => req.generated.includes(f.name));
  if (status === 404) {
    const ids = generated.filter((f) => unknownValue(doc, f.schema, f.name) !== undefined);
    if (ids.length) return `unknown record: generated ${ids.map((f) => f.name).join(', ')}`;
  }
  if (status === 401) {
    const secrets = generated.filter((f) => SECRETS.test(f.name));
    if (secrets.length) return `generated credentials: ${secrets.map((f) => f.name).join(', ')}`;
  }
  if (status === 409) return 'a conflict with data on the target';
  const rule = KNOWN_RULES[op.operationId]?.find((r) => r.status === status && r.applies(req, base, now));
  return rule ? `known rule: ${rule.rule}` : undefined;
}
