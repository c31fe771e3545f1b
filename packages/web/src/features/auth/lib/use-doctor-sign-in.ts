import { useCheckDoctorPassword, useDoctorLogin } from '../api/doctor-sign-in';
import { useCompleteSignIn } from './use-complete-sign-in';

/** Where the doctor sign-in stands: the PMDC number asked, or what the server said about it. */
export type DoctorStage = 'pmdc' | 'not-registered' | 'no-password' | 'password';

/**
 * The doctor sign-in's two calls: at the password stage, the sign-in; before it, the check whether
 * the PMDC number has an account with a password (ckeck_password_exists), which sets the stage.
 */
export function useDoctorSignIn(stage: DoctorStage, setStage: (stage: DoctorStage) => void) {
  const check = useCheckDoctorPassword();
  const login = useDoctorLogin();
  const completeSignIn = useCompleteSignIn();

  const submit = (pmdc: string, password: string) => {
    if (stage === 'password') {
      login.mutate({ body: { pmdc, password } }, { onSuccess: (res) => completeSignIn(res.data) });
      return;
    }
    check.mutate(
      { body: { pmdc } },
      {
        onSuccess: (res) => {
          const { exists, password_set } = res.data;
          setStage(!exists ? 'not-registered' : password_set ? 'password' : 'no-password');
        },
      },
    );
  };

  return { submit, login, busy: check.isPending || login.isPending, serverError: login.error ?? check.error };
}
