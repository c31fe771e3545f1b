import { Alert, Button, Checkbox, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { SelectField } from '@/components/select-field';
import { useForm } from '@mantine/form';
import type { components } from '@ehp/api-types';
import { EmailInput, MobileNumberInput, PersonNameInput } from '@/components/contact-inputs';
import { errorMessage } from '@/lib/api';
import { isSignedIn, useSession } from '@/lib/session';
import { useCreateLabBooking } from '../api/create-booking';
import { bookingRules, toBookingRequest, type BookingFormValues } from '../lib/booking-form';
import { toIsoDate } from '../lib/dates';
import { defaultBooking, preferredSlot } from '../lib/default-slot';
import { timeSlots } from '../lib/time-slots';
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
  const session = useSession();
  const booking = useCreateLabBooking();
  const today = toIsoDate(now);
  const initial = defaultBooking(branch, now);
  const slotsFor = (date: string) =>
    timeSlots(branch.opening_time, branch.closing_time, { isToday: date === today, now });

  const form = useForm<BookingFormValues>({
    mode: 'controlled',
    initialValues: {
      patient_name: isSignedIn(session) && session.role === 'patient' ? session.name : '',
      phone_number: '',
      email: '',
      preferred_date: initial.date,
      preferred_time: initial.time,
      home_sampling: false,
      address: '',
    },
    validate: bookingRules({ openDays: branch.open_days, today }),
  });

  const slots = slotsFor(form.values.preferred_date);

  const handleSubmit = form.onSubmit((values) => {
    if (cartBlocked) return;
    booking.mutate(
      { body: toBookingRequest(values, { labId, branchId: branch.id, testIds }) },
      { onSuccess: (res) => onBooked(res.data, values.home_sampling) },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="booking-heading">
      <Stack gap="sm">
        <Title order={2} fz={20} id="booking-heading">
          {t('patientAndAppointment')}
        </Title>
        <PersonNameInput
          label={t('patientName')}
          disabled={booking.isPending}
          {...form.getInputProps('patient_name')}
        />
        <MobileNumberInput
          description={t('theLabConfirmsYourBooking')}
          disabled={booking.isPending}
          {...form.getInputProps('phone_number')}
        />
        <EmailInput
          label={t('eMailOptional')}
          description={t('forYourReceiptAndReports')}
          required={false}
          disabled={booking.isPending}
          {...form.getInputProps('email')}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label={t('preferredDate')}
            type="date"
            min={today}
            required
            disabled={booking.isPending}
            {...form.getInputProps('preferred_date')}
            onChange={(event) => {
              const date = event.currentTarget.value;
              form.setFieldValue('preferred_date', date);
              const next = slotsFor(date);
              if (!next.some((slot) => slot.value === form.values.preferred_time)) {
                form.setFieldValue('preferred_time', preferredSlot(next));
              }
            }}
          />
          <SelectField
            label={t('preferredTime')}
            data={slots}
            required
            placeholder={slots.length ? t('chooseATime') : t('noTimesLeft')}
            disabled={booking.isPending}
            {...form.getInputProps('preferred_time')}
          />
        </SimpleGrid>
        {homeSamplingOffered && (
          <Checkbox
            label={t('collectMySampleAtHome')}
            description={t('aTrainedCollectorComesTo')}
            disabled={booking.isPending}
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
            disabled={booking.isPending}
            {...form.getInputProps('address')}
          />
        )}
        {booking.error && (
          <Alert color="red" variant="light" title={t('yourBookingWasNotMade')}>
            {errorMessage(booking.error)}
          </Alert>
        )}
        <Button
          type="submit"
          loading={booking.isPending}
          disabled={booking.isPending || cartBlocked}
          fullWidth
          size="md"
        >
          {t('confirmBooking')}
        </Button>
      </Stack>
    </form>
  );
}
