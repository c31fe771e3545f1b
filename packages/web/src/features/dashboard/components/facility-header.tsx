import { Badge } from '@mantine/core';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { ProfileHeading } from '@/components/profile-heading';
import * as facilitiesContent from '@/content/facilities';
import { imageUrls } from '@/lib/image-urls';
import type { SignedInSession } from '@/lib/session';
import { ClinicIllustration } from './clinic-illustration';
import { useContent, useT } from '@/lib/i18n/language-context';
import { dashboardClinicCatalogue } from '../i18n/clinic.en';

const IMAGE = 88;

/** Facility image (or the default illustration), name, type and whether this is the owner or staff (the branch is BranchPanel's). */
export function FacilityHeader({ session }: { session: SignedInSession }) {
  const { facilityKinds, toFacilityType } = useContent(facilitiesContent, 'facilities');
  const t = useT(dashboardClinicCatalogue);
  const kind = facilityKinds[toFacilityType(session.facility_type)];
  const isStaff = session.role === 'staff';
  const media = session.clinic_id ? (
    <ImageWithFallback
      src={imageUrls.clinic(session.clinic_id)}
      alt={t('logo', { label: kind.label })}
      width={IMAGE}
      height={IMAGE}
      radius={20}
      fit="cover"
      fallback={<ClinicIllustration size={IMAGE} />}
    />
  ) : (
    <ClinicIllustration size={IMAGE} />
  );
  return (
    <ProfileHeading
      media={media}
      eyebrow={isStaff ? t('title.staff') : t('title.facility', { label: kind.label })}
      name={session.name}
    >
      <Badge variant="light">{isStaff ? t('role.staff') : t('owner', { label: kind.label })}</Badge>
    </ProfileHeading>
  );
}
