import { Stack } from '@mantine/core';
import { SelectField, type SelectFieldProps } from '@/components/select-field';
import type { InputProps } from '@/lib/use-form';
import type { FormEventHandler, ReactNode } from 'react';
import * as citiesContent from '@/content/cities';
import { normalizeMobileNumber } from '@/lib/rules/mobile-number';
import { CodeStep, LaterStep } from './later-steps';
import { NewPasswordFields } from './new-password-fields';
import { FormSubmit } from './form-submit';
import { AccountExists, SignUpTerms } from './sign-up-notes';
import type { SignUpFlow } from './use-sign-up-flow';
import { useContent } from '@/lib/i18n/language-context';
import { authSignUpCatalogue } from '../i18n/sign-up.en';
import { useAuthT } from '../lib/use-auth-t';

/** What the frame needs of a sign-up form: the number to text and the new-password fields. */
type DetailsForm = {
  values: { password: string };
  getInputProps: (path: 'password' | 'confirm') => InputProps<string>;
  onSubmit: (handle: (values: { phone_number: string }) => void) => FormEventHandler<HTMLFormElement>;
};

type Props = {
  flow: SignUpFlow;
  form: DetailsForm;
  /** Where "Sign in instead" goes when the account exists already. */
  loginPath: string;
  /** The code step's button, e.g. 'Verify and create doctor account'. */
  verifyLabel: string;
  /** The account type's own details, shown above the password. */
  children: ReactNode;
};

/** Both sign-up forms: details and a new password -> SMS code; the account type supplies the details. */
export function SignUpForm({ flow, form, loginPath, verifyLabel, children }: Props) {
  const t = useAuthT(authSignUpCatalogue);
  if (flow.sent) {
    return (
      <LaterStep>
        <CodeStep
          sentTo={flow.sent.phone}
          expiresInSeconds={flow.sent.expiresInSeconds}
          submitLabel={verifyLabel}
          changeLabel={t('signUp.edit')}
          submitting={flow.verifying}
          error={flow.verifyError}
          onSubmit={(code) => void flow.verify(code)}
          onResend={flow.resend}
          onChangeTarget={flow.backToDetails}
        />
      </LaterStep>
    );
  }

  return (
    <form noValidate onSubmit={form.onSubmit((values) => flow.start(normalizeMobileNumber(values.phone_number)))}>
      <Stack gap="md">
        {flow.conflict && <AccountExists message={flow.conflict} loginPath={loginPath} />}
        {children}
        <NewPasswordFields
          password={form.values.password}
          passwordProps={form.getInputProps('password')}
          confirmProps={form.getInputProps('confirm')}
          disabled={flow.sending}
        />
        <FormSubmit
          label={t('action.continue')}
          busy={flow.sending}
          error={flow.sendError}
          errorTitle={t('code.sendFailed')}
        />
        <SignUpTerms />
      </Stack>
    </form>
  );
}

export function CitySelect(props: Partial<SelectFieldProps>) {
  const { cityOptions } = useContent(citiesContent, 'cities');
  const t = useAuthT(authSignUpCatalogue);
  return <SelectField label={t('city.label')} placeholder={t('city.choose')} data={cityOptions} required {...props} />;
}
