import { FacilityType } from '@ehp/api-types';
import { Anchor, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { facilityAudiences } from '../lib/audiences';
import { AuthShell } from './auth-shell';
import { DoctorSignUp } from './doctor-sign-up';
import { FacilitySignUp } from './facility-sign-up';
import { useT } from '@/lib/i18n/language-context';
import { authCatalogue } from '../i18n/en';

type Choice = 'clinic' | 'doctor';

const doctorPoints = [
  'Online consultations by secure video call',
  'A public profile patients can find and book',
  'Digital prescriptions and patient history',
  'Free to join for PMDC-registered doctors',
];

/** /default/signup: a clinic or a doctor, chosen on the page (?as=doctor preselects the doctor form). */
export function DefaultSignUpPage() {
  const t = useT(authCatalogue);
  const [params, setParams] = useSearchParams();
  const choice: Choice = params.get('as') === 'doctor' ? 'doctor' : 'clinic';
  const labelId = useId();
  const clinic = facilityAudiences[FacilityType.CLINIC];

  return (
    <AuthShell
      eyebrow="Join SehatLink"
      title={t('createYourSehatlinkAccount')}
      intro="Register your clinic to run it on SehatLink, or join as a doctor to consult patients online."
      asideTitle={choice === 'doctor' ? 'Why doctors join SehatLink' : 'What your clinic gets'}
      asidePoints={choice === 'doctor' ? doctorPoints : clinic.benefits}
      footer={
        <Text size="sm">
          {t('alreadyHaveAnAccount')}{' '}
          <Anchor component={Link} to={choice === 'doctor' ? paths.login.doctor : paths.login.clinic}>
            {t('signIn')}
          </Anchor>
        </Text>
      }
    >
      <Stack gap={6}>
        <Text id={labelId} size="sm" fw={500}>
          {t('iAmRegistering')}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          fullWidth
          value={choice}
          onChange={(value) => setParams(value === 'doctor' ? { as: 'doctor' } : {}, { replace: true })}
          data={[
            { value: 'clinic', label: 'A clinic' },
            { value: 'doctor', label: 'Myself as a doctor' },
          ]}
        />
      </Stack>
      {choice === 'doctor' ? <DoctorSignUp /> : <FacilitySignUp audience={clinic} />}
    </AuthShell>
  );
}
