import { Anchor, Button, Stack, Text } from '@mantine/core';
import { HOLD_MINUTES } from '@ehp/api-types';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ErrorAlert } from '@/components/error-alert';
import { WarningAlert } from '@/components/warning-alert';
import { paths } from '@/config/paths';
import * as rolesContent from '@/content/roles';
import { errorMessage } from '@/lib/api';
import { isUnauthorized } from '@/lib/http-status';
import { withReturnPath } from '@/lib/return-path';
import { isSignedIn, useSession } from '@/lib/session';
import { useContent, useT } from '@/lib/i18n/language-context';
import { doctorsCatalogue } from '../i18n/en';
import { doctorsProfileCatalogue } from '../i18n/profile.en';

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
  const { roleNames } = useContent(rolesContent, 'roles');
  const t = useT(doctorsProfileCatalogue);
  const common = useT(doctorsCatalogue);
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signInPath = withReturnPath(paths.login.patient, `${pathname}${search}`);

  if (isSignedIn(session) && session.role !== 'patient') {
    return (
      <WarningAlert title={t('onlyPatientsCanBookAppointments')}>
        {t('youAreSignedInAs')} {roleNames[session.role]}
        {t('toBookSignOutFrom')}
      </WarningAlert>
    );
  }
  const signedIn = isSignedIn(session);

  return (
    <Stack gap="xs">
      {error !== null && error !== undefined && (
        <ErrorAlert title={isUnauthorized(error) ? t('pleaseSignInAgain') : t('weCouldNotBookThis')}>
          {errorMessage(error)}{' '}
          {isUnauthorized(error) && (
            <Anchor component={Link} to={signInPath} size="sm">
              {t('signInWithYourMobile')}
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
        {common('bookAppointment')}
      </Button>
      <Text size="xs" c="dimmed">
        {!ready ? t('chooseATimeToBook') : signedIn ? t('weHoldThisTimeFor', { HOLD_MINUTES }) : t('youWillSignInWith')}
      </Text>
    </Stack>
  );
}
