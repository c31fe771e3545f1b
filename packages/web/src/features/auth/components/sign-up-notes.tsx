import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { WarningAlert } from '@/components/warning-alert';
import { paths } from '@/config/paths';

export function SignUpTerms() {
  return (
    <Text size="xs" c="dimmed">
      By creating an account you agree to the SehatLink{' '}
      <Anchor component={Link} to={paths.privacy.termCondition} size="xs">
        Terms and Conditions
      </Anchor>{' '}
      and{' '}
      <Anchor component={Link} to={paths.privacy.privacyPolicy} size="xs">
        Privacy Policy
      </Anchor>
      .
    </Text>
  );
}

/** 409 from the verify call: the account exists already. */
export function AccountExists({ message, loginPath }: { message: string; loginPath: string }) {
  return (
    <WarningAlert title="This account already exists">
      <Text size="sm">
        {message.replace(/[.!]\s*$/, '')}.{' '}
        <Anchor component={Link} to={loginPath} fw={600}>
          Sign in instead
        </Anchor>
        , or change the phone number or e-mail below.
      </Text>
    </WarningAlert>
  );
}
