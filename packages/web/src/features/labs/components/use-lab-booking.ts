import { MessageLanguage, SendVerificationCodeRequestPurpose } from '@ehp/api-types/schema';
import type { components } from '@ehp/api-types';
import { useState } from 'react';
import { useLanguage } from '@/lib/i18n/language-context';
import { saveSession } from '@/lib/session';
import { useForm } from '@/lib/use-form';
import { useSendLabCode, useVerifyLabCode } from '../api/confirm-phone';
import { useCreateLabBooking } from '../api/create-booking';
import { bookingRules, toBookingRequest, type BookingFormValues } from '../lib/booking-form';

type Booking = components['schemas']['LabBookingResponse']['data'];
type LabBranch = components['schemas']['LabBranch'];

type Options = {
  labId: number;
  branchId: number;
  testIds: number[];
  onBooked: (booking: Booking, homeSampling: boolean) => void;
};

/**
 * A lab booking's calls. A signed-in patient books at once (the account's number is used). A
 * visitor's number is confirmed with a code first, the sign-in the doctor booking uses, so the
 * booking is listed under the appointments.
 */
export function useLabBooking({ labId, branchId, testIds, onBooked }: Options) {
  const language = useLanguage();
  const booking = useCreateLabBooking();
  const sendCode = useSendLabCode();
  const verify = useVerifyLabCode();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const ids = { labId, branchId, testIds };

  const book = (values: BookingFormValues) =>
    booking.mutate(
      // The confirmation SMS is written in the page's language (the contract's lang; absent: English).
      { body: { ...toBookingRequest(values, ids), ...(language === 'ur' && { lang: MessageLanguage.ur }) } },
      { onSuccess: (res) => onBooked(res.data, values.home_sampling) },
    );

  /** Texts a code to the form's number, before a visitor's booking. */
  const sendCodeFor = (values: BookingFormValues) =>
    sendCode.mutate(
      {
        body: {
          phone_number: toBookingRequest(values, ids).phone_number ?? '',
          purpose: SendVerificationCodeRequestPurpose.login,
        },
      },
      { onSuccess: (res) => setCodeSentTo(res.data.phone_number) },
    );

  /** Checks the code (which signs the visitor in as a patient), then books. */
  const confirmCode = (code: string, values: BookingFormValues) => {
    if (!codeSentTo) return;
    const name = values.patient_name.trim();
    verify.mutate(
      { body: { phone_number: codeSentTo, otp_code: code, ...(name ? { name } : {}) } },
      {
        onSuccess: (res) => {
          saveSession({ name: res.data.name, role: res.data.role, user_id: res.data.user_id });
          setCodeSentTo(null);
          book(values);
        },
      },
    );
  };

  const changeNumber = () => {
    setCodeSentTo(null);
    verify.reset();
  };

  const busy = booking.isPending || sendCode.isPending || verify.isPending;
  return { booking, sendCode, verify, codeSentTo, book, sendCodeFor, confirmCode, changeNumber, busy };
}

type FormOptions = { patientName: string | null; branch: LabBranch; today: string };

/** The booking form's values and rules; a signed-in patient's name is filled in (and no number asked). */
export function useLabBookingForm({ patientName, branch, today }: FormOptions) {
  return useForm<BookingFormValues>({
    initialValues: {
      patient_name: patientName ?? '',
      phone_number: '',
      email: '',
      preferred_date: '',
      preferred_time: null,
      home_sampling: false,
      address: '',
    },
    validate: bookingRules({ openDays: branch.open_days, today, signedIn: patientName !== null }),
  });
}
