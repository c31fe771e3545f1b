import { Group, Text } from '@mantine/core';
import type { components } from '@ehp/api-types';
import { RatingText } from './rating-text';
import { useT } from '@/lib/i18n/language-context';
import { doctorsCatalogue } from '../i18n/en';

type Props = {
  doctor: Pick<
    components['schemas']['DoctorSummary'],
    'qualifications' | 'experience_years' | 'rating' | 'review_count'
  >;
  /** Space between wrapped rows of the experience and rating line. */
  rowGap: number;
};

/** The lines a patient compares doctors by: qualifications, then years of experience and rating. */
export function DoctorFacts({ doctor, rowGap }: Props) {
  const t = useT(doctorsCatalogue);
  return (
    <>
      {doctor.qualifications.length > 0 && (
        <Text size="sm" c="dimmed" dir="auto">
          {doctor.qualifications.join(', ')}
        </Text>
      )}
      <Group gap="md" style={{ rowGap }}>
        <Text size="sm">{t('experience', { years: doctor.experience_years })}</Text>
        <RatingText rating={doctor.rating} reviewCount={doctor.review_count} />
      </Group>
    </>
  );
}
