import { Alert } from '@mantine/core';

/** The server's message (SPEC section 8 rule, already applied) in a live region next to the form. */
export function ServerError({
  message,
  title = 'We could not complete that',
}: {
  message: string | null;
  title?: string;
}) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title={title}>
      {message}
    </Alert>
  );
}
