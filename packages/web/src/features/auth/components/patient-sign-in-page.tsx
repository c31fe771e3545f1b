import { paths } from '@/config/paths';
import { PatientSignIn } from './patient-sign-in';
import { SignInShell } from './sign-in-shell';
import { authSignInCatalogue } from '../i18n/sign-in.en';
import { useAuthT } from '../lib/use-auth-t';

export function PatientSignInPage() {
  const t = useAuthT(authSignInCatalogue);
  return (
    <SignInShell
      current={paths.login.patient}
      eyebrow={t('forPatients')}
      title={t('patientSignIn')}
      intro={t('signInWithYourMobile')}
      asideTitle={t('withYourSehatlinkAccount')}
      asidePoints={[
        t('bookInClinicAppointmentsWith'),
        t('seeADoctorByVideo'),
        t('takeIncomingCallsFromYour'),
        t('bookLabTestsWithHome'),
      ]}
    >
      <PatientSignIn />
    </SignInShell>
  );
}
