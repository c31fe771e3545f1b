import { paths } from '@/config/paths';
import { SignInShell } from './sign-in-shell';
import { StaffSignIn } from './staff-sign-in';
import { useT } from '@/lib/i18n/language-context';
import { authCatalogue } from '../i18n/en';

export function StaffSignInPage() {
  const t = useT(authCatalogue);
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
