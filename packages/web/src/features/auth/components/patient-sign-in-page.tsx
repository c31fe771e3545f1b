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
      {booking}
      <PatientSignIn />
    </SignInShell>
  );
}
