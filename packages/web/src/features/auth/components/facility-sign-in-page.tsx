import type { FacilityType } from '@ehp/api-types';
import { facilityAudiences } from '../lib/audiences';
import { FacilitySignIn } from './facility-sign-in';
import { SignInShell } from './sign-in-shell';

/** /clinic-management-system/login, /hospital/login and /pms/login. */
export function FacilitySignInPage({ facilityType }: { facilityType: FacilityType }) {
  const audience = facilityAudiences[facilityType];
  return (
    <SignInShell
      current={audience.loginPath}
      eyebrow={`For ${audience.noun} owners`}
      title={audience.signInTitle}
      intro={audience.signInIntro}
      asideTitle={`SehatLink ${audience.label} Management`}
      asidePoints={audience.benefits}
    >
      <FacilitySignIn key={facilityType} audience={audience} />
    </SignInShell>
  );
}
