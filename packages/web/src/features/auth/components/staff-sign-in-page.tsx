import { paths } from '@/config/paths';
import { SignInShell } from './sign-in-shell';
import { StaffSignIn } from './staff-sign-in';
import { authSignInCatalogue } from '../i18n/sign-in.en';
import { useAuthT } from '../lib/use-auth-t';

export function StaffSignInPage() {
  const t = useAuthT(authSignInCatalogue);
  return (
    <SignInShell
      current={paths.login.staff}
      eyebrow={t('forClinicStaff')}
      title={t('staffSignIn')}
      intro={t('receptionistsNursesAndManagersSign')}
      asideTitle={t('atTheFrontDesk')}
      asidePoints={[
        t('bookAndReschedulePatientsAppointments'),
        t('manageTheWaitingQueueFor'),
        t('printDigitalInvoicesAndReceipts'),
        t('keepPatientRecordsUpTo'),
      ]}
    >
      <StaffSignIn />
    </SignInShell>
  );
}
