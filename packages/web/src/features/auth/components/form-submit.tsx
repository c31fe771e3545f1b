import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { SlowNote } from '@/components/slow-note';
import { ServerError } from './server-error';

type Props = {
  label: ReactNode;
  busy: boolean;
  /** The server's message for the last attempt, if it failed. */
  error: string | null;
  errorTitle?: string;
};

/** The end of an auth form: the server's error, if any, above the full-width submit button. */
export function FormSubmit({ label, busy, error, errorTitle }: Props) {
  return (
    <>
      <ServerError message={error} title={errorTitle} />
      <Button type="submit" loading={busy} disabled={busy} fullWidth size="md">
        {label}
      </Button>
      <SlowNote waiting={busy} />
    </>
  );
}
