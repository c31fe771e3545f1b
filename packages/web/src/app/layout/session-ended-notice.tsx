import { Alert, Button, Container, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { signInPathOf } from '@/content/roles';
import { useT } from '@/lib/i18n/language-context';
import { withReturnPath } from '@/lib/return-path';
import { isSignedIn, useSession } from '@/lib/session';
import { dismissEndedSession, useEndedSession } from '@/lib/session-end';
import { warningAlertVars } from '@/components/warning-alert';
import { layoutCatalogue } from './i18n/en';

/**
 * "Your session has ended": the server no longer knew the person, so the portal signed them out
 * here (lib/session-end.ts). Offers their audience's sign-in page, coming back to this page.
 * Announced and focused when it appears; gone once dismissed or signed in again.
 */
export default function SessionEndedNotice() {
  const t = useT(layoutCatalogue);
  const ended = useEndedSession();
  const signedInAgain = isSignedIn(useSession());
  const { pathname, search } = useLocation();
  const alert = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (signedInAgain) dismissEndedSession();
  }, [signedInAgain]);
  const showing = ended !== null && !signedInAgain;
  useEffect(() => {
    if (showing) alert.current?.focus();
  }, [showing]);

  if (!showing) return null;
  const signIn = withReturnPath(signInPathOf(ended.role, ended.facility_type), `${pathname}${search}`);
  return (
    <Container size="lg" pt="md">
      <Alert
        ref={alert}
        tabIndex={-1}
        role="alert"
        color="yellow"
        variant="light"
        vars={warningAlertVars}
        title={t('session.endedTitle')}
        withCloseButton
        closeButtonLabel={t('dismiss')}
        onClose={dismissEndedSession}
      >
        <Text size="sm">{t('session.endedText')}</Text>
        <Button component={Link} to={signIn} onClick={dismissEndedSession} size="sm" mt="sm">
          {t('session.signIn')}
        </Button>
      </Alert>
    </Container>
  );
}
