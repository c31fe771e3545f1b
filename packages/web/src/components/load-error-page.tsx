import { Button, Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from './error-alert';
import { useT } from '@/lib/i18n/language-context';
import { commonCatalogue } from './i18n/en';

/** A failed read as its error views take it: the message, and asking again (in flight or not). */
export type RetryableError = { message: string; onRetry: () => void; retrying?: boolean };

type Props = RetryableError & {
  /** The page's heading, e.g. 'We could not load this lab'. */
  title: string;
  /** What failed, above the server's message. */
  alertTitle: string;
  retryLabel?: string;
  /** More help below the retry button. */
  children?: ReactNode;
};

/** A page whose main record could not be loaded: the error, announced, and a way to ask again. */
export function LoadErrorPage({
  title,
  alertTitle,
  message,
  onRetry,
  retrying = false,
  retryLabel: retryLabelGiven,
  children,
}: Props) {
  const t = useT(commonCatalogue);
  const retryLabel = retryLabelGiven ?? t('tryAgain');
  return (
    <Container size="sm" py={{ base: 'xl', md: 64 }}>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <ErrorAlert title={alertTitle}>{message}</ErrorAlert>
        <Button onClick={onRetry} loading={retrying} w="fit-content">
          {retryLabel}
        </Button>
        {children}
      </Stack>
    </Container>
  );
}
