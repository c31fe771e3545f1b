import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { signInLinks } from '@/content/navigation';

/** Links to the other audiences' sign-in pages, for people who landed on the wrong one. */
export function OtherSignInLinks({ current }: { current: string }) {
  return (
    <nav aria-label="Other sign-in pages">
      <Text size="sm" c="dimmed" mb={4}>
        Not the right account? Sign in as:
      </Text>
      <Group gap="xs">
        {signInLinks
          .filter((link) => link.url !== current)
          .map((link) => (
            <Anchor key={link.id} component={Link} to={link.url} size="sm">
              {link.title}
            </Anchor>
          ))}
      </Group>
    </nav>
  );
}
