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
