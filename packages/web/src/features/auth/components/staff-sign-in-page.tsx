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
      eyebrow="For clinic staff"
      title={t('staffSignIn')}
      intro="Receptionists, nurses and managers sign in with the username their clinic created for them."
      asideTitle="At the front desk"
      asidePoints={[
        "Book and reschedule patients' appointments",
        'Manage the waiting queue for each doctor',
        'Print digital invoices and receipts',
        'Keep patient records up to date',
      ]}
    >
      <StaffSignIn />
    </SignInShell>
  );
}
