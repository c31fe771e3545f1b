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

/** /default/signup: a clinic or a doctor, chosen on the page (?as=doctor preselects the doctor form). */
export function DefaultSignUpPage() {
  const t = useT(authCatalogue);
  const doctorPoints = [
    t('onlineConsultationsBySecureVideo'),
    t('aPublicProfilePatientsCan'),
    t('digitalPrescriptionsAndPatientHistory'),
    t('freeToJoinForPmdc'),
  ];
  const [params, setParams] = useSearchParams();
  const choice: Choice = params.get('as') === 'doctor' ? 'doctor' : 'clinic';
  const labelId = useId();
  const clinic = facilityAudiences[FacilityType.CLINIC];

  return (
    <AuthShell
      eyebrow={t('joinSehatlink')}
      title={t('createYourSehatlinkAccount')}
      intro={t('registerYourClinicToRun')}
      asideTitle={choice === 'doctor' ? t('whyDoctorsJoinSehatlink') : t('whatYourClinicGets')}
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
            { value: 'doctor', label: t('myselfAsADoctor') },
          ]}
        />
      </Stack>
      {choice === 'doctor' ? <DoctorSignUp /> : <FacilitySignUp audience={clinic} />}
    </AuthShell>
  );
}
