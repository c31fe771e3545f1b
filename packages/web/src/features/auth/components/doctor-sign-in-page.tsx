import { paths } from '@/config/paths';
import { DoctorSignIn } from './doctor-sign-in';
import { SignInShell } from './sign-in-shell';
import { authSignInCatalogue } from '../i18n/sign-in.en';
import { useAuthT } from '../lib/use-auth-t';

export function DoctorSignInPage() {
  const t = useAuthT(authSignInCatalogue);
  return (
    <SignInShell
      current={paths.login.doctor}
      eyebrow={t('forDoctors')}
      title={t('doctorSignIn')}
      intro={t('signInWithYourPmdc')}
      asideTitle={t('yourPracticeOnSehatlink')}
      asidePoints={[
        t('doctorPerk.video'),
        t('yourAppointmentsAcrossEveryClinic'),
        t('doctorPerk.records'),
        t('doctorPerk.profile'),
      ]}
    >
      <DoctorSignIn />
    </SignInShell>
  );
}
