import { PinInput, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { OTP_LENGTH, otpCodeRule } from '../lib/validation';
import { FormSubmit } from './form-submit';
import { CodeResend } from './code-resend';
import { CodeSentHint } from './code-sent-hint';
import { authStepsCatalogue } from '../i18n/steps.en';
import { useAuthT } from '../lib/use-auth-t';

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

  const minutes = expiresInSeconds ? Math.round(expiresInSeconds / 60) : null;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <CodeSentHint
          id={hintId}
          sentTo={sentTo}
          minutes={minutes}
          changeLabel={changeLabel}
          onChangeTarget={onChangeTarget}
        />
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
        <CodeResend onResend={onResend} />
      </Stack>
    </form>
  );
}
