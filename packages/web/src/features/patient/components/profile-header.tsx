import { Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { imageUrls } from '@/lib/image-urls';
import type { SignedInSession } from '@/lib/session';

/** Photo (first letter of the name when there is none), name and account id. */
export function ProfileHeader({ session }: { session: SignedInSession }) {
  const initial = session.name.charAt(0).toUpperCase();
  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Avatar src={imageUrls.patient(session.user_id)} alt={session.name} size={88} radius={88} color="brand">
        <span aria-hidden>{initial}</span>
      </Avatar>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          Welcome back
        </Text>
        <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
          {session.name}
        </Title>
        <Group gap="xs">
          <Badge variant="light">Patient</Badge>
          <Text size="sm" c="dimmed">
            SehatLink ID {session.user_id}
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}
