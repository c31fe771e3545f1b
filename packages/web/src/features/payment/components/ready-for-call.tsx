import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { pakistanTime } from '@ehp/api-types';
import { toneAlertVars } from '@/components/tone-colors';
import type { Appointment } from '@/lib/appointments';
import { formatTime12h } from '@/lib/format-time';
import { httpStatusOf } from '@/lib/http-status';
import { useT } from '@/lib/i18n/language-context';
import { useReadyForCall } from '../api/ready';
import { readyCatalogue } from '../i18n/ready.en';
import { readyState } from '../lib/ready-state';

type Props = {
  appointment: Appointment;
  /** The join link's token when the page was opened from a reminder or a missed-call message. */
  joinToken: string | null;
  /** The link was refused: say "I'm ready" without it from now on. */
  onTokenRefused: () => void;
  onChanged: () => void;
};

const clock = (iso: string) => formatTime12h(pakistanTime(Date.parse(iso)));

const ERROR_KEY: Record<number, keyof typeof readyCatalogue.messages> = {
  400: 'error.link',
  403: 'error.otherPatient',
  409: 'error.window',
  429: 'error.tooMany',
};

/**
 * An online appointment's call, on its page: when the doctor can call, what happened to the last
 * call, and "I'm ready for my call" while the window is open (the doctor's dashboard hears it).
 */
export default function ReadyForCall({ appointment, joinToken, onTokenRefused, onChanged }: Props) {
  const t = useT(readyCatalogue);
  const ready = useReadyForCall();
  const state = readyState(appointment);
  if (state.kind === 'none') return null;
  const doctor = appointment.doctor.name;
  const say = () =>
    ready.mutate(
      { appointment_id: appointment.id, ...(joinToken ? { join_token: joinToken } : {}) },
      {
        onSuccess: onChanged,
        onError: (error) => {
          if (httpStatusOf(error) === 400) onTokenRefused();
          if (httpStatusOf(error) === 409) onChanged();
        },
      },
    );
  const errorKey = ready.error ? (ERROR_KEY[httpStatusOf(ready.error) ?? 0] ?? 'error.other') : null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="your-call">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz={20} id="your-call">
          {t('title')}
        </Title>
        {joinToken && state.kind === 'open' && <Text size="sm">{t('fromLink')}</Text>}
        {state.kind === 'early' && <Text>{t('opensAt', { time: clock(state.from), doctor })}</Text>}
        {state.kind === 'over' && <Text>{t('windowClosed')}</Text>}
        {state.kind === 'open' && state.missedAt && !state.readyAt && (
          <Alert color="red" variant="light" role="note" vars={toneAlertVars('red')} data-testid="missed-call-next">
            {t('triedToCall', { doctor: state.missedBy ?? doctor, time: clock(state.missedAt) })}
          </Alert>
        )}
        {state.kind === 'open' && !state.missedAt && !state.readyAt && <Text>{t('openNow', { doctor })}</Text>}
        <div role="status" aria-live="polite">
          {state.kind === 'open' && state.readyAt && (
            <Alert color="teal" variant="light" vars={toneAlertVars('teal')} data-testid="ready-now">
              {t('readySince', { doctor, time: clock(state.readyAt) })}
            </Alert>
          )}
        </div>
        {state.kind === 'open' && (
          <Button
            size="md"
            mih={44}
            onClick={say}
            loading={ready.isPending}
            variant={state.readyAt ? 'light' : 'filled'}
          >
            {state.readyAt ? t('ready.again') : t('ready')}
          </Button>
        )}
        {errorKey && (
          <Text size="sm" c="red.9" role="alert">
            {t(errorKey)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
