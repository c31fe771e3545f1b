import { isValidEmail } from '@ehp/api-types';
import type { components } from '@ehp/api-types';
import { isValidMobileNumber, normalizeMobileNumber } from '@/lib/rules/mobile-number';
import { parseIsoDate } from './dates';
import { weekdayName } from './weekdays';
import { pageTranslator } from '@/lib/i18n/translations';
import { labsCatalogue } from '../i18n/en';

const L = pageTranslator(labsCatalogue);

export type LabBookingRequest = components['schemas']['LabBookingRequest'];

export type BookingFormValues = {
  patient_name: string;
  phone_number: string;
  email: string;
  preferred_date: string;
  preferred_time: string | null;
  home_sampling: boolean;
  address: string;
};

export const bookingMessages = {
  get nameRequired() {
    return L('name.required');
  },
  get nameTooLong() {
    return L('name.tooLong');
  },
  get phoneInvalid() {
    return L('phone.invalid');
  },
  get emailInvalid() {
    return L('email.invalid');
  },
  get dateRequired() {
    return L('date.required');
  },
  get datePast() {
    return L('date.past');
  },
  get timeRequired() {
    return L('form.chooseTime');
  },
  get addressRequired() {
    return L('address.required');
  },
  get addressTooLong() {
    return L('address.tooLong');
  },
  closedOn: (weekday: number) => L('date.closed', { weekday: weekdayName(weekday) }),
} as const;

/** Field rules for the booking form; `openDays` and `today` come from the chosen branch and the clock. */
export function bookingRules(ctx: { openDays: readonly number[]; today: string; signedIn?: boolean }) {
  return {
    patient_name: (value: string) => {
      const name = value.trim();
      if (!name) return bookingMessages.nameRequired;
      return name.length <= 100 ? null : bookingMessages.nameTooLong;
    },
    // A signed-in patient's booking uses the account's number: the field is not shown.
    phone_number: (value: string) =>
      ctx.signedIn || isValidMobileNumber(normalizeMobileNumber(value)) ? null : bookingMessages.phoneInvalid,
    email: (value: string) => {
      const email = value.trim();
      return email === '' || isValidEmail(email) ? null : bookingMessages.emailInvalid;
    },
    preferred_date: (value: string) => {
      const date = parseIsoDate(value);
      if (!date) return bookingMessages.dateRequired;
      if (value < ctx.today) return bookingMessages.datePast;
      return ctx.openDays.includes(date.getDay()) ? null : bookingMessages.closedOn(date.getDay());
    },
    preferred_time: (value: string | null) => (value ? null : bookingMessages.timeRequired),
    address: (value: string, values: BookingFormValues) => {
      if (!values.home_sampling) return null;
      const address = value.trim();
      if (address.length < 5) return bookingMessages.addressRequired;
      return address.length <= 300 ? null : bookingMessages.addressTooLong;
    },
  };
}

/** The body of POST /api/medical-test-labs/citi/booking. Optional fields are left out when empty. */
export function toBookingRequest(
  values: BookingFormValues,
  ctx: { labId: number; branchId: number; testIds: readonly number[] },
): LabBookingRequest {
  const request: LabBookingRequest = {
    lab_id: ctx.labId,
    lab_branch_id: ctx.branchId,
    test_ids: [...ctx.testIds],
    patient_name: values.patient_name.trim(),
    preferred_date: values.preferred_date,
    preferred_time: values.preferred_time ?? '',
    home_sampling: values.home_sampling,
  };
  const phone = normalizeMobileNumber(values.phone_number);
  if (phone) request.phone_number = phone;
  const email = values.email.trim();
  if (email) request.email = email;
  if (values.home_sampling) request.address = values.address.trim();
  return request;
}
