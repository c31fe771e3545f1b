import { Badge, Text } from '@mantine/core';
import { ProfileAvatar, ProfileHeading } from '@/components/profile-heading';
import { imageUrls } from '@/lib/image-urls';
import type { SignedInSession } from '@/lib/session';
import { useT } from '@/lib/i18n/language-context';
import { patientCatalogue } from '../i18n/en';

/** Photo (first letter of the name when there is none), name and account id. */
export function ProfileHeader({ session }: { session: SignedInSession }) {
  const t = useT(patientCatalogue);
  return (
    <ProfileHeading
      media={<ProfileAvatar src={imageUrls.patient(session.user_id)} name={session.name} />}
      eyebrow={t('welcomeBack')}
      name={session.name}
    >
      <Badge variant="light">{t('patient')}</Badge>
      <Text size="sm" c="dimmed">
        {t('sehatlinkId', { id: session.user_id })}
      </Text>
    </ProfileHeading>
  );
}
