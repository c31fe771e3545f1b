import { paths } from '@/config/paths';
import { AuthShell } from './auth-shell';
import { OtherSignInLinks } from './other-sign-in-links';
import { PatientSignIn } from './patient-sign-in';
import { SignedInNotice } from './signed-in-notice';

export function PatientSignInPage() {
  return (
    <AuthShell
      eyebrow="For patients"
      title="Patient sign in"
      intro="Sign in with your mobile number. No password needed: we text you a one-time code."
      asideTitle="With your SehatLink account"
      asidePoints={[
        'Book in-clinic appointments with PMDC-registered doctors',
        'See a doctor by video call from home',
        'Take incoming calls from your doctor right here in the browser',
        'Book lab tests with home sampling',
      ]}
      footer={<OtherSignInLinks current={paths.login.patient} />}
    >
      <SignedInNotice />
      <PatientSignIn />
    </AuthShell>
  );
}
