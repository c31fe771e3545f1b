import { Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { rich } from '@/lib/i18n/translations';
import { Isolate } from '@/components/isolate';
import { errorMessage } from '@/lib/api';
import { formatCountdown, useCountdown } from '../lib/use-countdown';
import { OTP_LENGTH, otpCodeRule } from '../lib/validation';
import { FormSubmit } from './form-submit';
import { ServerError } from './server-error';
import { authStepsCatalogue } from '../i18n/steps.en';
import { useAuthT } from '../lib/use-auth-t';

/** Seconds before another code may be requested (the server allows 5 codes a number an hour from one address, 20 in all). */
export const RESEND_AFTER_SECONDS = 60;

type Props = {
  /** The number the code went to, as the server reported it (may be masked). */
  sentTo: string;
  expiresInSeconds?: number;
  submitLabel: string;
  changeLabel: string;
  onSubmit: (code: string) => void;
  onResend: () => Promise<unknown>;
  onChangeTarget: () => void;
  submitting: boolean;
  /** The catalogue's text for the verify call's error (lib/errors), e.g. "Wrong code. 4 tries left." */
  error: string | null;
};

/**
 * A refused code empties the boxes and puts the cursor in the first one, so the next code is typed
 * fresh: when a check ends with an error, or an error arrives.
 */
function useClearOnRefusal(error: string | null, submitting: boolean, clear: () => void) {
  const last = useRef({ error, submitting });
  useEffect(() => {
    const before = last.current;
    last.current = { error, submitting };
    if (submitting || !error) return;
    if (before.submitting || before.error !== error) clear();
  }, [error, submitting, clear]);
}

/** Six-digit code entry with resend countdown; used by sign-in, sign-up and password reset. */
export function CodeStep({
  sentTo,
  expiresInSeconds,
  submitLabel,
  changeLabel,
  onSubmit,
  onResend,
  onChangeTarget,
  submitting,
  error,
}: Props) {
  const t = useAuthT(authStepsCatalogue);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [resendState, setResendState] = useState<{ busy: boolean; error: string | null; sent: boolean }>({
    busy: false,
    error: null,
    sent: false,
  });
  const { remaining, restart } = useCountdown(RESEND_AFTER_SECONDS);
  const boxes = useRef<HTMLDivElement>(null);
  const clearCode = useRef(() => {
    setCode('');
    // After the boxes re-enable (they are disabled while the code is checked).
    requestAnimationFrame(() => boxes.current?.querySelector('input')?.focus());
  }).current;
  useClearOnRefusal(error, submitting, clearCode);
  // While a new code is being checked, the last refusal no longer applies: it goes.
  const shownError = submitting ? null : error;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = otpCodeRule(code);
    setFieldError(problem);
    if (!problem) onSubmit(code);
  };

  const handleResend = async () => {
    setResendState({ busy: true, error: null, sent: false });
    try {
      await onResend();
      restart();
      setResendState({ busy: false, error: null, sent: true });
    } catch (err) {
      setResendState({ busy: false, error: errorMessage(err), sent: false });
    }
  };

  const minutes = expiresInSeconds ? Math.round(expiresInSeconds / 60) : null;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text id={hintId} size="sm">
          <span>
            {rich(
              minutes
                ? t('code.sentValid', { length: OTP_LENGTH, phone: sentTo, minutes, s: minutes === 1 ? '' : 's' })
                : t('code.sent', { length: OTP_LENGTH, phone: sentTo }),
              {
                phone: (text) => (
                  <strong>
                    <Isolate>{text}</Isolate>
                  </strong>
                ),
              },
            )}
          </span>{' '}
          <Anchor component="button" type="button" size="sm" onClick={onChangeTarget}>
            {changeLabel}
          </Anchor>
        </Text>
        <Stack gap={6}>
          <Text id={labelId} component="span" size="sm" fw={500}>
            {t('code.label')}
          </Text>
          <div ref={boxes}>
            <PinInput
              length={OTP_LENGTH}
              type="number"
              size="lg"
              oneTimeCode
              autoFocus
              value={code}
              onChange={(value) => {
                setCode(value);
                if (fieldError) setFieldError(null);
              }}
              error={Boolean(fieldError)}
              disabled={submitting}
              aria-labelledby={labelId}
              getInputProps={(index) => ({
                'aria-label': t('code.digitOf', { v0: index + 1, OTP_LENGTH }),
                'aria-describedby': fieldError ? `${hintId} ${errorId}` : hintId,
                'aria-invalid': Boolean(fieldError),
              })}
            />
          </div>
          {fieldError && (
            <Text id={errorId} size="sm" c="red.8">
              {fieldError}
            </Text>
          )}
        </Stack>
        <FormSubmit label={submitLabel} busy={submitting} error={shownError} errorTitle={t('code.refused')} />
        <Group justify="space-between" gap="xs" aria-live="polite">
          <Text size="sm" c="dimmed">
            {t('code.notReceived')}
          </Text>
          {remaining > 0 ? (
            <Text size="sm" c="dimmed">
              {t('code.resendIn', { time: formatCountdown(remaining) })}
            </Text>
          ) : (
            <Button variant="subtle" size="compact-sm" onClick={handleResend} loading={resendState.busy}>
              {t('code.resend')}
            </Button>
          )}
        </Group>
        {resendState.sent && (
          <Text size="sm" c="teal.8" role="status">
            {t('code.resent')}
          </Text>
        )}
        <ServerError message={resendState.error} title={t('code.resendFailed')} />
      </Stack>
    </form>
  );
}
