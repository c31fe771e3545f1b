import { Alert, Anchor, Group, PasswordInput, type PasswordInputProps } from '@mantine/core';
import { Link } from 'react-router-dom';
import { authSignInCatalogue } from '../i18n/sign-in.en';
import { useAuthT } from '../lib/use-auth-t';

/** The password of an existing account. */
export function CurrentPasswordInput(props: PasswordInputProps) {
  const t = useAuthT(authSignInCatalogue);
  return (
    <PasswordInput label={t('password.label')} autoComplete="current-password" required maxLength={128} {...props} />
  );
}

/** Confirmation above a sign-in form, e.g. after a password reset. */
export function SignInNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="teal" variant="light" role="status">
      {message}
    </Alert>
  );
}

type HelpLinksProps = { onForgotPassword: () => void; signUpPath: string; signUpLabel: string };

/** Under a password sign-in form: reset the password, or register instead. */
export function SignInHelpLinks({ onForgotPassword, signUpPath, signUpLabel }: HelpLinksProps) {
  const t = useAuthT(authSignInCatalogue);
  return (
    <Group justify="space-between" gap="xs">
      <Anchor component="button" type="button" size="sm" onClick={onForgotPassword} className="tap-inline">
        {t('password.forgot')}
      </Anchor>
      <Anchor component={Link} to={signUpPath} size="sm" className="tap-inline">
        {signUpLabel}
      </Anchor>
    </Group>
  );
}
