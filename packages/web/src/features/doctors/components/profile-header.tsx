import { Group, Stack, Text, Title } from '@mantine/core';
import { InitialPhoto } from '@/components/initial-photo';
import { formatRs } from '@/lib/format-currency';
import { imageUrls } from '@/lib/image-urls';
import { availabilityText } from '../lib/dates';
import type { DoctorProfile } from '../lib/schedule';
import { DoctorFacts } from './doctor-facts';
import { useT } from '@/lib/i18n/language-context';
import { doctorsProfileCatalogue } from '../i18n/profile.en';
import { useSpecialityNames } from '@/components/use-speciality-names';
import { bold, rich } from '@/lib/i18n/translations';

/** Who the doctor is and what a visit costs: the facts a patient compares before booking. */
export function ProfileHeader({ doctor, today }: { doctor: DoctorProfile; today: string }) {
  const specialityNames = useSpecialityNames();
  const t = useT(doctorsProfileCatalogue);
  return (
    <Group gap="lg" align="flex-start" wrap="nowrap">
      <InitialPhoto src={doctor.has_photo ? imageUrls.doctor(doctor.pmdc) : null} name={doctor.name} size={96} />
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }} dir="auto">
          {doctor.name}
        </Title>
        <Text fw={600}>{specialityNames(doctor.specialities)}</Text>
        <DoctorFacts doctor={doctor} rowGap={4} />
        {doctor.languages.length > 0 && (
          <Text size="sm">{t('speaks', { languages: doctor.languages.join(', ') })}</Text>
        )}
        <Group gap="md" style={{ rowGap: 2 }}>
          {doctor.fee_online !== null && (
            <Text size="sm">{rich(t('fee.video', { fee: formatRs(doctor.fee_online) }), { b: bold })}</Text>
          )}
          {doctor.fee_clinic !== null && (
            <Text size="sm">{rich(t('fee.clinic', { fee: formatRs(doctor.fee_clinic) }), { b: bold })}</Text>
          )}
        </Group>
        <Text size="sm" fw={600} c="brand.8">
          {availabilityText(doctor.next_available_date, today)}
        </Text>
        <Text size="xs" c="dimmed">
          {rich(t('pmdc', { pmdc: doctor.pmdc }), { pmdc: (text) => <bdi>{text}</bdi> })}
        </Text>
      </Stack>
    </Group>
  );
}
