import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { rich } from '@/lib/i18n/translations';
import { WarningAlert } from '@/components/warning-alert';
import { paths } from '@/config/paths';
import { authSignUpCatalogue } from '../i18n/sign-up.en';
import { useAuthT } from '../lib/use-auth-t';

export function SignUpTerms() {
  const t = useAuthT(authSignUpCatalogue);
  return (
    <Text size="xs" c="dimmed">
      {rich(t('signUp.agree'), {
        terms: (text) => (
          <Anchor component={Link} to={paths.privacy.termCondition} size="xs">
            {text}
          </Anchor>
        ),
        privacy: (text) => (
          <Anchor component={Link} to={paths.privacy.privacyPolicy} size="xs">
            {text}
          </Anchor>
        ),
      })}
    </Text>
  );
}

/** 409 from the verify call: the account exists already. */
export function AccountExists({ message, loginPath }: { message: string; loginPath: string }) {
  const t = useAuthT(authSignUpCatalogue);
  return (
    <WarningAlert title={t('account.exists')}>
      <Text size="sm">
        {rich(t('account.existsHelp', { message: message.replace(/[.!۔]\s*$/, '') }), {
          link: (text) => (
            <Anchor component={Link} to={loginPath} fw={600}>
              {text}
            </Anchor>
          ),
        })}
      </Text>
    </WarningAlert>
  );
}
