import { Alert } from '@mantine/core';
import { useRef } from 'react';
import { useRevealOnChange } from '@/components/action-error';
import { useT } from '@/lib/i18n/language-context';
import { authCatalogue } from '../i18n/en';

/** The server's message (SPEC section 8 rule, already applied) in a live region next to the form. */
export function ServerError({ message, title: titleGiven }: { message: string | null; title?: string }) {
  const t = useT(authCatalogue);
  const title = titleGiven ?? t('action.failed');
  // The portal's one pattern for a failed action (components/action-error.tsx): in view and focused.
  const ref = useRef<HTMLDivElement>(null);
  useRevealOnChange(ref, message || null);
  if (!message) return null;
  return (
    <Alert ref={ref} tabIndex={-1} color="red" variant="light" role="alert" title={title}>
      {message}
    </Alert>
  );
}
