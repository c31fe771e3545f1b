import {
  useClinicForgetOtpVerify,
  useClinicForgetPassword,
  useClinicResetPassword,
} from '../api/facility-password-reset';
import { emailRule } from '../lib/validation';
import { PasswordResetFlow, type IdentifierField } from './password-reset-flow';
import { authStepsCatalogue } from '../i18n/steps.en';
import { useAuthT } from '../lib/use-auth-t';

type Props = { email: string; onBack: (email: string) => void; onDone: (email: string) => void };

/** clinic_forget_password -> clinic_forget_otp_verify -> PUT clinic_reset_password (clinics, hospitals, pharmacies). */
export function FacilityPasswordReset({ email, onBack, onDone }: Props) {
  const t = useAuthT(authStepsCatalogue);
  const emailField: IdentifierField = {
    label: 'E-mail',
    description: t('email.hint'),
    placeholder: t('email.example'),
    type: 'email',
    autoComplete: 'email',
    rule: emailRule,
    normalize: (value) => value.trim(),
  };
  const forget = useClinicForgetPassword();
  const verify = useClinicForgetOtpVerify();
  const reset = useClinicResetPassword();
  return (
    <PasswordResetFlow
      mode="forgot"
      identifier={emailField}
      initialIdentifier={email}
      sendCode={(id) => forget.mutateAsync({ body: { email: id } }).then((res) => res.data)}
      verifyCode={(id, code) =>
        verify.mutateAsync({ body: { email: id, otp_code: code } }).then((res) => res.data.reset_token)
      }
      resetPassword={(token, password) => reset.mutateAsync({ body: { reset_token: token, password } })}
      onBack={onBack}
      onDone={onDone}
    />
  );
}
