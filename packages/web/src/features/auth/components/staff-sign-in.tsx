import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@/lib/use-form';
import { errorMessage } from '@/lib/api';
import { useStaffLogin } from '../api/staff-sign-in';
import { useCompleteSignIn } from '../lib/use-complete-sign-in';
import { signInPasswordRule, usernameRule } from '../lib/validation';
import { FormSubmit } from './form-submit';
import { CurrentPasswordInput } from './sign-in-fields';
import { authSignInCatalogue } from '../i18n/sign-in.en';
import { useAuthT } from '../lib/use-auth-t';

/** Clinic staff sign in with the username their clinic created; they land on the clinic dashboard. */
export function StaffSignIn() {
  const t = useAuthT(authSignInCatalogue);
  const login = useStaffLogin();
  const completeSignIn = useCompleteSignIn();
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: { username: usernameRule, password: signInPasswordRule },
  });

  const handleSubmit = form.onSubmit((values) =>
    login.mutate(
      { body: { username: values.username.trim(), password: values.password } },
      { onSuccess: (res) => completeSignIn(res.data) },
    ),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('staff.username')}
          description={t('staff.usernameHint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={60}
          disabled={login.isPending}
          {...form.getInputProps('username')}
        />
        <CurrentPasswordInput disabled={login.isPending} {...form.getInputProps('password')} />
        <FormSubmit
          label={t('action.signIn')}
          busy={login.isPending}
          error={login.error ? errorMessage(login.error) : null}
        />
        <Text size="sm" c="dimmed">
          {t('staff.forgotPassword')}
        </Text>
      </Stack>
    </form>
  );
}
