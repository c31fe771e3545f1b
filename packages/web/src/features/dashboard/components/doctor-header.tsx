import { Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { imageUrls } from '@/lib/image-urls';
import type { SignedInSession } from '@/lib/session';

/** Doctor photo by PMDC number (first letter of the name when there is none), name and PMDC number. */
export function DoctorHeader({ session }: { session: SignedInSession }) {
  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Avatar
        src={session.pmdc ? imageUrls.doctor(session.pmdc) : null}
        alt={session.name}
        size={88}
        radius={88}
        color="brand"
      >
        <span aria-hidden>{session.name.charAt(0).toUpperCase()}</span>
      </Avatar>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          Doctor dashboard
        </Text>
        <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
          {session.name}
        </Title>
        <Group gap="xs">
          <Badge variant="light">Doctor</Badge>
          {session.pmdc && (
            <Text size="sm" c="dimmed">
              PMDC {session.pmdc}
            </Text>
          )}
        </Group>
      </Stack>
    </Group>
  );
}
