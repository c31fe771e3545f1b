import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@/lib/use-form';
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { confirmPasswordRule, newPasswordRule } from '../lib/validation';
import { CodeStep } from './code-step';
import { FormSubmit } from './form-submit';
import { NewPasswordFields } from './new-password-fields';
import { ServerError } from './server-error';
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const idForm = useForm({
    initialValues: { identifier: initialIdentifier },
    validate: { identifier: identifier.rule },
  });
  const passwordForm = useForm({
    initialValues: { password: '', confirm: '' },
    validate: {
      password: newPasswordRule,
      confirm: (value, values) => confirmPasswordRule(value, values.password),
    },
  });

  async function run<T>(task: () => Promise<T>, next: (result: T) => void) {
    setBusy(true);
    setError(null);
    try {
      next(await task());
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  const heading = mode === 'set' ? t('password.setTitle') : t('password.resetTitle');
  const currentId = step.name === 'identify' ? identifier.normalize(idForm.values.identifier) : step.identifier;

  let body;
  if (step.name === 'identify') {
    body = (
      <form
        noValidate
        onSubmit={idForm.onSubmit((values) => {
          const id = identifier.normalize(values.identifier);
          void run(
            () => sendCode(id),
            (res) => setStep({ name: 'code', identifier: id, expiresInSeconds: res.expires_in_seconds }),
          );
        })}
      >
        <Stack gap="md">
          <Text size="sm">{mode === 'set' ? t('password.noneYet') : t('reset.willText')}</Text>
          <TextInput
            label={identifier.label}
            description={identifier.description}
            placeholder={identifier.placeholder}
            type={identifier.type}
            autoComplete={identifier.autoComplete}
            required
            disabled={busy}
            {...idForm.getInputProps('identifier')}
          />
          <FormSubmit label={t('action.sendCode')} busy={busy} error={error} />
        </Stack>
      </form>
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
      <form
        noValidate
        onSubmit={passwordForm.onSubmit(
          (values) =>
            void run(
              () => resetPassword(step.resetToken, values.password),
              () => setStep({ name: 'done', identifier: step.identifier }),
            ),
        )}
      >
        <Stack gap="md">
          <NewPasswordFields
            passwordLabel={t('password.new')}
            password={passwordForm.values.password}
            passwordProps={passwordForm.getInputProps('password')}
            confirmProps={passwordForm.getInputProps('confirm')}
            disabled={busy}
          />
          <ServerError message={error} />
          {error && (
            <Anchor component="button" type="button" size="sm" onClick={() => setStep({ name: 'identify' })}>
              {t('code.request')}
            </Anchor>
          )}
          <Button type="submit" loading={busy} disabled={busy} fullWidth size="md">
            {mode === 'set' ? t('password.set') : t('password.saveNew')}
          </Button>
        </Stack>
      </form>
    );
  } else {
    body = (
      <Stack gap="md" role="status">
        <Text fw={600}>{mode === 'set' ? t('password.isSet') : t('password.changed')}</Text>
        <Text size="sm">{t('password.signInNew')}</Text>
        <Button onClick={() => onDone(step.identifier)} fullWidth size="md">
          {t('signIn.now')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz={20}>
          {heading}
        </Title>
        {step.name !== 'done' && (
          <Anchor component="button" type="button" size="sm" onClick={() => onBack(currentId)}>
            {t('signIn.back')}
          </Anchor>
        )}
      </Group>
      {body}
    </Stack>
  );
}
