import { Button, Stack } from '@mantine/core';
import { useForm } from '@/lib/use-form';
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { useDoctorSignIn, type DoctorStage } from '../lib/use-doctor-sign-in';
import { DOCTOR_SIGNUP_PATH, DoctorStageNote, OtherPmdcLink, PmdcInput } from './doctor-sign-in-parts';
import { normalizePmdc, pmdcRule, signInPasswordRule } from '../lib/validation';
import { DoctorPasswordReset, LaterStep } from './later-steps';
import { ServerError } from './server-error';
import { CurrentPasswordInput, SignInHelpLinks, SignInNotice } from './sign-in-fields';
import { authSignInCatalogue } from '../i18n/sign-in.en';
import { useAuthT } from '../lib/use-auth-t';

/**
 * Doctor sign-in: PMDC number first. Doctors added by a clinic have no password yet, so the
 * portal asks (ckeck_password_exists) and either shows the password field, offers sign-up,
 * or starts the set-password flow.
 */
export function DoctorSignIn() {
  const t = useAuthT(authSignInCatalogue);
  const [stage, setStage] = useState<DoctorStage>('pmdc');
  const [reset, setReset] = useState<'set' | 'forgot' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { submit, busy, serverError, login } = useDoctorSignIn(stage, setStage);
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

  const handleSubmit = form.onSubmit((values) => submit(normalizePmdc(values.pmdc), values.password));

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SignInNotice message={notice} />
        <PmdcInput
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
            <OtherPmdcLink
              onClick={() => {
                setStage('pmdc');
                form.setFieldValue('password', '');
                login.reset();
              }}
            />
            <CurrentPasswordInput autoFocus disabled={busy} {...form.getInputProps('password')} />
          </>
        )}

        <DoctorStageNote stage={stage} pmdc={pmdc} onSetPassword={() => setReset('set')} />

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
