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
    <NoticePage title={t('profile')} look="raised">
      {role ? <Text>{t('role.help', { role: roleNames[role] })}</Text> : <Text>{t('signIn.help')}</Text>}
      <FindDoctorActions
        primary={
          role
            ? { label: t('goTo', { dashboard: role === 'patient' ? 'profile' : 'dashboard' }), to: roleHome(role) }
            : { label: t('signIn'), to: paths.login.patient }
        }
      />
    </NoticePage>
  );
}
