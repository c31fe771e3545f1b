import type { FacilityType } from '@ehp/api-types';
import { facilityAudiences } from '../lib/audiences';
import { FacilitySignIn } from './facility-sign-in';
import { SignInShell } from './sign-in-shell';
import { authSignInCatalogue } from '../i18n/sign-in.en';
import { useAuthT } from '../lib/use-auth-t';

/** /clinic-management-system/login, /hospital/login and /pms/login. */
export function FacilitySignInPage({ facilityType }: { facilityType: FacilityType }) {
  const t = useAuthT(authSignInCatalogue);
  const audience = facilityAudiences[facilityType];
  return (
    <SignInShell
      current={audience.loginPath}
      eyebrow={t('facility.eyebrow', { noun: audience.noun })}
      title={audience.signInTitle}
      intro={audience.signInIntro}
      asideTitle={t('facility.perksTitle', { label: audience.label })}
      asidePoints={audience.benefits}
    >
      <FacilitySignIn key={facilityType} audience={audience} />
    </SignInShell>
  );
}
