import { Button, Group, Text } from '@mantine/core';
import { ErrorAlert } from './error-alert';

/** A part of the page that could not be read: what failed, the server's words, and a way to ask again. */
export function RetryAlert({
  title,
  message,
  retryLabel,
  onRetry,
}: {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <ErrorAlert title={title}>
      <Group gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="white" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Group>
    </ErrorAlert>
  );
}
