import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { normalizeMobileNumber } from '@/lib/rules/mobile-number';
import { useVerifyPatientOtp } from '../api/patient-sign-in';
import { CodePurpose, useSendVerificationCode } from '../api/send-verification-code';
import { useCompleteSignIn } from '../lib/use-complete-sign-in';
import { mobileNumberRule, optionalPersonNameRule } from '../lib/validation';
import { CodeStep } from './code-step';
import { ServerError } from './server-error';

type CodeSent = { phone: string; expiresInSeconds: number };

/** Patient sign-in: mobile number -> SMS code -> /patient/profile. New numbers become new accounts. */
export function PatientSignIn() {
  const [sent, setSent] = useState<CodeSent | null>(null);
  const sendCode = useSendVerificationCode();
  const verify = useVerifyPatientOtp();
  const completeSignIn = useCompleteSignIn();
  const form = useForm({
    mode: 'controlled',
    initialValues: { phone_number: '', name: '' },
    validate: { phone_number: mobileNumberRule, name: optionalPersonNameRule },
  });

  const requestCode = (phone: string) =>
    sendCode.mutateAsync({ body: { phone_number: phone, purpose: CodePurpose.login } }).then((res) => {
      setSent({ phone: res.data.phone_number, expiresInSeconds: res.data.expires_in_seconds });
    });

  const handlePhone = form.onSubmit((values) => {
    // The error is rendered from the mutation state; nothing else to do here.
    requestCode(normalizeMobileNumber(values.phone_number)).catch(() => undefined);
  });

  if (sent) {
    return (
      <CodeStep
        sentTo={sent.phone}
        expiresInSeconds={sent.expiresInSeconds}
        submitLabel="Verify and sign in"
        changeLabel="Change number"
        submitting={verify.isPending}
        error={verify.error ? errorMessage(verify.error) : null}
        onSubmit={(code) => {
          const name = form.values.name.trim();
          verify.mutate(
            { body: { phone_number: sent.phone, otp_code: code, ...(name ? { name } : {}) } },
            { onSuccess: (res) => completeSignIn(res.data) },
          );
        }}
        onResend={() => requestCode(sent.phone)}
        onChangeTarget={() => {
          sendCode.reset();
          verify.reset();
          setSent(null);
        }}
      />
    );
  }

  return (
    <form onSubmit={handlePhone} noValidate>
      <Stack gap="md">
        <TextInput
          label="Mobile number"
          description="We will text a 6-digit code to this number."
          placeholder="03001234567"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          maxLength={16}
          disabled={sendCode.isPending}
          {...form.getInputProps('phone_number')}
        />
        <TextInput
          label="Your name (optional)"
          description="Only needed the first time you sign in, so your doctor knows who you are."
          autoComplete="name"
          maxLength={100}
          disabled={sendCode.isPending}
          {...form.getInputProps('name')}
        />
        <ServerError
          message={sendCode.error ? errorMessage(sendCode.error) : null}
          title="We could not send the code"
        />
        <Button type="submit" loading={sendCode.isPending} disabled={sendCode.isPending} fullWidth size="md">
          Send code
        </Button>
      </Stack>
    </form>
  );
}
