import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { pakistanInstant, PaymentStatus, type components } from '@ehp/api-types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionError } from '@/components/action-error';
import { SlowNote } from '@/components/slow-note';
import { useApiLabels } from '@/components/use-speciality-names';
import { ErrorAlert } from '@/components/error-alert';
import { ToneBadge } from '@/components/tone-badge';
import { errorMessage } from '@/lib/api';
import { appointmentWhenInPakistan } from '@/lib/appointments';
import { formatRs } from '@/lib/format-currency';
import { useT } from '@/lib/i18n/language-context';
import { myLabBookingsKey, myLabBookingsQueryOptions, useCancelLabBooking } from '../api/appointments';
import { patientVisitsCatalogue } from '../i18n/visits.en';
import { bold, rich } from '@/lib/i18n/translations';

type LabBooking = components['schemas']['MyLabBooking'];

const statusKey = {
  [PaymentStatus.SUCCESS]: 'lab.paid',
  [PaymentStatus.PENDING]: 'lab.payAtLab',
  [PaymentStatus.FAILURE]: 'lab.payFailed',
  [PaymentStatus.NOT_STARTED]: 'lab.unpaid',
  [PaymentStatus.STARTED]: 'lab.unpaid',
} as const;

const upcoming = (booking: LabBooking, now: number) =>
  !booking.cancelled_at && pakistanInstant(booking.preferred_date, booking.preferred_time) > now;

function CancelLabBooking({ booking }: { booking: LabBooking }) {
  const t = useT(patientVisitsCatalogue);
  const queryClient = useQueryClient();
  const cancel = useCancelLabBooking();
  const [asking, setAsking] = useState(false);
  const cancelIt = () =>
    cancel.mutate(
      { body: { booking_id: booking.booking_id } },
      { onSettled: () => queryClient.invalidateQueries({ queryKey: myLabBookingsKey }) },
    );
  if (!asking)
    return (
      <Button
        variant="default"
        size="sm"
        mih={44}
        onClick={() => setAsking(true)}
        aria-label={t('lab.cancelAria', { id: booking.booking_id })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('lab.cancel')}
      </Button>
    );
  return (
    <Stack gap="xs" role="group" aria-label={t('lab.cancelAria', { id: booking.booking_id })}>
      <Text size="sm">{t('lab.cancelAsk')}</Text>
      <ActionError error={cancel.error} title={t('lab.cancelFailed')} onRetry={cancelIt} retrying={cancel.isPending} />
      <Group gap="sm">
        <Button color="red.9" size="sm" mih={44} loading={cancel.isPending} onClick={cancelIt}>
          {t('lab.cancelYes')}
        </Button>
        <Button variant="default" size="sm" mih={44} onClick={() => setAsking(false)} disabled={cancel.isPending}>
          {t('lab.keep')}
        </Button>
      </Group>
      <SlowNote waiting={cancel.isPending} />
    </Stack>
  );
}

function LabBookingCard({ booking, now }: { booking: LabBooking; now: number }) {
  const t = useT(patientVisitsCatalogue);
  const labels = useApiLabels();
  const failed = booking.status === PaymentStatus.FAILURE || !!booking.cancelled_at;
  return (
    <Paper component="li" withBorder radius="lg" p="md">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={4} fz={16}>
            {booking.branch_city
              ? t('lab.whereCity', {
                  lab: booking.lab_name,
                  branch: booking.branch_name,
                  city: labels.city(booking.branch_city),
                })
              : t('lab.where', { lab: booking.lab_name, branch: booking.branch_name })}
          </Title>
          <ToneBadge variant="light" color={failed ? 'red' : 'teal'} maw="100%">
            {booking.cancelled_at ? t('lab.cancelled') : t(statusKey[booking.status])}
          </ToneBadge>
        </Group>
        <Text size="sm" fw={600}>
          {appointmentWhenInPakistan({ date: booking.preferred_date, time: booking.preferred_time })}
        </Text>
        <Text size="sm" dir="auto">
          {booking.tests.join(', ')}
        </Text>
        <Text size="sm">
          {rich(t(booking.home_sampling ? 'lab.atHome' : 'lab.atBranch', { total: formatRs(booking.total_amount) }), {
            b: bold,
          })}
        </Text>
        <Text size="xs" c="dimmed">
          <bdi>{t('lab.reference', { id: booking.booking_id })}</bdi>
        </Text>
        {upcoming(booking, now) && <CancelLabBooking booking={booking} />}
      </Stack>
    </Paper>
  );
}

/** The lab tests the patient booked while signed in, nearest first. */
export function MyLabBookings() {
  const t = useT(patientVisitsCatalogue);
  const bookings = useQuery(myLabBookingsQueryOptions());
  const now = Date.now();
  return (
    <section aria-labelledby="lab-bookings-heading">
      <Title order={3} fz={17} id="lab-bookings-heading" mb="xs">
        {t('labs')}
      </Title>
      {bookings.isPending ? (
        <Skeleton height={96} radius="lg" aria-label={t('labs.loading')} role="status" />
      ) : bookings.isError ? (
        <ErrorAlert title={t('labs.failed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(bookings.error)}</Text>
            <Button size="xs" variant="white" onClick={() => void bookings.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </ErrorAlert>
      ) : bookings.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('labs.none')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {bookings.data.map((booking) => (
            <LabBookingCard key={booking.booking_id} booking={booking} now={now} />
          ))}
        </Stack>
      )}
    </section>
  );
}
