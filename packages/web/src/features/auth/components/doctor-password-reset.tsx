import {
  useDoctorForgetOtpVerify,
  useDoctorForgetPassword,
  useDoctorResetPassword,
} from '../api/doctor-password-reset';
import { normalizePmdc, pmdcRule } from '../lib/validation';
import { PasswordResetFlow, type IdentifierField } from './password-reset-flow';
import { authSignInCatalogue } from '../i18n/sign-in.en';
import { useAuthT } from '../lib/use-auth-t';

type Props = {
  mode: 'set' | 'forgot';
  pmdc: string;
  onBack: (pmdc: string) => void;
  onDone: (pmdc: string) => void;
};

/** dr_forget_password -> dr_forget_otp_verify -> PUT dr_reset_password. */
export function DoctorPasswordReset({ mode, pmdc, onBack, onDone }: Props) {
  const t = useAuthT(authSignInCatalogue);
  const pmdcField: IdentifierField = {
    label: t('pmdc.label'),
    description: t('doctor.pmdcHint'),
    placeholder: t('pmdc.example'),
    type: 'text',
    autoComplete: 'username',
    rule: pmdcRule,
    normalize: normalizePmdc,
  };
  const forget = useDoctorForgetPassword();
  const verify = useDoctorForgetOtpVerify();
  const reset = useDoctorResetPassword();
  return (
    <PasswordResetFlow
      mode={mode}
      identifier={pmdcField}
      initialIdentifier={pmdc}
      sendCode={(id) => forget.mutateAsync({ body: { pmdc: id } }).then((res) => res.data)}
      verifyCode={(id, code) =>
        verify.mutateAsync({ body: { pmdc: id, otp_code: code } }).then((res) => res.data.reset_token)
      }
      resetPassword={(token, password) => reset.mutateAsync({ body: { reset_token: token, password } })}
      onBack={onBack}
      onDone={onDone}
    />
  );
}
