import type { CallAttempt } from '@ehp/api-types';
import { List, Text } from '@mantine/core';
import { useT } from '@/lib/i18n/language-context';
import { callCatalogue } from '../i18n/en';
import { pakistanClock } from '../lib/call-window';

/** The doctor's earlier calls about this appointment: "Called 12:02 PM — missed", oldest first. */
export function CallAttempts({ attempts, appointmentId }: { attempts: readonly CallAttempt[]; appointmentId: number }) {
  const t = useT(callCatalogue);
  const labelId = `call-attempts-${appointmentId}`;
  if (attempts.length === 0) return null;
  return (
    <div>
      <Text size="xs" fw={600} id={labelId}>
        {t('attempt.list')}
      </Text>
      <List size="sm" spacing={0} aria-labelledby={labelId} data-testid="call-attempts">
        {attempts.map((attempt) => (
          <List.Item key={`${attempt.at}-${attempt.outcome}`}>
            {t('attempt.at', { time: pakistanClock(attempt.at), outcome: t(`attempt.${attempt.outcome}`) })}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
