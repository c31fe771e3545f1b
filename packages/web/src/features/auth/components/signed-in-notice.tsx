import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { rich } from '@/lib/i18n/translations';
import { isSignedIn, useSession } from '@/lib/session';
import { homePathForRole } from '../lib/stored-session';
import { authSignInCatalogue } from '../i18n/sign-in.en';
import { useAuthT } from '../lib/use-auth-t';

/** Someone already signed in who opens a sign-in page is offered the way back to their account. */
export function SignedInNotice() {
  const t = useAuthT(authSignInCatalogue);
  const session = useSession();
  if (!isSignedIn(session)) return null;
  return (
    <Alert color="blue" variant="light" title={t('signedIn.as', { name: session.name })}>
      {rich(t(session.role === 'patient' ? 'signedIn.profile' : 'signedIn.dashboard'), {
        link: (text) => (
          <Anchor component={Link} to={homePathForRole(session.role)}>
            {text}
          </Anchor>
        ),
      })}
    </Alert>
  );
}
