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
      eyebrow={t('forDoctors')}
      title={t('doctorSignIn')}
      intro={t('signInWithYourPmdc')}
      asideTitle={t('yourPracticeOnSehatlink')}
      asidePoints={[
        t('onlineConsultationsBySecureVideo'),
        t('yourAppointmentsAcrossEveryClinic'),
        t('digitalPrescriptionsAndPatientHistory'),
        t('aPublicProfilePatientsCan'),
      ]}
    >
      <DoctorSignIn />
    </SignInShell>
  );
}
