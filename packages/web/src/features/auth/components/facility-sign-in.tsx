import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Isolate } from '@/components/isolate';
import { rich } from '@/lib/i18n/translations';
import { useForm } from '@/lib/use-form';
import type { components } from '@ehp/api-types';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmailInput } from '@/components/contact-inputs';
import { WarningAlert } from '@/components/warning-alert';
import { errorMessage } from '@/lib/api';
import { useCheckClinicBranches, useClinicLogin } from '../api/facility-sign-in';
import { facilityAudiences, type FacilityAudience } from '../lib/audiences';
import { useCompleteSignIn } from '../lib/use-complete-sign-in';
import { authMessages, emailRule, signInPasswordRule } from '../lib/validation';
import { BranchChoice, FacilityPasswordReset, LaterStep } from './later-steps';
import { ServerError } from './server-error';
import { CurrentPasswordInput, SignInHelpLinks, SignInNotice } from './sign-in-fields';
import { authSignInCatalogue } from '../i18n/sign-in.en';
import { useAuthT } from '../lib/use-auth-t';

type Branch = components['schemas']['ClinicBranch'];
type Stage =
  | { name: 'credentials' }
  | { name: 'branch'; branches: Branch[] }
  | { name: 'other-audience'; audience: FacilityAudience };

/** Shown when a facility has no active branch (the English text; tests find it). */
export const NO_BRANCH_MESSAGE = authSignInCatalogue.messages['branch.noneActive'];

/** Accounts only sign in on their own facility's page, so a refusal may mean the wrong page. */
function OtherFacilityHint({ current }: { current: FacilityAudience }) {
  const t = useAuthT(authSignInCatalogue);
  const others = Object.values(facilityAudiences).filter((a) => a.facilityType !== current.facilityType);
  const [first, second] = others;
  const link = (to: string) => (text: string) => (
    <Anchor component={Link} to={to}>
      {text}
    </Anchor>
  );
  return (
    <Text size="sm" c="dimmed">
      {rich(t('wrongPage.otherFacility', { first: first.noun, second: second.noun }), {
        first: link(first.loginPath),
        second: link(second.loginPath),
      })}
    </Text>
  );
}

/** Facility owner sign-in (clinic, hospital or pharmacy): credentials -> branch choice when there are several. */
export function FacilitySignIn({ audience }: { audience: FacilityAudience }) {
  const t = useAuthT(authSignInCatalogue);
  const [stage, setStage] = useState<Stage>({ name: 'credentials' });
  const [resetting, setResetting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const check = useCheckClinicBranches();
  const login = useClinicLogin();
  const completeSignIn = useCompleteSignIn();
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

  const signIn = (email: string, password: string, branchId: number) =>
    login.mutate(
      { body: { email, password, facility_type: audience.facilityType, branch_id: branchId } },
      { onSuccess: (res) => completeSignIn(res.data) },
    );

  const handleSubmit = form.onSubmit((values) => {
    const email = values.email.trim();
    setLocalError(null);
    if (stage.name === 'branch') {
      signIn(email, values.password, Number(values.branch_id));
      return;
    }
    check.mutate(
      { body: { email, password: values.password, facility_type: audience.facilityType } },
      {
        onSuccess: (res) => {
          const { branches, facility_type } = res.data;
          if (facility_type !== audience.facilityType) {
            setStage({ name: 'other-audience', audience: facilityAudiences[facility_type] });
          } else if (branches.length === 0) {
            setLocalError(t('branch.noneActive'));
          } else if (branches.length === 1) {
            signIn(email, values.password, branches[0].branch_id);
          } else {
            form.setFieldValue('branch_id', '');
            setStage({ name: 'branch', branches });
          }
        },
      },
    );
  });

  const busy = check.isPending || login.isPending;
  const serverError = login.error ?? check.error;
  const backToCredentials = () => {
    setStage({ name: 'credentials' });
    login.reset();
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SignInNotice message={notice} />
        {stage.name === 'branch' ? (
          <>
            <Text size="sm">
              <span>
                {rich(t('branch.managedBy', { email: form.values.email.trim(), count: stage.branches.length }), {
                  email: (text) => (
                    <strong>
                      <Isolate>{text}</Isolate>
                    </strong>
                  ),
                })}
              </span>{' '}
              <Anchor component="button" type="button" size="sm" onClick={backToCredentials}>
                {t('account.other')}
              </Anchor>
            </Text>
            <LaterStep>
              <BranchChoice branches={stage.branches} disabled={busy} {...form.getInputProps('branch_id')} />
            </LaterStep>
          </>
        ) : (
          <>
            <EmailInput
              placeholder={t('facility.emailExample', { noun: audience.noun })}
              autoComplete="username"
              disabled={busy}
              {...form.getInputProps('email')}
            />
            <CurrentPasswordInput disabled={busy} {...form.getInputProps('password')} />
          </>
        )}

        {stage.name === 'other-audience' && (
          <WarningAlert title={t('wrongPage.title', { noun: stage.audience.noun })}>
            <Text size="sm">
              {rich(t('wrongPage.help', { noun: stage.audience.noun }), {
                link: (text) => (
                  <Anchor component={Link} to={stage.audience.loginPath} fw={600}>
                    {text}
                  </Anchor>
                ),
              })}
            </Text>
          </WarningAlert>
        )}

        <ServerError message={localError ?? (serverError ? errorMessage(serverError) : null)} />
        {check.isError && <OtherFacilityHint current={audience} />}

        <Button type="submit" loading={busy} disabled={busy} fullWidth size="md">
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
