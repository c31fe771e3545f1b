import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { WarningAlert } from '@/components/warning-alert';
import { paths } from '@/config/paths';
import { authSignUpCatalogue } from '../i18n/sign-up.en';
import { useAuthT } from '../lib/use-auth-t';

export function SignUpTerms() {
  const t = useAuthT(authSignUpCatalogue);
  return (
    <Text size="xs" c="dimmed">
      {t('byCreatingAnAccountYou')}{' '}
      <Anchor component={Link} to={paths.privacy.termCondition} size="xs">
        {t('termsAndConditions')}
      </Anchor>{' '}
      {t('and')}{' '}
      <Anchor component={Link} to={paths.privacy.privacyPolicy} size="xs">
        {t('privacyPolicy')}
      </Anchor>
      .
    </Text>
  );
}

/** 409 from the verify call: the account exists already. */
export function AccountExists({ message, loginPath }: { message: string; loginPath: string }) {
  const t = useAuthT(authSignUpCatalogue);
  return (
    <WarningAlert title={t('thisAccountAlreadyExists')}>
      <Text size="sm">
        {message.replace(/[.!]\s*$/, '')}.{' '}
        <Anchor component={Link} to={loginPath} fw={600}>
          {t('signInInstead')}
        </Anchor>
        {t('orChangeThePhoneNumber')}
      </Text>
    </WarningAlert>
  );
}
