import { Alert, Anchor, Group, PasswordInput, type PasswordInputProps } from '@mantine/core';
import { Link } from 'react-router-dom';

/** The password of an existing account. */
export function CurrentPasswordInput(props: PasswordInputProps) {
  return <PasswordInput label="Password" autoComplete="current-password" required maxLength={128} {...props} />;
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
  return (
    <Group justify="space-between" gap="xs">
      <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
        Forgot password?
      </Anchor>
      <Anchor component={Link} to={signUpPath} size="sm">
        {signUpLabel}
      </Anchor>
    </Group>
  );
}
