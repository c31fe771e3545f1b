import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cityOptions } from '@/content/cities';
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
import { CodeStep } from './code-step';
import { NewPasswordFields } from './new-password-fields';
import { ServerError } from './server-error';
import { AccountExists, SignUpTerms } from './sign-up-notes';
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

  if (flow.sent) {
    return (
      <CodeStep
        sentTo={flow.sent.phone}
        expiresInSeconds={flow.sent.expiresInSeconds}
        submitLabel={`Verify and create ${audience.noun} account`}
        changeLabel="Edit details"
        submitting={flow.verifying}
        error={flow.verifyError}
        onSubmit={(code) => void flow.verify(code)}
        onResend={flow.resend}
        onChangeTarget={flow.backToDetails}
      />
    );
  }

  return (
    <form noValidate onSubmit={form.onSubmit((values) => flow.start(normalizeMobileNumber(values.phone_number)))}>
      <Stack gap="md">
        {flow.conflict && <AccountExists message={flow.conflict} loginPath={audience.loginPath} />}
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
          <TextInput
            label="Mobile number"
            description="We will text a code to verify it."
            placeholder="03001234567"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            maxLength={16}
            disabled={flow.sending}
            {...form.getInputProps('phone_number')}
          />
          <TextInput
            label="E-mail"
            description="You will sign in with this address."
            placeholder={`you@your${audience.noun}.pk`}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            disabled={flow.sending}
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <Select
          label="City"
          placeholder="Search your city"
          data={cityOptions}
          searchable
          nothingFoundMessage="No city matches that name"
          required
          disabled={flow.sending}
          {...form.getInputProps('city')}
        />
        <NewPasswordFields
          password={form.values.password}
          passwordProps={form.getInputProps('password')}
          confirmProps={form.getInputProps('confirm')}
          disabled={flow.sending}
        />
        <ServerError message={flow.sendError} title="We could not send the code" />
        <Button type="submit" loading={flow.sending} disabled={flow.sending} fullWidth size="md">
          Continue
        </Button>
        <SignUpTerms />
      </Stack>
    </form>
  );
}
