import { Text } from '@mantine/core';
import { FindDoctorActions, NoticePage } from '@/components/notice-page';
import { paths } from '@/config/paths';
import * as rolesContent from '@/content/roles';
import type { Role } from '@/lib/session';
import { useContent, useT } from '@/lib/i18n/language-context';
import { patientCatalogue } from '../i18n/en';

/** Shown on /patient/profile to visitors who are not signed in as a patient. */
export function SignedOutPrompt({ role }: { role: Role | null }) {
  const { roleHome, roleNames } = useContent(rolesContent, 'roles');
  const t = useT(patientCatalogue);
  return (
    <NoticePage title={t('yourPatientProfile')} look="raised">
      {role ? (
        <Text>{t('youAreSignedInAs', { role: roleNames[role] })}</Text>
      ) : (
        <Text>{t('signInWithYourMobile')}</Text>
      )}
      <FindDoctorActions
        primary={
          role
            ? { label: t('goToMy', { dashboard: role === 'patient' ? 'profile' : 'dashboard' }), to: roleHome(role) }
            : { label: t('signInAsAPatient'), to: paths.login.patient }
        }
      />
    </NoticePage>
  );
}
