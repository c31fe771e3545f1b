import { paths } from '@/config/paths';
import { DoctorSignIn } from './doctor-sign-in';
import { SignInShell } from './sign-in-shell';
import { useT } from '@/lib/i18n/language-context';
import { authCatalogue } from '../i18n/en';

export function DoctorSignInPage() {
  const t = useT(authCatalogue);
  return (
    <SignInShell
      current={paths.login.doctor}
      eyebrow="For doctors"
      title={t('doctorSignIn')}
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
