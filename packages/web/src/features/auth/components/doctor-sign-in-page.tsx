import { paths } from '@/config/paths';
import { AuthShell } from './auth-shell';
import { DoctorSignIn } from './doctor-sign-in';
import { OtherSignInLinks } from './other-sign-in-links';
import { SignedInNotice } from './signed-in-notice';

export function DoctorSignInPage() {
  return (
    <AuthShell
      eyebrow="For doctors"
      title="Doctor sign in"
      intro="Sign in with your PMDC registration number."
      asideTitle="Your practice on SehatLink"
      asidePoints={[
        'Online consultations by secure video call',
        'Your appointments across every clinic you work at',
        'Digital prescriptions and patient history',
        'A public profile patients can find and book',
      ]}
      footer={<OtherSignInLinks current={paths.login.doctor} />}
    >
      <SignedInNotice />
      <DoctorSignIn />
    </AuthShell>
  );
}
