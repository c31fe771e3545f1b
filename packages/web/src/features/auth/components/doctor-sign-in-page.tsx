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
      eyebrow={t('doctor.eyebrow')}
      title={t('doctor.title')}
      intro={t('doctor.intro')}
      asideTitle={t('doctor.perksTitle')}
      asidePoints={[t('doctorPerk.video'), t('doctor.perkClinics'), t('doctorPerk.records'), t('doctorPerk.profile')]}
    >
      <DoctorSignIn />
    </SignInShell>
  );
}
