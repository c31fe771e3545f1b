import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { PatientSignIn } from './patient-sign-in';
import { SignInShell } from './sign-in-shell';
import { authSignInCatalogue } from '../i18n/sign-in.en';
import { useAuthT } from '../lib/use-auth-t';

/** `booking`: what is being booked when the visitor came from Book (the route composes it in). */
export function PatientSignInPage({ booking }: { booking?: ReactNode }) {
  const t = useAuthT(authSignInCatalogue);
  return (
    <SignInShell
      current={paths.login.patient}
      eyebrow={t('patient.eyebrow')}
      title={t('patient.title')}
      intro={t('patient.intro')}
      asideTitle={t('patient.perksTitle')}
      asidePoints={[t('patient.perkBook'), t('patient.perkVideo'), t('patient.perkCalls'), t('patient.perkLabs')]}
    >
      {booking}
      <PatientSignIn />
    </SignInShell>
  );
}
