import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import * as navigationContent from '@/content/navigation';
import { useContent } from '@/lib/i18n/language-context';
import { authSignInCatalogue } from '../i18n/sign-in.en';
import { useAuthT } from '../lib/use-auth-t';
import classes from './other-sign-in-links.module.css';

/** Links to the other audiences' sign-in pages, for people who landed on the wrong one. */
export function OtherSignInLinks({ current }: { current: string }) {
  const { signInLinks } = useContent(navigationContent, 'navigation');
  const t = useAuthT(authSignInCatalogue);
  return (
    <nav aria-label={t('others.title')}>
      <Text size="sm" c="dimmed" mb={4}>
        {t('others.lead')}
      </Text>
      <ul className={classes.list}>
        {signInLinks
          .filter((link) => link.url !== current)
          .map((link) => (
            <li key={link.id}>
              <Anchor component={Link} to={link.url} size="sm" className={classes.link}>
                {link.title}
              </Anchor>
            </li>
          ))}
      </ul>
    </nav>
  );
}
