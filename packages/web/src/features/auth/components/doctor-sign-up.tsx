import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { paths } from '@/config/paths';
import { cityOptions } from '@/content/cities';
import { specialityNames } from '@/content/specialities';
import { normalizeMobileNumber } from '@/lib/rules/mobile-number';
import { useVerifyDoctorSignup } from '../api/sign-up';
import {
  cityRule,
  confirmPasswordRule,
  emailRule,
  mobileNumberRule,
  newPasswordRule,
  normalizePmdc,
  personNameRule,
  pmdcRule,
  specialityRule,
} from '../lib/validation';
import { CodeStep } from './code-step';
import { NewPasswordFields } from './new-password-fields';
import { ServerError } from './server-error';
import { AccountExists, SignUpTerms } from './sign-up-notes';
import { useSignUpFlow } from './use-sign-up-flow';

/** Registers a doctor: details -> SMS code -> verify_dr_signup_otp -> doctor dashboard. */
export function DoctorSignUp() {
  const verifySignup = useVerifyDoctorSignup();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: '',
      pmdc: '',
      phone_number: '',
      email: '',
      speciality: null as string | null,
      city: null as string | null,
      password: '',
      confirm: '',
    },
    validate: {
      name: personNameRule,
      pmdc: pmdcRule,
      phone_number: mobileNumberRule,
      email: emailRule,
      speciality: specialityRule,
      city: cityRule,
      password: newPasswordRule,
      confirm: (value, values) => confirmPasswordRule(value, values.password),
    },
  });

  const flow = useSignUpFlow((code) => {
    const v = form.getValues();
    return verifySignup.mutateAsync({
      otp_code: code,
      name: v.name.trim(),
      pmdc: normalizePmdc(v.pmdc),
      phone_number: normalizeMobileNumber(v.phone_number),
      email: v.email.trim(),
      password: v.password,
      speciality: v.speciality ?? '',
      city: v.city ?? '',
    });
  });

  if (flow.sent) {
    return (
      <CodeStep
        sentTo={flow.sent.phone}
        expiresInSeconds={flow.sent.expiresInSeconds}
        submitLabel="Verify and create doctor account"
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
        {flow.conflict && <AccountExists message={flow.conflict} loginPath={paths.login.doctor} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Full name"
            placeholder="Dr. Sana Malik"
            autoComplete="name"
            required
            maxLength={100}
            disabled={flow.sending}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="PMDC number"
            description="e.g. 12345-P"
            placeholder="12345-P"
            autoCapitalize="characters"
            required
            maxLength={12}
            disabled={flow.sending}
            {...form.getInputProps('pmdc')}
          />
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
            placeholder="you@example.pk"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            disabled={flow.sending}
            {...form.getInputProps('email')}
          />
          <Select
            label="Speciality"
            placeholder="Search your speciality"
            data={specialityNames}
            searchable
            nothingFoundMessage="No speciality matches that name"
            required
            disabled={flow.sending}
            {...form.getInputProps('speciality')}
          />
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
        </SimpleGrid>
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
