import { Button, Group, Text } from '@mantine/core';

type Props = { page: number; pageCount: number; onPage: (page: number) => void };

/** Previous / next with where we are: short enough for a phone, and every state is a real button. */
export function ResultsPager({ page, pageCount, onPage }: Props) {
  if (pageCount <= 1) return null;
  return (
    <Group component="nav" aria-label="Result pages" justify="space-between" gap="sm">
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text size="sm" aria-current="page">
        Page {page} of {pageCount}
      </Text>
      <Button variant="default" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Group>
  );
}
