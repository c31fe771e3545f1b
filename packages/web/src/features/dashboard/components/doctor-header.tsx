import { Badge, Text } from '@mantine/core';
import { ProfileAvatar, ProfileHeading } from '@/components/profile-heading';
import { imageUrls } from '@/lib/image-urls';
import type { SignedInSession } from '@/lib/session';
import { useT } from '@/lib/i18n/language-context';
import { dashboardDoctorCatalogue } from '../i18n/doctor.en';

/** Doctor photo by PMDC number (first letter of the name when there is none), name and PMDC number. */
export function DoctorHeader({ session }: { session: SignedInSession }) {
  const t = useT(dashboardDoctorCatalogue);
  return (
    <ProfileHeading
      media={<ProfileAvatar src={session.pmdc ? imageUrls.doctor(session.pmdc) : null} name={session.name} />}
      eyebrow={t('title')}
      name={session.name}
    >
      <Badge variant="light">{t('doctor')}</Badge>
      {session.pmdc && (
        <Text size="sm" c="dimmed">
          {t('pmdc', { pmdc: session.pmdc })}
        </Text>
      )}
    </ProfileHeading>
  );
}
