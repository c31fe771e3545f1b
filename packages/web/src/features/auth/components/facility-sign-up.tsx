import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EmailInput, MobileNumberInput } from '@/components/contact-inputs';
import { normalizeMobileNumber } from '@/lib/rules/mobile-number';
import { useVerifyClinicSignup } from '../api/sign-up';
import type { FacilityAudience } from '../lib/audiences';
import {
  cityRule,
  confirmPasswordRule,
  emailRule,
  facilityNameRule,
  mobileNumberRule,
  newPasswordRule,
  personNameRule,
} from '../lib/validation';
import { CitySelect, SignUpForm } from './sign-up-form';
import { useSignUpFlow } from './use-sign-up-flow';

/** Registers a clinic, hospital or pharmacy: details -> SMS code -> verify_signup_otp -> clinic dashboard. */
export function FacilitySignUp({ audience }: { audience: FacilityAudience }) {
  const verifySignup = useVerifyClinicSignup();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      facility_name: '',
      owner_name: '',
      phone_number: '',
      email: '',
      city: null as string | null,
      password: '',
      confirm: '',
    },
    validate: {
      facility_name: facilityNameRule,
      owner_name: personNameRule,
      phone_number: mobileNumberRule,
      email: emailRule,
      city: cityRule,
      password: newPasswordRule,
      confirm: (value, values) => confirmPasswordRule(value, values.password),
    },
  });

  const flow = useSignUpFlow((code) => {
    const v = form.getValues();
    return verifySignup.mutateAsync({
      otp_code: code,
      facility_type: audience.facilityType,
      facility_name: v.facility_name.trim(),
      owner_name: v.owner_name.trim(),
      phone_number: normalizeMobileNumber(v.phone_number),
      email: v.email.trim(),
      password: v.password,
      city: v.city ?? '',
    });
  });

  return (
    <SignUpForm
      flow={flow}
      form={form}
      loginPath={audience.loginPath}
      verifyLabel={`Verify and create ${audience.noun} account`}
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
      <TextInput
        label="Owner name"
        placeholder="Ahmed Raza"
        autoComplete="name"
        required
        maxLength={100}
        disabled={flow.sending}
        {...form.getInputProps('owner_name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MobileNumberInput
          description="We will text a code to verify it."
          disabled={flow.sending}
          {...form.getInputProps('phone_number')}
        />
        <EmailInput
          description="You will sign in with this address."
          placeholder={`you@your${audience.noun}.pk`}
          disabled={flow.sending}
          {...form.getInputProps('email')}
        />
      </SimpleGrid>
      <CitySelect disabled={flow.sending} {...form.getInputProps('city')} />
    </SignUpForm>
  );
}
