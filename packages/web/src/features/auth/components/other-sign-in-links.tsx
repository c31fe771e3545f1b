import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import * as navigationContent from '@/content/navigation';
import { useContent } from '@/lib/i18n/language-context';
import { authSignInCatalogue } from '../i18n/sign-in.en';
import { useAuthT } from '../lib/use-auth-t';

/** Links to the other audiences' sign-in pages, for people who landed on the wrong one. */
export function OtherSignInLinks({ current }: { current: string }) {
  const { signInLinks } = useContent(navigationContent, 'navigation');
  const t = useAuthT(authSignInCatalogue);
  return (
    <nav aria-label={t('otherSignInPages')}>
      <Text size="sm" c="dimmed" mb={4}>
        {t('notTheRightAccountSign')}
      </Text>
      <Group gap="xs">
        {signInLinks
          .filter((link) => link.url !== current)
          .map((link) => (
            <Anchor key={link.id} component={Link} to={link.url} size="sm">
              {link.title}
            </Anchor>
          ))}
      </Group>
    </nav>
  );
}
