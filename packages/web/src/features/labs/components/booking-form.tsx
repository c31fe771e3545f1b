import { Button, Stack, Title } from '@mantine/core';
import { SlowNote } from '@/components/slow-note';
import type { components } from '@ehp/api-types';
import { isSignedIn, useSession } from '@/lib/session';
import { toIsoDate } from '../lib/dates';
import { labBookingCatalogue } from '../i18n/booking.en';
import { BookingErrors, BookingSummary, ContactFields, HomeSamplingFields } from './booking-form-parts';
import { PhoneCodeStep } from './phone-code-step';
import { useLabBooking, useLabBookingForm } from './use-lab-booking';
import { WhenFields } from './when-fields';
import { useT } from '@/lib/i18n/language-context';
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
export function BookingForm(props: Props) {
  const { labId, branch, homeSamplingOffered, testIds, cartBlocked, onBooked, now = new Date() } = props;
  const t = useT(labsCatalogue);
  const b = useT(labBookingCatalogue);
  const session = useSession();
  const patient = isSignedIn(session) && session.role === 'patient';
  const calls = useLabBooking({ labId, branchId: branch.id, testIds, onBooked });
  const form = useLabBookingForm({ patientName: patient ? session.name : null, branch, today: toIsoDate(now) });

  const handleSubmit = form.onSubmit((values) => {
    if (cartBlocked) return;
    if (patient) calls.book(values);
    else calls.sendCodeFor(values);
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="booking-heading">
      <Stack gap="sm">
        <Title order={2} fz={20} id="booking-heading">
          {t('form.title')}
        </Title>
        <ContactFields
          patient={patient}
          disabled={calls.busy}
          phoneLocked={calls.codeSentTo !== null}
          nameProps={form.getInputProps('patient_name')}
          phoneProps={form.getInputProps('phone_number')}
          emailProps={form.getInputProps('email')}
        />
        <WhenFields
          branchId={branch.id}
          homeSampling={form.values.home_sampling}
          date={form.values.preferred_date}
          time={form.values.preferred_time}
          disabled={calls.busy}
          dateError={form.errors.preferred_date as string | undefined}
          timeError={form.errors.preferred_time as string | undefined}
          onChange={(next) => form.setValues({ preferred_date: next.date, preferred_time: next.time })}
        />
        <HomeSamplingFields
          offered={homeSamplingOffered}
          checked={form.values.home_sampling}
          disabled={calls.busy}
          checkboxProps={form.getInputProps('home_sampling', { type: 'checkbox' })}
          addressProps={form.getInputProps('address')}
        />
        <BookingSummary
          branch={branch}
          homeSampling={form.values.home_sampling}
          date={form.values.preferred_date}
          time={form.values.preferred_time}
        />
        {/* A failure is told here, beside the button that failed: in view, focused and announced. */}
        <BookingErrors
          sendCode={calls.sendCode}
          booking={calls.booking}
          onResend={() => handleSubmit()}
          onRebook={() => {
            if (!cartBlocked) calls.book(form.values);
          }}
        />
        {calls.codeSentTo ? (
          <PhoneCodeStep
            phone={calls.codeSentTo}
            verifying={calls.verify.isPending || calls.booking.isPending}
            error={calls.verify.error}
            onVerify={(code) => calls.confirmCode(code, form.values)}
            onChangeNumber={calls.changeNumber}
          />
        ) : (
          <Button type="submit" loading={calls.busy} disabled={calls.busy || cartBlocked} fullWidth size="md">
            {patient ? t('form.confirm') : b('code.send')}
          </Button>
        )}
        <SlowNote waiting={calls.busy} />
      </Stack>
    </form>
  );
}
