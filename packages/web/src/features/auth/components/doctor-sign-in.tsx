import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { WarningAlert } from '@/components/warning-alert';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { useCheckDoctorPassword, useDoctorLogin } from '../api/doctor-sign-in';
import { useCompleteSignIn } from '../lib/use-complete-sign-in';
import { normalizePmdc, pmdcRule, signInPasswordRule } from '../lib/validation';
import { DoctorPasswordReset, LaterStep } from './later-steps';
import { ServerError } from './server-error';
import { CurrentPasswordInput, SignInHelpLinks, SignInNotice } from './sign-in-fields';

/** The doctor sign-up form on /default/signup. */
export const DOCTOR_SIGNUP_PATH = `${paths.signup.default}?as=doctor`;

type Stage = 'pmdc' | 'not-registered' | 'no-password' | 'password';

/**
 * Doctor sign-in: PMDC number first. Doctors added by a clinic have no password yet, so the
 * portal asks (ckeck_password_exists) and either shows the password field, offers sign-up,
 * or starts the set-password flow.
 */
export function DoctorSignIn() {
  const [stage, setStage] = useState<Stage>('pmdc');
  const [reset, setReset] = useState<'set' | 'forgot' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const check = useCheckDoctorPassword();
  const login = useDoctorLogin();
  const completeSignIn = useCompleteSignIn();
  const form = useForm({
    mode: 'controlled',
    initialValues: { pmdc: '', password: '' },
    validate: {
      pmdc: pmdcRule,
      password: (value) => (stage === 'password' ? signInPasswordRule(value) : null),
    },
  });
  const pmdc = normalizePmdc(form.values.pmdc);

  if (reset) {
    return (
      <LaterStep>
        <DoctorPasswordReset
          mode={reset}
          pmdc={pmdc}
          onBack={(value) => {
            form.setFieldValue('pmdc', value);
            setReset(null);
            setStage('pmdc');
          }}
          onDone={(value) => {
            form.setValues({ pmdc: value, password: '' });
            setReset(null);
            setStage('password');
            setNotice('Password saved. Sign in with your new password.');
          }}
        />
      </LaterStep>
    );
  }

  const handleSubmit = form.onSubmit((values) => {
    const number = normalizePmdc(values.pmdc);
    if (stage === 'password') {
      login.mutate(
        { body: { pmdc: number, password: values.password } },
        { onSuccess: (res) => completeSignIn(res.data) },
      );
      return;
    }
    check.mutate(
      { body: { pmdc: number } },
      {
        onSuccess: (res) => {
          const { exists, password_set } = res.data;
          setStage(!exists ? 'not-registered' : password_set ? 'password' : 'no-password');
        },
      },
    );
  });

  const busy = check.isPending || login.isPending;
  const serverError = login.error ?? check.error;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SignInNotice message={notice} />
        <TextInput
          label="PMDC number"
          description="Your Pakistan Medical & Dental Council registration number, e.g. 12345-P"
          placeholder="12345-P"
          autoComplete="username"
          autoCapitalize="characters"
          required
          maxLength={12}
          readOnly={stage === 'password'}
          disabled={busy}
          {...form.getInputProps('pmdc')}
          onChange={(event) => {
            form.setFieldValue('pmdc', event.currentTarget.value);
            if (stage !== 'pmdc') setStage('pmdc');
          }}
        />
        {stage === 'password' && (
          <>
            <Group justify="space-between" mt={-8}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => {
                  setStage('pmdc');
                  form.setFieldValue('password', '');
                  login.reset();
                }}
              >
                Use a different PMDC number
              </Anchor>
            </Group>
            <CurrentPasswordInput autoFocus disabled={busy} {...form.getInputProps('password')} />
          </>
        )}

        {stage === 'not-registered' && (
          <WarningAlert title={`No doctor account uses PMDC number ${pmdc}`}>
            <Text size="sm">
              Check the number for typing mistakes, or{' '}
              <Anchor component={Link} to={DOCTOR_SIGNUP_PATH} fw={600}>
                sign up as a doctor
              </Anchor>{' '}
              to create your account.
            </Text>
          </WarningAlert>
        )}

        {stage === 'no-password' && (
          <Alert color="blue" variant="light" title="You have not set a password yet">
            <Stack gap="xs">
              <Text size="sm">
                Your clinic added you to SehatLink. Set a password with a code sent to your registered mobile number,
                then sign in.
              </Text>
              <Button variant="light" w="fit-content" onClick={() => setReset('set')}>
                Set my password
              </Button>
            </Stack>
          </Alert>
        )}

        <ServerError message={serverError ? errorMessage(serverError) : null} />

        {stage !== 'no-password' && (
          <Button type="submit" loading={busy} disabled={busy} fullWidth size="md">
            {stage === 'password' ? 'Sign in' : 'Continue'}
          </Button>
        )}
        <SignInHelpLinks
          onForgotPassword={() => setReset('forgot')}
          signUpPath={DOCTOR_SIGNUP_PATH}
          signUpLabel="New to SehatLink? Sign up"
        />
      </Stack>
    </form>
  );
}
