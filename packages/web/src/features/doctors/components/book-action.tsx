import { Anchor, Button, Stack, Text } from '@mantine/core';
import { HOLD_MINUTES } from '@ehp/api-types';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ErrorAlert } from '@/components/error-alert';
import { WarningAlert } from '@/components/warning-alert';
import { paths } from '@/config/paths';
import { roleNames } from '@/content/roles';
import { errorMessage } from '@/lib/api';
import { isUnauthorized } from '@/lib/http-status';
import { withReturnPath } from '@/lib/return-path';
import { isSignedIn, useSession } from '@/lib/session';

type Props = {
  /** A free time is chosen. */
  ready: boolean;
  pending: boolean;
  error: unknown;
  /** Books for the signed-in patient. */
  onBook: () => void;
};

/**
 * Book, for whoever is looking: a patient books; a visitor signs in first and comes back to this
 * URL, which holds the whole choice; other accounts are told that only patients book.
 */
export function BookAction({ ready, pending, error, onBook }: Props) {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signInPath = withReturnPath(paths.login.patient, `${pathname}${search}`);

  if (isSignedIn(session) && session.role !== 'patient') {
    return (
      <WarningAlert title="Only patients can book appointments">
        You are signed in as a {roleNames[session.role]}. To book, sign out from the menu at the top and sign in as a
        patient with your mobile number.
      </WarningAlert>
    );
  }
  const signedIn = isSignedIn(session);

  return (
    <Stack gap="xs">
      {error !== null && error !== undefined && (
        <ErrorAlert title={isUnauthorized(error) ? 'Please sign in again' : 'We could not book this time'}>
          {errorMessage(error)}{' '}
          {isUnauthorized(error) && (
            <Anchor component={Link} to={signInPath} size="sm">
              Sign in with your mobile number
            </Anchor>
          )}
        </ErrorAlert>
      )}
      <Button
        size="md"
        fullWidth
        disabled={!ready}
        loading={pending}
        onClick={() => (signedIn ? onBook() : navigate(signInPath))}
      >
        Book appointment
      </Button>
      <Text size="xs" c="dimmed">
        {!ready
          ? 'Choose a time to book.'
          : signedIn
            ? `We hold this time for ${HOLD_MINUTES} minutes while you pay.`
            : 'You will sign in with your mobile number first. Your choice is kept.'}
      </Text>
    </Stack>
  );
}
