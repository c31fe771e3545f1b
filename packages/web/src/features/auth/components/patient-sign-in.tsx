import { Stack } from '@mantine/core';
import { useForm } from '@/lib/use-form';
import { MobileNumberInput, PersonNameInput } from '@/components/contact-inputs';
import { errorMessage } from '@/lib/api';
import { normalizeMobileNumber } from '@/lib/rules/mobile-number';
import { useVerifyPatientOtp } from '../api/patient-sign-in';
import { CodePurpose } from '../api/send-verification-code';
import { useCodeRequest } from '../lib/use-code-request';
import { useCompleteSignIn } from '../lib/use-complete-sign-in';
import { mobileNumberRule, optionalPersonNameRule } from '../lib/validation';
import { FormSubmit } from './form-submit';
import { CodeStep, LaterStep } from './later-steps';
import { authSignInCatalogue } from '../i18n/sign-in.en';
import { useAuthT } from '../lib/use-auth-t';

/** Patient sign-in: mobile number -> SMS code -> /patient/profile. New numbers become new accounts. */
export function PatientSignIn() {
  const t = useAuthT(authSignInCatalogue);
  const code = useCodeRequest(CodePurpose.login);
  const verify = useVerifyPatientOtp();
  const completeSignIn = useCompleteSignIn();
  const form = useForm({
    initialValues: { phone_number: '', name: '' },
    validate: { phone_number: mobileNumberRule, name: optionalPersonNameRule },
  });

  const { sent } = code;
  if (sent) {
    return (
      <LaterStep>
        <CodeStep
          sentTo={sent.phone}
          expiresInSeconds={sent.expiresInSeconds}
          submitLabel={t('patient.verify')}
          changeLabel={t('patient.changeNumber')}
          submitting={verify.isPending}
          error={verify.error ? errorMessage(verify.error) : null}
          onSubmit={(otp) => {
            const name = form.values.name.trim();
            verify.mutate(
              { body: { phone_number: sent.phone, otp_code: otp, ...(name ? { name } : {}) } },
              { onSuccess: (res) => completeSignIn(res.data) },
            );
          }}
          onResend={code.resend}
          onChangeTarget={() => {
            code.backToDetails();
            verify.reset();
          }}
        />
      </LaterStep>
    );
  }

  return (
    <form onSubmit={form.onSubmit((values) => code.start(normalizeMobileNumber(values.phone_number)))} noValidate>
      <Stack gap="md">
        <MobileNumberInput
          description={t('patient.phoneHint')}
          disabled={code.sending}
          {...form.getInputProps('phone_number')}
        />
        <PersonNameInput
          label={t('patient.name')}
          description={t('patient.nameHint')}
          required={false}
          disabled={code.sending}
          {...form.getInputProps('name')}
        />
        <FormSubmit
          label={t('action.sendCode')}
          busy={code.sending}
          error={code.sendError}
          errorTitle={t('code.sendFailed')}
        />
      </Stack>
    </form>
  );
}
