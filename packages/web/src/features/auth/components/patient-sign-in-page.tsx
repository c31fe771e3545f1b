import { paths } from '@/config/paths';
import { PatientSignIn } from './patient-sign-in';
import { SignInShell } from './sign-in-shell';
import { useT } from '@/lib/i18n/language-context';
import { authCatalogue } from '../i18n/en';

export function PatientSignInPage() {
  const t = useT(authCatalogue);
  return (
    <SignInShell
      current={paths.login.patient}
      eyebrow="For patients"
      title={t('patientSignIn')}
      intro="Sign in with your mobile number. No password needed: we text you a one-time code."
      asideTitle="With your SehatLink account"
      asidePoints={[
        'Book in-clinic appointments with PMDC-registered doctors',
        'See a doctor by video call from home',
        'Take incoming calls from your doctor right here in the browser',
        'Book lab tests with home sampling',
      ]}
    >
      <PatientSignIn />
    </SignInShell>
  );
}
