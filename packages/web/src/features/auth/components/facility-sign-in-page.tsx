import type { FacilityType } from '@ehp/api-types';
import { facilityAudiences } from '../lib/audiences';
import { AuthShell } from './auth-shell';
import { FacilitySignIn } from './facility-sign-in';
import { OtherSignInLinks } from './other-sign-in-links';
import { SignedInNotice } from './signed-in-notice';

/** /clinic-management-system/login, /hospital/login and /pms/login. */
export function FacilitySignInPage({ facilityType }: { facilityType: FacilityType }) {
  const audience = facilityAudiences[facilityType];
  return (
    <AuthShell
      eyebrow={`For ${audience.noun} owners`}
      title={audience.signInTitle}
      intro={audience.signInIntro}
      asideTitle={`SehatLink ${audience.label} Management`}
      asidePoints={audience.benefits}
      footer={<OtherSignInLinks current={audience.loginPath} />}
    >
      <SignedInNotice />
      <FacilitySignIn key={facilityType} audience={audience} />
    </AuthShell>
  );
}
