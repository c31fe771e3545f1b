import { Anchor, Text } from '@mantine/core';
import type { FacilityType } from '@ehp/api-types';
import { Link } from 'react-router-dom';
import { rich } from '@/lib/i18n/translations';
import { facilityAudiences } from '../lib/audiences';
import { AuthShell } from './auth-shell';
import { FacilitySignUp } from './facility-sign-up';
import { authSignUpCatalogue } from '../i18n/sign-up.en';
import { useAuthT } from '../lib/use-auth-t';

/** /pms/signup and /hospital/signup. */
export function FacilitySignUpPage({ facilityType }: { facilityType: FacilityType }) {
  const t = useAuthT(authSignUpCatalogue);
  const audience = facilityAudiences[facilityType];
  return (
    <AuthShell
      eyebrow={t('facility.forKind', { noun: audience.noun })}
      title={audience.signUpTitle}
      intro={audience.signUpIntro}
      asideTitle={t('facility.perks', { noun: audience.noun })}
      asidePoints={[...audience.benefits, t('perk.dataOwned')]}
      footer={
        <Text size="sm">
          {rich(t('facility.registered'), {
            signIn: (text) => (
              <Anchor component={Link} to={audience.loginPath}>
                {text}
              </Anchor>
            ),
            plans: (text) => (
              <Anchor component={Link} to={audience.productPath}>
                {text}
              </Anchor>
            ),
          })}
        </Text>
      }
    >
      <FacilitySignUp key={facilityType} audience={audience} />
    </AuthShell>
  );
}
