import { Button, Checkbox, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { MessageLanguage, SendVerificationCodeRequestPurpose } from '@ehp/api-types/schema';
import { ActionError } from '@/components/action-error';
import { SlowNote } from '@/components/slow-note';
import { useForm } from '@/lib/use-form';
import type { components } from '@ehp/api-types';
import { EmailInput, MobileNumberInput, PersonNameInput } from '@/components/contact-inputs';
import { isSignedIn, saveSession, useSession } from '@/lib/session';
import { formatTime12h } from '@/lib/format-time';
import { useApiLabels } from '@/components/use-speciality-names';
import { useCreateLabBooking } from '../api/create-booking';
import { bookingRules, toBookingRequest, type BookingFormValues } from '../lib/booking-form';
import { formatLongDate, toIsoDate } from '../lib/dates';
import { useSendLabCode, useVerifyLabCode } from '../api/confirm-phone';
import { labBookingCatalogue } from '../i18n/booking.en';
import { PhoneCodeStep } from './phone-code-step';
import { WhenFields } from './when-fields';
import { useLanguage, useT } from '@/lib/i18n/language-context';
import { labsCatalogue } from '../i18n/en';

type LabBranch = components['schemas']['LabBranch'];
type Booking = components['schemas']['LabBookingResponse']['data'];

type Props = {
  labId: number;
  branch: LabBranch;
  homeSamplingOffered: boolean;
  testIds: number[];
  /** Blocks submitting while the cart cannot be booked. */
  cartBlocked: boolean;
  onBooked: (booking: Booking, homeSampling: boolean) => void;
  /** For tests: the current time. */
  now?: Date;
};

/** Patient details, preferred date and time, and home sampling -> POST /api/medical-test-labs/citi/booking. */
export function BookingForm({
  labId,
  branch,
  homeSamplingOffered,
  testIds,
  cartBlocked,
  onBooked,
  now = new Date(),
}: Props) {
  const t = useT(labsCatalogue);
  const b = useT(labBookingCatalogue);
  const language = useLanguage();
  // The booking catalogue's texts for props, read once (as other components do with a second catalogue).
  const phoneHint = b('weTextACode');
  const codeNotSent = b('weCouldNotSendTheCode');
  const labels = useApiLabels();
  const session = useSession();
  const patient = isSignedIn(session) && session.role === 'patient';
  const booking = useCreateLabBooking();
  const sendCode = useSendLabCode();
  const verify = useVerifyLabCode();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const today = toIsoDate(now);

  const form = useForm<BookingFormValues>({
    initialValues: {
      patient_name: patient ? session.name : '',
      phone_number: '',
      email: '',
      preferred_date: '',
      preferred_time: null,
      home_sampling: false,
      address: '',
    },
    validate: bookingRules({ openDays: branch.open_days, today, signedIn: patient }),
  });

  const book = (values: BookingFormValues) =>
    booking.mutate(
      // The confirmation SMS is written in the page's language (the contract's lang; absent: English).
      {
        body: {
          ...toBookingRequest(values, { labId, branchId: branch.id, testIds }),
          ...(language === 'ur' && { lang: MessageLanguage.ur }),
        },
      },
      { onSuccess: (res) => onBooked(res.data, values.home_sampling) },
    );

  // Signed in as a patient: the account's number is used. Otherwise the number is confirmed with a
  // code first, the sign-in the doctor booking uses, so the booking is listed under the appointments.
  const handleSubmit = form.onSubmit((values) => {
    if (cartBlocked) return;
    if (patient) return book(values);
    const phone = toBookingRequest(values, { labId, branchId: branch.id, testIds }).phone_number;
    sendCode.mutate(
      { body: { phone_number: phone ?? '', purpose: SendVerificationCodeRequestPurpose.login } },
      { onSuccess: (res) => setCodeSentTo(res.data.phone_number) },
    );
  });

  const confirmCode = (code: string) => {
    if (!codeSentTo) return;
    const name = form.values.patient_name.trim();
    verify.mutate(
      { body: { phone_number: codeSentTo, otp_code: code, ...(name ? { name } : {}) } },
      {
        onSuccess: (res) => {
          saveSession({ name: res.data.name, role: res.data.role, user_id: res.data.user_id });
          setCodeSentTo(null);
          book(form.values);
        },
      },
    );
  };
  const busy = booking.isPending || sendCode.isPending || verify.isPending;
  const when = form.values.preferred_date && form.values.preferred_time;

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="booking-heading">
      <Stack gap="sm">
        <Title order={2} fz={20} id="booking-heading">
          {t('patientAndAppointment')}
        </Title>
        <PersonNameInput label={t('patientName')} disabled={busy} {...form.getInputProps('patient_name')} />
        {patient ? (
          <Text size="sm" c="dimmed">
            {b('signedInNumber')}
          </Text>
        ) : (
          <MobileNumberInput
            description={phoneHint}
            disabled={busy || codeSentTo !== null}
            {...form.getInputProps('phone_number')}
          />
        )}
        <EmailInput
          label={t('eMailOptional')}
          description={t('forYourReceiptAndReports')}
          required={false}
          disabled={busy}
          {...form.getInputProps('email')}
        />
        <WhenFields
          branchId={branch.id}
          homeSampling={form.values.home_sampling}
          date={form.values.preferred_date}
          time={form.values.preferred_time}
          disabled={busy}
          dateError={form.errors.preferred_date as string | undefined}
          timeError={form.errors.preferred_time as string | undefined}
          onChange={(next) => form.setValues({ preferred_date: next.date, preferred_time: next.time })}
        />
        {homeSamplingOffered && (
          <Checkbox
            label={t('collectMySampleAtHome')}
            description={t('aTrainedCollectorComesTo')}
            disabled={busy}
            {...form.getInputProps('home_sampling', { type: 'checkbox' })}
          />
        )}
        {form.values.home_sampling && (
          <Textarea
            label={t('homeAddress')}
            placeholder={t('house12Street4Dha')}
            autoComplete="street-address"
            required
            rows={3}
            maxLength={300}
            disabled={busy}
            {...form.getInputProps('address')}
          />
        )}
        <Stack gap={2} aria-live="polite">
          <Text size="sm" fw={700}>
            {b('yourBooking')}
          </Text>
          <Text size="sm" dir="auto">
            {b(form.values.home_sampling ? 'homeFromBranch' : 'atBranch', {
              branch_name: branch.branch_name,
              city: labels.city(branch.city),
            })}
          </Text>
          {when && (
            <Text size="sm">
              {formatLongDate(form.values.preferred_date)}, {formatTime12h(form.values.preferred_time ?? '')}
            </Text>
          )}
        </Stack>
        {/* A failure is told here, beside the button that failed: in view, focused and announced. */}
        <ActionError
          error={sendCode.error}
          title={codeNotSent}
          onRetry={() => handleSubmit()}
          retrying={sendCode.isPending}
        />
        <ActionError
          error={booking.error}
          title={t('yourBookingWasNotMade')}
          onRetry={() => {
            if (!cartBlocked) book(form.values);
          }}
          retrying={booking.isPending}
        />
        {codeSentTo ? (
          <PhoneCodeStep
            phone={codeSentTo}
            verifying={verify.isPending || booking.isPending}
            error={verify.error}
            onVerify={confirmCode}
            onChangeNumber={() => {
              setCodeSentTo(null);
              verify.reset();
            }}
          />
        ) : (
          <Button type="submit" loading={busy} disabled={busy || cartBlocked} fullWidth size="md">
            {patient ? t('confirmBooking') : b('sendCodeAndBook')}
          </Button>
        )}
        <SlowNote waiting={busy} />
      </Stack>
    </form>
  );
}
