import { Alert } from '@mantine/core';
import { useT } from '@/lib/i18n/language-context';
import { authCatalogue } from '../i18n/en';

/** The server's message (SPEC section 8 rule, already applied) in a live region next to the form. */
export function ServerError({ message, title: titleGiven }: { message: string | null; title?: string }) {
  const t = useT(authCatalogue);
  const title = titleGiven ?? t('weCouldNotCompleteThat');
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title={title}>
      {message}
    </Alert>
  );
}
