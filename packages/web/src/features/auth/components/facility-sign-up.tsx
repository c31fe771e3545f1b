import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@/lib/use-form';
import { EmailInput, MobileNumberInput, PersonNameInput } from '@/components/contact-inputs';
import { useVerifyClinicSignup } from '../api/sign-up';
import type { FacilityAudience } from '../lib/audiences';
import { signUpDetailsBody, signUpDetailsInitial, signUpDetailsRules } from '../lib/sign-up-details';
import { facilityNameRule, personNameRule } from '../lib/validation';
import { CitySelect, SignUpForm } from './sign-up-form';
import { useSignUpFlow } from './use-sign-up-flow';
import { authSignUpCatalogue } from '../i18n/sign-up.en';
import { useAuthT } from '../lib/use-auth-t';

/** Registers a clinic, hospital or pharmacy: details -> SMS code -> verify_signup_otp -> clinic dashboard. */
export function FacilitySignUp({ audience }: { audience: FacilityAudience }) {
  const t = useAuthT(authSignUpCatalogue);
  const verifySignup = useVerifyClinicSignup();
  const form = useForm({
    initialValues: { facility_name: '', owner_name: '', ...signUpDetailsInitial },
    validate: { facility_name: facilityNameRule, owner_name: personNameRule, ...signUpDetailsRules },
  });

  const flow = useSignUpFlow((code) => {
    const v = form.getValues();
    return verifySignup.mutateAsync({
      otp_code: code,
      facility_type: audience.facilityType,
      facility_name: v.facility_name.trim(),
      owner_name: v.owner_name.trim(),
      ...signUpDetailsBody(v),
    });
  });

  return (
    <SignUpForm
      flow={flow}
      form={form}
      loginPath={audience.loginPath}
      verifyLabel={t('facility.create', { noun: audience.noun })}
    >
      <TextInput
        label={audience.facilityNameLabel}
        placeholder={audience.facilityNamePlaceholder}
        autoComplete="organization"
        required
        maxLength={120}
        disabled={flow.sending}
        {...form.getInputProps('facility_name')}
      />
      <PersonNameInput
        label={t('owner.name')}
        placeholder={t('owner.nameExample')}
        disabled={flow.sending}
        {...form.getInputProps('owner_name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MobileNumberInput
          description={t('phone.willVerify')}
          disabled={flow.sending}
          {...form.getInputProps('phone_number')}
        />
        <EmailInput
          description={t('email.signInWith')}
          placeholder={t('owner.emailExample', { noun: audience.noun })}
          disabled={flow.sending}
          {...form.getInputProps('email')}
        />
      </SimpleGrid>
      <CitySelect disabled={flow.sending} {...form.getInputProps('city')} />
    </SignUpForm>
  );
}
