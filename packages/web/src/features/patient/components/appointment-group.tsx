import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorAlert } from '@/components/error-alert';
import { errorMessage } from '@/lib/api';
import type { Appointment } from '@/lib/appointments';
import { AppointmentCard } from './appointment-card';
import { useT } from '@/lib/i18n/language-context';
import { patientCatalogue } from '../i18n/en';

type Props = {
  id: string;
  title: string;
  list: UseQueryResult<Appointment[], unknown>;
  now: number;
  emptyText: string;
  onCancel: (appointment: Appointment) => void;
};

/** Upcoming or past appointments: skeletons while loading, the error with a retry, or the cards. */
export function AppointmentGroup({ id, title, list, now, emptyText, onCancel }: Props) {
  const t = useT(patientCatalogue);
  return (
    <section aria-labelledby={id}>
      <Title order={3} fz={17} id={id} mb="xs">
        {title}
      </Title>
      {list.isPending ? (
        <Stack
          gap="sm"
          role="status"
          aria-busy="true"
          aria-label={t('loadingAppointments', { toLowerCase: title.toLowerCase() })}
        >
          <Skeleton height={116} radius="lg" />
          <Skeleton height={116} radius="lg" />
        </Stack>
      ) : list.isError ? (
        <ErrorAlert title={t('weCouldNotLoadYour', { toLowerCase: title.toLowerCase() })}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(list.error)}</Text>
            <Button size="xs" variant="white" onClick={() => void list.refetch()}>
              {t('tryAgain')}
            </Button>
          </Stack>
        </ErrorAlert>
      ) : list.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.map((appointment) => (
            <AppointmentCard key={appointment.id} appointment={appointment} now={now} onCancel={onCancel} />
          ))}
        </Stack>
      )}
    </section>
  );
}
