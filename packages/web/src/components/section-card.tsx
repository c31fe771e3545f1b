import { Group, Paper, Stack, Title, type MantineShadow, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** The heading's id, which also names the section. */
  id: string;
  title: ReactNode;
  children: ReactNode;
  gap?: MantineSpacing;
  shadow?: MantineShadow;
  /** Shown at the heading's right, e.g. a status badge. */
  aside?: ReactNode;
};

/** A bordered card that is a named section of the page, with an h2. */
export function SectionCard({ id, title, children, gap = 'sm', shadow, aside }: Props) {
  const heading = (
    <Title order={2} fz={20} id={id}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder radius="lg" p="lg" shadow={shadow} component="section" aria-labelledby={id}>
      <Stack gap={gap}>
        {aside ? (
          <Group justify="space-between" align="center">
            {heading}
            {aside}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
