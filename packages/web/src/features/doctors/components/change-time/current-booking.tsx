import { Paper, Stack, Text } from '@mantine/core';
import { MAX_RESCHEDULES, RESCHEDULE_NOTICE_HOURS } from '@ehp/api-types';
import { appointmentWhenInPakistan, type Appointment } from '@/lib/appointments';
import { useT } from '@/lib/i18n/language-context';
import { changeTimeCatalogue } from '../../i18n/change-time.en';

type Props = {
  appointment: Appointment;
  /** Where the appointment is (its address, or the doctor's place). */
  place: string;
  /** How many more times it may move; null when it cannot move now. */
  movesLeft: number | null;
};

/** The appointment as booked, with the rule for moving it (and how many moves are left). */
export function CurrentBooking({ appointment, place, movesLeft }: Props) {
  const t = useT(changeTimeCatalogue);
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap={4}>
        <Text fw={600}>{t('now', { when: appointmentWhenInPakistan(appointment) })}</Text>
        <Text size="sm">{t('intro', { name: appointment.doctor.name, place })}</Text>
        <Text size="sm" c="dimmed">
          <span>{t('rule', { hours: RESCHEDULE_NOTICE_HOURS, times: MAX_RESCHEDULES })}</span>{' '}
          {movesLeft !== null && <span>{t('movesLeft', { count: movesLeft })}</span>}
        </Text>
      </Stack>
    </Paper>
  );
}
