import { Button, Text } from '@mantine/core';
import { MAX_RESCHEDULES, RESCHEDULE_NOTICE_HOURS } from '@ehp/api-types';
import { ActionError } from '@/components/action-error';
import { appointmentWhen } from '@/lib/appointments';
import { useT } from '@/lib/i18n/language-context';
import { changeTimeCatalogue } from '../../i18n/change-time.en';

type ErrorProps = { error: unknown; onRetry: () => void; retrying: boolean };

/** Why the move failed, in the words of each refusal (taken, too late, too many moves). */
export function MoveError({ error, onRetry, retrying }: ErrorProps) {
  const t = useT(changeTimeCatalogue);
  return (
    <ActionError
      error={error}
      title={t('failed')}
      onRetry={onRetry}
      retrying={retrying}
      overrides={{
        slot_taken: t('taken'),
        reschedule_too_late: t('tooLate', { hours: RESCHEDULE_NOTICE_HOURS }),
        reschedule_limit: t('limit', { times: MAX_RESCHEDULES }),
        conflict: t('cannotMove'),
      }}
    />
  );
}

type ButtonProps = { date: string | null; time: string | null; loading: boolean; onClick: () => void };

/** "Move to <the new date and time>", enabled once a time is chosen (with a hint until then). */
export function MoveButton({ date, time, loading, onClick }: ButtonProps) {
  const t = useT(changeTimeCatalogue);
  return (
    <>
      <Button
        size="md"
        mih={44}
        h="auto"
        py={8}
        w={{ base: '100%', sm: 'auto' }}
        // The new date and time in full: on a phone it wraps rather than being cut off.
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        disabled={time === null || date === null}
        loading={loading}
        onClick={onClick}
        aria-describedby={time === null ? 'change-time-hint' : undefined}
      >
        {time !== null && date !== null ? t('moveTo', { when: appointmentWhen({ date, time }) }) : t('title')}
      </Button>
      {time === null && (
        <Text id="change-time-hint" size="sm" c="dimmed">
          {t('choose')}
        </Text>
      )}
    </>
  );
}
