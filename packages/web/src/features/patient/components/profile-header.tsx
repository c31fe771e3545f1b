import { Badge, Text } from '@mantine/core';
import { ProfileAvatar, ProfileHeading } from '@/components/profile-heading';
import { imageUrls } from '@/lib/image-urls';
import type { SignedInSession } from '@/lib/session';

/** Photo (first letter of the name when there is none), name and account id. */
export function ProfileHeader({ session }: { session: SignedInSession }) {
  return (
    <ProfileHeading
      media={<ProfileAvatar src={imageUrls.patient(session.user_id)} name={session.name} />}
      eyebrow="Welcome back"
      name={session.name}
    >
      <Badge variant="light">Patient</Badge>
      <Text size="sm" c="dimmed">
        SehatLink ID {session.user_id}
      </Text>
    </ProfileHeading>
  );
}
