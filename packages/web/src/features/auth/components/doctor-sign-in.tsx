import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { rich } from '@/lib/i18n/translations';
import { useForm } from '@/lib/use-form';
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
import { authSignInCatalogue } from '../i18n/sign-in.en';
import { useAuthT } from '../lib/use-auth-t';

/** The doctor sign-up form on /default/signup. */
export const DOCTOR_SIGNUP_PATH = `${paths.signup.default}?as=doctor`;

type Stage = 'pmdc' | 'not-registered' | 'no-password' | 'password';

/**
 * Doctor sign-in: PMDC number first. Doctors added by a clinic have no password yet, so the
 * portal asks (ckeck_password_exists) and either shows the password field, offers sign-up,
 * or starts the set-password flow.
 */
export function DoctorSignIn() {
  const t = useAuthT(authSignInCatalogue);
  const [stage, setStage] = useState<Stage>('pmdc');
  const [reset, setReset] = useState<'set' | 'forgot' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const check = useCheckDoctorPassword();
  const login = useDoctorLogin();
  const completeSignIn = useCompleteSignIn();
  const form = useForm({
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
            setNotice(t('password.saved'));
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
          label={t('pmdc.label')}
          description={t('doctor.pmdcHint')}
          placeholder={t('pmdc.example')}
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
                {t('doctor.otherPmdc')}
              </Anchor>
            </Group>
            <CurrentPasswordInput autoFocus disabled={busy} {...form.getInputProps('password')} />
          </>
        )}

        {stage === 'not-registered' && (
          <WarningAlert title={t('doctor.notFound', { pmdc })}>
            <Text size="sm">
              {rich(t('doctor.notFoundHelp'), {
                link: (text) => (
                  <Anchor component={Link} to={DOCTOR_SIGNUP_PATH} fw={600}>
                    {text}
                  </Anchor>
                ),
              })}
            </Text>
          </WarningAlert>
        )}

        {stage === 'no-password' && (
          <Alert color="blue" variant="light" title={t('doctor.noPassword')}>
            <Stack gap="xs">
              <Text size="sm">{t('doctor.noPasswordHelp')}</Text>
              <Button variant="light" w="fit-content" onClick={() => setReset('set')}>
                {t('doctor.setPassword')}
              </Button>
            </Stack>
          </Alert>
        )}

        <ServerError message={serverError ? errorMessage(serverError) : null} />

        {stage !== 'no-password' && (
          <Button type="submit" loading={busy} disabled={busy} fullWidth size="md">
            {stage === 'password' ? t('action.signIn') : t('action.continue')}
          </Button>
        )}
        <SignInHelpLinks
          onForgotPassword={() => setReset('forgot')}
          signUpPath={DOCTOR_SIGNUP_PATH}
          signUpLabel={t('doctor.signUp')}
        />
      </Stack>
    </form>
  );
}
