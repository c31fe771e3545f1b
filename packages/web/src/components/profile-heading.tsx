import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** The photo, logo or illustration on the left. */
  media: ReactNode;
  /** Small line above the name, e.g. 'Welcome back'. */
  eyebrow: string;
  name: string;
  /** Badges and facts in a row under the name. */
  children: ReactNode;
};

/** The top of a signed-in home page: picture, the page's h1 (the account's name) and a row of facts. */
export function ProfileHeading({ media, eyebrow, name, children }: Props) {
  return (
    <Group gap="lg" wrap="nowrap" align="center">
      {media}
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {eyebrow}
        </Text>
        <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }} dir="auto">
          {name}
        </Title>
        <Group gap="xs">{children}</Group>
      </Stack>
    </Group>
  );
}

/** A person's photo, with the first letter of the name while there is none. */
export function ProfileAvatar({ src, name }: { src: string | null; name: string }) {
  return (
    <Avatar src={src} alt={name} size={88} radius={88} color="brand">
      <span aria-hidden>{name.charAt(0).toUpperCase()}</span>
    </Avatar>
  );
}
