import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { formatCountdown, useCountdown } from '../lib/use-countdown';
import { ServerError } from './server-error';
import { authStepsCatalogue } from '../i18n/steps.en';
import { useAuthT } from '../lib/use-auth-t';

/** Seconds before another code may be requested (the server allows 5 codes a number an hour from one address, 20 in all). */
export const RESEND_AFTER_SECONDS = 60;

type ResendState = { busy: boolean; error: string | null; sent: boolean };

/** The code step's "Didn't get it?" row: a countdown, then a resend button, and what the resend did. */
export function CodeResend({ onResend }: { onResend: () => Promise<unknown> }) {
  const t = useAuthT(authStepsCatalogue);
  const [state, setState] = useState<ResendState>({ busy: false, error: null, sent: false });
  const { remaining, restart } = useCountdown(RESEND_AFTER_SECONDS);

  const handleResend = async () => {
    setState({ busy: true, error: null, sent: false });
    try {
      await onResend();
      restart();
      setState({ busy: false, error: null, sent: true });
    } catch (err) {
      setState({ busy: false, error: errorMessage(err), sent: false });
    }
  };

  return (
    <>
      <Group justify="space-between" gap="xs" aria-live="polite">
        <Text size="sm" c="dimmed">
          {t('code.notReceived')}
        </Text>
        {remaining > 0 ? (
          <Text size="sm" c="dimmed">
            {t('code.resendIn', { time: formatCountdown(remaining) })}
          </Text>
        ) : (
          <Button variant="subtle" size="compact-sm" onClick={handleResend} loading={state.busy}>
            {t('code.resend')}
          </Button>
        )}
      </Group>
      {state.sent && (
        <Text size="sm" c="teal.8" role="status">
          {t('code.resent')}
        </Text>
      )}
      <ServerError message={state.error} title={t('code.resendFailed')} />
    </>
  );
}
