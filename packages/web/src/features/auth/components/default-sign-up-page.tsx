import { FacilityType } from '@ehp/api-types';
import { Anchor, Text } from '@mantine/core';
import { lazy } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { rich } from '@/lib/i18n/translations';
import { SegmentedChoice } from '@/components/segmented-choice';
import { paths } from '@/config/paths';
import { facilityAudiences } from '../lib/audiences';
import { AuthShell } from './auth-shell';
import { FacilitySignUp } from './facility-sign-up';
import { LaterStep } from './later-steps';
import { authSignUpCatalogue } from '../i18n/sign-up.en';
import { useAuthT } from '../lib/use-auth-t';

// The clinic form is the default; the doctor's (with the speciality list) comes when chosen.
const DoctorSignUp = lazy(() => import('./doctor-sign-up').then((m) => ({ default: m.DoctorSignUp })));

type Choice = 'clinic' | 'doctor';

/** /default/signup: a clinic or a doctor, chosen on the page (?as=doctor preselects the doctor form). */
export function DefaultSignUpPage() {
  const t = useAuthT(authSignUpCatalogue);
  const doctorPoints = [t('doctorPerk.video'), t('doctorPerk.profile'), t('doctorPerk.records'), t('doctor.free')];
  const [params, setParams] = useSearchParams();
  const choice: Choice = params.get('as') === 'doctor' ? 'doctor' : 'clinic';
  const clinic = facilityAudiences[FacilityType.CLINIC];

  return (
    <AuthShell
      eyebrow={t('join.title')}
      title={t('signUp.title')}
      intro={t('join.intro')}
      asideTitle={choice === 'doctor' ? t('join.doctorPerks') : t('join.clinicPerks')}
      asidePoints={choice === 'doctor' ? doctorPoints : clinic.benefits}
      footer={
        <Text size="sm">
          {rich(t('signUp.haveAccount'), {
            link: (text) => (
              <Anchor component={Link} to={choice === 'doctor' ? paths.login.doctor : paths.login.clinic}>
                {text}
              </Anchor>
            ),
          })}
        </Text>
      }
    >
      <SegmentedChoice
        legend={t('signUp.kind')}
        value={choice}
        onChange={(value) => setParams(value === 'doctor' ? { as: 'doctor' } : {}, { replace: true })}
        options={[
          { value: 'clinic', label: t('kind.clinic') },
          { value: 'doctor', label: t('kind.doctor') },
        ]}
      />
      {choice === 'doctor' ? (
        <LaterStep>
          <DoctorSignUp />
        </LaterStep>
      ) : (
        <FacilitySignUp audience={clinic} />
      )}
    </AuthShell>
  );
}
