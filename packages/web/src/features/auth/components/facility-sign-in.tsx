import { Button, Stack } from '@mantine/core';
import { useForm } from '@/lib/use-form';
import { useState } from 'react';
import { EmailInput } from '@/components/contact-inputs';
import type { FacilityAudience } from '../lib/audiences';
import { useFacilitySignIn, type FacilityStage } from '../lib/use-facility-sign-in';
import { authMessages, emailRule, signInPasswordRule } from '../lib/validation';
import { FacilityPasswordReset, LaterStep } from './later-steps';
import { BranchStep, OtherFacilityHint, WrongFacilityAlert } from './facility-sign-in-parts';
import { ServerError } from './server-error';
import { CurrentPasswordInput, SignInHelpLinks, SignInNotice } from './sign-in-fields';
import { authSignInCatalogue } from '../i18n/sign-in.en';
import { useAuthT } from '../lib/use-auth-t';

/** Shown when a facility has no active branch (the English text; tests find it). */
export const NO_BRANCH_MESSAGE = authSignInCatalogue.messages['branch.noneActive'];

/** Facility owner sign-in (clinic, hospital or pharmacy): credentials -> branch choice when there are several. */
export function FacilitySignIn({ audience }: { audience: FacilityAudience }) {
  const t = useAuthT(authSignInCatalogue);
  const [stage, setStage] = useState<FacilityStage>({ name: 'credentials' });
  const [resetting, setResetting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const calls = useFacilitySignIn(audience, setStage);
  const form = useForm({
    initialValues: { email: '', password: '', branch_id: '' },
    validate: {
      email: emailRule,
      password: signInPasswordRule,
      branch_id: (value) => (stage.name === 'branch' && !value ? authMessages['branch.required'] : null),
    },
  });

  if (resetting) {
    return (
      <LaterStep>
        <FacilityPasswordReset
          email={form.values.email.trim()}
          onBack={(email) => {
            form.setFieldValue('email', email);
            setResetting(false);
          }}
          onDone={(email) => {
            form.setValues({ email, password: '', branch_id: '' });
            setResetting(false);
            setStage({ name: 'credentials' });
            setNotice(t('password.saved'));
          }}
        />
      </LaterStep>
    );
  }

  const handleSubmit = form.onSubmit((values) => {
    const email = values.email.trim();
    calls.clearError();
    if (stage.name === 'branch') return calls.signIn(email, values.password, Number(values.branch_id));
    calls.checkThenSignIn(email, values.password, (branches) => {
      form.setFieldValue('branch_id', '');
      setStage({ name: 'branch', branches });
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SignInNotice message={notice} />
        {stage.name === 'branch' ? (
          <BranchStep
            email={form.values.email.trim()}
            branches={stage.branches}
            disabled={calls.busy}
            onOtherAccount={calls.backToCredentials}
            {...form.getInputProps('branch_id')}
          />
        ) : (
          <>
            <EmailInput
              placeholder={t('facility.emailExample', { noun: audience.noun })}
              autoComplete="username"
              disabled={calls.busy}
              {...form.getInputProps('email')}
            />
            <CurrentPasswordInput disabled={calls.busy} {...form.getInputProps('password')} />
          </>
        )}

        {stage.name === 'other-audience' && <WrongFacilityAlert audience={stage.audience} />}

        <ServerError message={calls.error} />
        {calls.checkFailed && <OtherFacilityHint current={audience} />}

        <Button type="submit" loading={calls.busy} disabled={calls.busy} fullWidth size="md">
          {stage.name === 'branch' ? t('branch.signIn') : t('action.signIn')}
        </Button>
        <SignInHelpLinks
          onForgotPassword={() => setResetting(true)}
          signUpPath={audience.signupPath}
          signUpLabel={t('facility.signUp', { noun: audience.noun })}
        />
      </Stack>
    </form>
  );
}
