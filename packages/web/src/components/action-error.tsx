import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { errorText, isRetryable, type ErrorOverrides } from '@/lib/errors/error-text';
import { useT } from '@/lib/i18n/language-context';
import { commonCatalogue } from './i18n/en';
import { SlowNote } from './slow-note';

/**
 * Room kept above and below a revealed message: the header (sticky once scrolled), the offline
 * notice, and the booking bar fixed at the bottom of a phone (issue 34: a failed Book was drawn under it).
 */
const ROOM_ABOVE_PX = 140;
const ROOM_BELOW_PX = 120;

/**
 * Brings a message that just appeared into view, clear of fixed bars, and moves the focus to it, so
 * the person who pressed the button sees and hears what happened. Runs again for every new `what`.
 */
export function useRevealOnChange(ref: RefObject<HTMLElement | null>, what: unknown): void {
  useEffect(() => {
    const element = ref.current;
    if (what === null || what === undefined || !element) return;
    element.style.scrollMarginTop = `${ROOM_ABOVE_PX}px`;
    element.style.scrollMarginBottom = `${ROOM_BELOW_PX}px`;
    element.scrollIntoView?.({ block: 'nearest' });
    element.focus({ preventScroll: true });
  }, [ref, what]);
}

type Props = {
  /** The failure (a thrown Error from unwrap(), a network TypeError, an error body); nothing when null. */
  error: unknown;
  /** What failed, as a whole sentence ("We could not book this time"). */
  title?: string;
  /** A fixed sentence in place of the catalogue's text for the code (the SPEC's own failure messages). */
  message?: string;
  /** Offered when trying again may work (a 5xx, no connection): presses the same action again. */
  onRetry?: () => void;
  retrying?: boolean;
  /** An operation's own words for a code or status. */
  overrides?: ErrorOverrides;
  /** Anything else the person can do (a link to sign in again). */
  children?: ReactNode;
};

/**
 * The one way the portal shows a failed action: beside the control that failed, the catalogue's
 * sentence for the error's code, announced (role=alert), brought into view and focused, with
 * "Try again" when trying again may work.
 */
export function ActionError({ error, title, message, onRetry, retrying = false, overrides, children }: Props) {
  const common = useT(commonCatalogue);
  const ref = useRef<HTMLDivElement>(null);
  useRevealOnChange(ref, error);
  if (error === null || error === undefined) return null;
  const retry = onRetry !== undefined && isRetryable(error);

  return (
    <Alert ref={ref} tabIndex={-1} color="red" variant="light" role="alert" title={title} data-action-error="">
      <Text size="sm">{message ?? errorText(error, overrides)}</Text>
      {children}
      {retry && (
        <Group gap="sm" mt="xs">
          <Button size="sm" color="red.9" loading={retrying} onClick={onRetry}>
            {common('tryAgain')}
          </Button>
          <SlowNote waiting={retrying} />
        </Group>
      )}
    </Alert>
  );
}
