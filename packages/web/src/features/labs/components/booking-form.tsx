import { Alert, Button, Checkbox, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { SelectField } from '@/components/select-field';
import { useForm } from '@mantine/form';
import type { components } from '@ehp/api-types';
import { EmailInput, MobileNumberInput, PersonNameInput } from '@/components/contact-inputs';
import { errorMessage } from '@/lib/api';
import { isSignedIn, useSession } from '@/lib/session';
import { useCreateLabBooking } from '../api/create-booking';
import { bookingRules, toBookingRequest, type BookingFormValues } from '../lib/booking-form';
import { defaultBookingDate, toIsoDate } from '../lib/dates';
import { timeSlots } from '../lib/time-slots';

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
  const session = useSession();
  const booking = useCreateLabBooking();
  const today = toIsoDate(now);
  const initialDate = defaultBookingDate(branch.open_days, branch.closing_time, now) ?? '';
  const slotsFor = (date: string) =>
    timeSlots(branch.opening_time, branch.closing_time, { isToday: date === today, now });

  const form = useForm<BookingFormValues>({
    mode: 'controlled',
    initialValues: {
      patient_name: isSignedIn(session) && session.role === 'patient' ? session.name : '',
      phone_number: '',
      email: '',
      preferred_date: initialDate,
      preferred_time: slotsFor(initialDate)[0]?.value ?? null,
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
          Patient and appointment
        </Title>
        <PersonNameInput label="Patient name" disabled={booking.isPending} {...form.getInputProps('patient_name')} />
        <MobileNumberInput
          description="The lab confirms your booking on this number."
          disabled={booking.isPending}
          {...form.getInputProps('phone_number')}
        />
        <EmailInput
          label="E-mail (optional)"
          description="For your receipt and reports."
          required={false}
          disabled={booking.isPending}
          {...form.getInputProps('email')}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label="Preferred date"
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
                form.setFieldValue('preferred_time', next[0]?.value ?? null);
              }
            }}
          />
          <SelectField
            label="Preferred time"
            data={slots}
            required
            placeholder={slots.length ? 'Choose a time' : 'No times left'}
            disabled={booking.isPending}
            {...form.getInputProps('preferred_time')}
          />
        </SimpleGrid>
        {homeSamplingOffered && (
          <Checkbox
            label="Collect my sample at home"
            description="A trained collector comes to your address at the chosen time."
            disabled={booking.isPending}
            {...form.getInputProps('home_sampling', { type: 'checkbox' })}
          />
        )}
        {form.values.home_sampling && (
          <Textarea
            label="Home address"
            placeholder="House 12, Street 4, DHA Phase 5"
            autoComplete="street-address"
            required
            rows={3}
            maxLength={300}
            disabled={booking.isPending}
            {...form.getInputProps('address')}
          />
        )}
        {booking.error && (
          <Alert color="red" variant="light" title="Your booking was not made">
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
          Confirm booking
        </Button>
      </Stack>
    </form>
  );
}
