import { FacilityType } from '@ehp/api-types';
import { Anchor, Text } from '@mantine/core';
import { lazy } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SegmentedChoice } from '@/components/segmented-choice';
import { paths } from '@/config/paths';
import { facilityAudiences } from '../lib/audiences';
import { AuthShell } from './auth-shell';
import { FacilitySignUp } from './facility-sign-up';
import { LaterStep } from './later-steps';

// The clinic form is the default; the doctor's (with the speciality list) comes when chosen.
const DoctorSignUp = lazy(() => import('./doctor-sign-up').then((m) => ({ default: m.DoctorSignUp })));

type Choice = 'clinic' | 'doctor';

const doctorPoints = [
  'Online consultations by secure video call',
  'A public profile patients can find and book',
  'Digital prescriptions and patient history',
  'Free to join for PMDC-registered doctors',
];

/** /default/signup: a clinic or a doctor, chosen on the page (?as=doctor preselects the doctor form). */
export function DefaultSignUpPage() {
  const [params, setParams] = useSearchParams();
  const choice: Choice = params.get('as') === 'doctor' ? 'doctor' : 'clinic';
  const clinic = facilityAudiences[FacilityType.CLINIC];

  return (
    <AuthShell
      eyebrow="Join SehatLink"
      title="Create your SehatLink account"
      intro="Register your clinic to run it on SehatLink, or join as a doctor to consult patients online."
      asideTitle={choice === 'doctor' ? 'Why doctors join SehatLink' : 'What your clinic gets'}
      asidePoints={choice === 'doctor' ? doctorPoints : clinic.benefits}
      footer={
        <Text size="sm">
          Already have an account?{' '}
          <Anchor component={Link} to={choice === 'doctor' ? paths.login.doctor : paths.login.clinic}>
            Sign in
          </Anchor>
        </Text>
      }
    >
      <SegmentedChoice
        legend="I am registering"
        value={choice}
        onChange={(value) => setParams(value === 'doctor' ? { as: 'doctor' } : {}, { replace: true })}
        options={[
          { value: 'clinic', label: 'A clinic' },
          { value: 'doctor', label: 'Myself as a doctor' },
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
