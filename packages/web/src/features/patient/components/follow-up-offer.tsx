import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Appointment } from '@/lib/appointments';
import { useT } from '@/lib/i18n/language-context';
import { patientFollowUpCatalogue } from '../i18n/follow-up.en';
import { followUpPath, followUpUntilText } from '../lib/follow-up';

/** "Free follow-up until …" with Book, on a completed online visit that offers one; nothing otherwise. */
export function FollowUpOffer({ appointment }: { appointment: Appointment }) {
  const t = useT(patientFollowUpCatalogue);
  const when = followUpUntilText(appointment);
  if (when === null) return null;
  const doctor = appointment.doctor.name;
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-teal-0)" data-testid="follow-up-offer">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} flex={1} miw={200}>
          <Text size="sm" fw={700}>
            {t('offer.until', { when })}
          </Text>
          <Text size="sm">{t('offer.terms', { doctor })}</Text>
        </Stack>
        <Button
          component={Link}
          to={followUpPath(appointment)}
          size="sm"
          mih={44}
          aria-label={t('book.aria', { doctor })}
        >
          {t('book')}
        </Button>
      </Group>
    </Paper>
  );
}
