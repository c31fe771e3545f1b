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
      eyebrow={t('staff.eyebrow')}
      title={t('staff.title')}
      intro={t('staff.intro')}
      asideTitle={t('staff.perksTitle')}
      asidePoints={[t('staff.perkBook'), t('staff.perkQueue'), t('staff.perkInvoices'), t('staff.perkRecords')]}
    >
      <StaffSignIn />
    </SignInShell>
  );
}
