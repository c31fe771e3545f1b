import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { isSignedIn, useSession } from '@/lib/session';
import { homePathForRole } from '../lib/stored-session';

/** Someone already signed in who opens a sign-in page is offered the way back to their account. */
export function SignedInNotice() {
  const session = useSession();
  if (!isSignedIn(session)) return null;
  return (
    <Alert color="blue" variant="light" title={`You are already signed in as ${session.name}`}>
      <Anchor component={Link} to={homePathForRole(session.role)}>
        Go to your {session.role === 'patient' ? 'profile' : 'dashboard'}
      </Anchor>{' '}
      or sign out from the menu at the top to use another account.
    </Alert>
  );
}
