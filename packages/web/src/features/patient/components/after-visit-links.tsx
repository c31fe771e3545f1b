import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { checkoutPath } from '@/config/paths';
import type { Appointment } from '@/lib/appointments';
import { useT } from '@/lib/i18n/language-context';
import { patientAfterVisitCatalogue } from '../i18n/after-visit.en';

/**
 * After a visit that happened: "Read the advice" once the doctor wrote it, and "Rate your visit"
 * until the patient has; both open the appointment's page, where the advice and the rating live.
 */
export function AfterVisitLinks({ appointment }: { appointment: Appointment }) {
  const t = useT(patientAfterVisitCatalogue);
  const after = appointment.after_visit;
  if (!after?.visited || appointment.status === 'cancelled') return null;
  const { advice_ready: adviceReady, rated } = after;
  if (!adviceReady && rated) return null;
  const doctor = appointment.doctor.name;
  const to = `${checkoutPath(appointment.id)}#after-visit`;
  return (
    <Group gap="sm" data-testid="after-visit-links">
      {adviceReady && (
        <>
          <Text size="sm" fw={600} w="100%">
            {t('advice.ready', { doctor })}
          </Text>
          <Button component={Link} to={to} size="sm" mih={44} aria-label={t('advice.readAria', { doctor })}>
            {t('advice.read')}
          </Button>
        </>
      )}
      {!rated && (
        <Button
          component={Link}
          to={to}
          size="sm"
          mih={44}
          variant={adviceReady ? 'light' : 'filled'}
          aria-label={t('rate.aria', { doctor })}
        >
          {t('rate')}
        </Button>
      )}
    </Group>
  );
}
