import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { NoticePage } from '@/components/notice-page';
import * as rolesContent from '@/content/roles';
import type { Role } from '@/lib/session';
import { useContent, useT } from '@/lib/i18n/language-context';
import { dashboardCatalogue } from '../i18n/en';

type SignInLink = { label: string; to: string };

type Props = {
  title: string;
  /** Who the page is for, in a sentence: 'clinic, hospital and pharmacy teams'. */
  audience: string;
  /** The signed-in role, or null when signed out. */
  role: Role | null;
  signInLinks: SignInLink[];
};

/** A dashboard opened while signed out or with another role: say why, and where to go. */
export function AccessNotice({ title, audience, role, signInLinks }: Props) {
  const { roleHome, roleNames } = useContent(rolesContent, 'roles');
  const t = useT(dashboardCatalogue);
  return (
    <NoticePage title={title} look="raised">
      <Text>{role ? t('wrongRole', { role: roleNames[role], audience }) : t('signedOut', { audience })}</Text>
      <Group gap="sm">
        {signInLinks.map((link, index) => (
          <Button key={link.to} component={Link} to={link.to} variant={index === 0 ? 'filled' : 'light'}>
            {link.label}
          </Button>
        ))}
        {role && (
          <Button component={Link} to={roleHome(role)} variant="subtle">
            {role === 'patient' ? t('profile') : t('dashboard')}
          </Button>
        )}
      </Group>
    </NoticePage>
  );
}
