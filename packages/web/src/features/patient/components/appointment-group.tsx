import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ErrorAlert } from '@/components/error-alert';
import type { Appointment } from '@/lib/appointments';
import { useT } from '@/lib/i18n/language-context';
import { patientVisitsCatalogue } from '../i18n/visits.en';
import { AppointmentCard } from './appointment-card';

type Props = {
  id: string;
  title: string;
  appointments: Appointment[];
  now: number;
  emptyText: string;
  onCancel: (appointment: Appointment) => void;
};

/** Upcoming, past or cancelled appointments: the cards, or a line saying there are none. */
export function AppointmentGroup({ id, title, appointments, now, emptyText, onCancel }: Props) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} fz={17} id={id} mb="xs">
        {title}
      </Title>
      {appointments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {appointments.map((appointment) => (
            <AppointmentCard key={appointment.id} appointment={appointment} now={now} onCancel={onCancel} />
          ))}
        </Stack>
      )}
    </section>
  );
}

/** The groups' shape while the list loads. */
export function AppointmentsLoading() {
  const t = useT(patientVisitsCatalogue);
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton height={116} radius="lg" />
      <Skeleton height={116} radius="lg" />
    </Stack>
  );
}

/** The list could not be read: the server's message and Try again. */
export function AppointmentsLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT(patientVisitsCatalogue);
  return (
    <ErrorAlert title={t('loadFailed')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    </ErrorAlert>
  );
}
