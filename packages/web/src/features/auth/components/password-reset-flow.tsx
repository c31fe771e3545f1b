import { Stack } from '@mantine/core';
import { useForm } from '@/lib/use-form';
import { useState } from 'react';
import { useBusyTask } from '../lib/use-busy-task';
import { CodeStep } from './code-step';
import { IdentifyStep, NewPasswordStep, ResetDone, ResetHeading } from './password-reset-steps';
import { authStepsCatalogue } from '../i18n/steps.en';
import { useAuthT } from '../lib/use-auth-t';

export type IdentifierField = {
  label: string;
  description: string;
  placeholder: string;
  type: 'email' | 'text';
  autoComplete: string;
  rule: (value: string) => string | null;
  normalize: (value: string) => string;
};

type Props = {
  /** 'set' for accounts that never had a password, 'forgot' for a reset. */
  mode: 'set' | 'forgot';
  identifier: IdentifierField;
  initialIdentifier: string;
  /** The server answers the same whether or not the account exists: it never says where the code went. */
  sendCode: (identifier: string) => Promise<{ expires_in_seconds: number }>;
  verifyCode: (identifier: string, code: string) => Promise<string>;
  resetPassword: (resetToken: string, password: string) => Promise<unknown>;
  /** Back to the sign-in form, keeping what was typed. */
  onBack: (identifier: string) => void;
  /** The password was saved; sign in with it. */
  onDone: (identifier: string) => void;
};

type Step =
  | { name: 'identify' }
  | { name: 'code'; identifier: string; expiresInSeconds: number }
  | { name: 'password'; identifier: string; resetToken: string }
  | { name: 'done'; identifier: string };

/** identify -> SMS code -> new password -> done; the same steps for doctors and facility owners. */
export function PasswordResetFlow({
  mode,
  identifier,
  initialIdentifier,
  sendCode,
  verifyCode,
  resetPassword,
  onBack,
  onDone,
}: Props) {
  const t = useAuthT(authStepsCatalogue);
  const [step, setStep] = useState<Step>({ name: 'identify' });
  const { busy, error, setError, run } = useBusyTask();
  const idForm = useForm({
    initialValues: { identifier: initialIdentifier },
    validate: { identifier: identifier.rule },
  });

  const heading = mode === 'set' ? t('password.setTitle') : t('password.resetTitle');
  const currentId = step.name === 'identify' ? identifier.normalize(idForm.values.identifier) : step.identifier;

  const props = { mode, busy, error };
  let body;
  if (step.name === 'identify') {
    body = (
      <IdentifyStep
        {...props}
        identifier={identifier}
        form={idForm}
        onSubmit={(id) =>
          void run(
            () => sendCode(id),
            (res) => setStep({ name: 'code', identifier: id, expiresInSeconds: res.expires_in_seconds }),
          )
        }
      />
    );
  } else if (step.name === 'code') {
    body = (
      <CodeStep
        sentTo={t('reset.registeredPhone')}
        expiresInSeconds={step.expiresInSeconds}
        submitLabel={t('code.verify')}
        changeLabel={t('action.change', { toLowerCase: identifier.label.toLowerCase() })}
        submitting={busy}
        error={error}
        onSubmit={(code) =>
          void run(
            () => verifyCode(step.identifier, code),
            (resetToken) => setStep({ name: 'password', identifier: step.identifier, resetToken }),
          )
        }
        onResend={() => sendCode(step.identifier)}
        onChangeTarget={() => {
          setError(null);
          setStep({ name: 'identify' });
        }}
      />
    );
  } else if (step.name === 'password') {
    body = (
      <NewPasswordStep
        {...props}
        onSubmit={(password) =>
          void run(
            () => resetPassword(step.resetToken, password),
            () => setStep({ name: 'done', identifier: step.identifier }),
          )
        }
        onNewCode={() => setStep({ name: 'identify' })}
      />
    );
  } else {
    body = <ResetDone mode={mode} onSignIn={() => onDone(step.identifier)} />;
  }

  return (
    <Stack gap="md">
      <ResetHeading title={heading} onBack={step.name === 'done' ? null : () => onBack(currentId)} />
      {body}
    </Stack>
  );
}
