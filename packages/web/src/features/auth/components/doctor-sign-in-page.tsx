import { paths } from '@/config/paths';
import { DoctorSignIn } from './doctor-sign-in';
import { SignInShell } from './sign-in-shell';

export function DoctorSignInPage() {
  return (
    <SignInShell
      current={paths.login.doctor}
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
    >
      <DoctorSignIn />
    </SignInShell>
  );
}
