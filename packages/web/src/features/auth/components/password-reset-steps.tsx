import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@/lib/use-form';
import { confirmPasswordRule, newPasswordRule } from '../lib/validation';
import { FormSubmit } from './form-submit';
import { NewPasswordFields } from './new-password-fields';
import { ServerError } from './server-error';
import { authStepsCatalogue } from '../i18n/steps.en';
import { useAuthT } from '../lib/use-auth-t';
import type { IdentifierField } from './password-reset-flow';

type Mode = 'set' | 'forgot';
type StepProps = { mode: Mode; busy: boolean; error: string | null };

type IdentifyProps = StepProps & {
  identifier: IdentifierField;
  form: ReturnType<typeof useForm<{ identifier: string }>>;
  onSubmit: (identifier: string) => void;
};

/** The reset's first step: the account's email or PMDC number, to text a code to its phone. */
export function IdentifyStep({ mode, busy, error, identifier, form, onSubmit }: IdentifyProps) {
  const t = useAuthT(authStepsCatalogue);
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSubmit(identifier.normalize(values.identifier)))}>
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
          {...form.getInputProps('identifier')}
        />
        <FormSubmit label={t('action.sendCode')} busy={busy} error={error} />
      </Stack>
    </form>
  );
}

type NewPasswordProps = StepProps & { onSubmit: (password: string) => void; onNewCode: () => void };

/** After the code: the new password, twice; a refusal offers a new code. */
export function NewPasswordStep({ mode, busy, error, onSubmit, onNewCode }: NewPasswordProps) {
  const t = useAuthT(authStepsCatalogue);
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: {
      password: newPasswordRule,
      confirm: (value, values) => confirmPasswordRule(value, values.password),
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values.password))}>
      <Stack gap="md">
        <NewPasswordFields
          passwordLabel={t('password.new')}
          password={form.values.password}
          passwordProps={form.getInputProps('password')}
          confirmProps={form.getInputProps('confirm')}
          disabled={busy}
        />
        <ServerError message={error} />
        {error && (
          <Anchor component="button" type="button" size="sm" onClick={onNewCode}>
            {t('code.request')}
          </Anchor>
        )}
        <Button type="submit" loading={busy} disabled={busy} fullWidth size="md">
          {mode === 'set' ? t('password.set') : t('password.saveNew')}
        </Button>
      </Stack>
    </form>
  );
}

/** The password is saved: sign in with it. */
export function ResetDone({ mode, onSignIn }: { mode: Mode; onSignIn: () => void }) {
  const t = useAuthT(authStepsCatalogue);
  return (
    <Stack gap="md" role="status">
      <Text fw={600}>{mode === 'set' ? t('password.isSet') : t('password.changed')}</Text>
      <Text size="sm">{t('password.signInNew')}</Text>
      <Button onClick={onSignIn} fullWidth size="md">
        {t('signIn.now')}
      </Button>
    </Stack>
  );
}

/** The reset's title, with the way back to the sign-in form (until the password is saved). */
export function ResetHeading({ title, onBack }: { title: string; onBack: (() => void) | null }) {
  const t = useAuthT(authStepsCatalogue);
  return (
    <Group justify="space-between" align="baseline">
      <Title order={2} fz={20}>
        {title}
      </Title>
      {onBack && (
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {t('signIn.back')}
        </Anchor>
      )}
    </Group>
  );
}
