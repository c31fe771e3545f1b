import { Fragment } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { HOLD_MINUTES } from '@ehp/api-types';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ActionError } from '@/components/action-error';
import { networkCatalogue } from '@/components/i18n/network.en';
import { SlowNote } from '@/components/slow-note';
import { WarningAlert } from '@/components/warning-alert';
import { paths } from '@/config/paths';
import * as rolesContent from '@/content/roles';
import type { ErrorOverrides } from '@/lib/errors/error-text';
import { isUnauthorized } from '@/lib/http-status';
import { useSlowWait } from '@/lib/use-slow-wait';
import { withReturnPath } from '@/lib/return-path';
import { withAutoBook } from '../lib/visit-reason';
import classes from './slot-picker.module.css';
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
  /** 'Thu 26 · 11:00 AM · Rs. 2,000': the sticky bar (phone and desktop), once a time is chosen. */
  /** The chosen date, time and fee, each kept whole on its line ("Rs." never apart from its amount). */
  summary: string[] | null;
  /** Said under Book instead of the hold's note once signed in (a free follow-up has no hold). */
  note?: string;
  /** The booking's own words for an error code (a free follow-up's refusals). */
  overrides?: ErrorOverrides;
};

/**
 * Book, for whoever is looking: a patient books; a visitor signs in first and comes back to this
 * URL, which holds the whole choice; other accounts are told that only patients book.
 */
export function BookAction({ ready, pending, error, onBook, summary, note, overrides }: Props) {
  const { roleNames } = useContent(rolesContent, 'roles');
  const t = useT(doctorsProfileCatalogue);
  const common = useT(doctorsCatalogue);
  const network = useT(networkCatalogue);
  const slow = useSlowWait(pending);
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Back from signing in, the profile books at once and goes on to checkout (?book=1).
  const signInPath = withReturnPath(paths.login.patient, withAutoBook(`${pathname}${search}`));

  if (isSignedIn(session) && session.role !== 'patient') {
    return <WarningAlert title={t('role.title')}>{t('role.help', { role: roleNames[session.role] })}</WarningAlert>;
  }
  const signedIn = isSignedIn(session);
  const go = () => (signedIn ? onBook() : navigate(signInPath));

  return (
    <Stack gap="xs">
      <ActionError
        error={error}
        overrides={overrides}
        title={isUnauthorized(error) ? t('signInAgain') : t('book.failed')}
        onRetry={go}
        retrying={pending}
      >
        {isUnauthorized(error) && (
          <Anchor component={Link} to={signInPath} size="sm">
            {t('book.signIn')}
          </Anchor>
        )}
      </ActionError>
      <Button size="md" fullWidth disabled={!ready} loading={pending} onClick={go}>
        {common('book')}
      </Button>
      <SlowNote waiting={pending} />
      {ready && summary !== null && (
        <>
          <div className={classes.stickySpacer} />
          <Group
            className={classes.stickyBook}
            wrap="nowrap"
            justify="space-between"
            role="region"
            aria-label={t('yourChoice')}
          >
            {/* The summary wraps, Book keeps its width: on a narrow phone Book was pushed off the edge. */}
            <Text fw={600} size="sm" flex={1} miw={0}>
              {slow ? (
                network('slow.wait')
              ) : (
                <bdi>
                  {summary.map((part, i) => (
                    <Fragment key={part}>
                      {i > 0 && ' · '}
                      <span className={classes.whole}>{part}</span>
                    </Fragment>
                  ))}
                </bdi>
              )}
            </Text>
            <Button size="md" loading={pending} onClick={go} style={{ flexShrink: 0 }}>
              {t('book')}
            </Button>
          </Group>
        </>
      )}
      <Text size="xs" c="dimmed">
        {!ready ? t('book.choose') : signedIn ? (note ?? t('book.hold', { HOLD_MINUTES })) : t('book.signInNote')}
      </Text>
    </Stack>
  );
}
