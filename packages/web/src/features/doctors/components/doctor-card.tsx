import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { AppointmentMode, type components } from '@ehp/api-types';
import { Link } from 'react-router-dom';
import { MapPinIcon, VideoIcon } from '@/components/icons';
import { InitialPhoto } from '@/components/initial-photo';
import { doctorProfilePath, type DoctorChoice } from '@/config/paths';
import { formatRs } from '@/lib/format-currency';
import { imageUrls } from '@/lib/image-urls';
import { availabilityText } from '../lib/dates';
import { DoctorFacts } from './doctor-facts';
import { NextSlotLinks } from './next-slot-links';
import { useT } from '@/lib/i18n/language-context';
import { doctorsCatalogue } from '../i18n/en';
import { doctorsSearchCatalogue } from '../i18n/search.en';
import { useSpecialityNames } from '@/components/use-speciality-names';

type DoctorSummary = components['schemas']['DoctorSummary'];
type Props = { doctor: DoctorSummary; online: boolean; city: string | null; today: string; now?: number };

/**
 * Where this result would see the patient: by video in an online search (or when the doctor has no
 * clinic), else at the clinic in the searched city, else at the first clinic.
 */
function placeFor(doctor: DoctorSummary, online: boolean, city: string | null) {
  if ((online && doctor.offers_online) || doctor.locations.length === 0) return null;
  return doctor.locations.find((l) => l.city === city) ?? doctor.locations[0];
}

/** One search result: who, what they treat, what it costs, when they are free, where, and a way to book. */
export function DoctorCard({ doctor, online, city, today, now = Date.now() }: Props) {
  const specialityNames = useSpecialityNames();
  const t = useT(doctorsSearchCatalogue);
  const common = useT(doctorsCatalogue);
  const location = placeFor(doctor, online, city);
  const choice: DoctorChoice = location
    ? { mode: AppointmentMode.clinic, location_id: location.id }
    : { mode: AppointmentMode.online };
  const profile = doctorProfilePath(doctor.pmdc, choice);
  const fees = [
    { label: t('fee.video'), fee: doctor.fee_online },
    { label: t('fee.clinic'), fee: doctor.fee_clinic },
  ].filter((f): f is { label: string; fee: number } => f.fee !== null);
  if (location) fees.reverse();
  const nameId = `doctor-${doctor.pmdc}`;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={nameId}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <InitialPhoto src={doctor.has_photo ? imageUrls.doctor(doctor.pmdc) : null} name={doctor.name} size={72} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={3} fz={{ base: 18, sm: 20 }} id={nameId}>
            {/* A 44 px tap target (issue 34) without moving the card's lines. */}
            <Anchor component={Link} to={profile} inherit dir="auto" className="tap-inline">
              {doctor.name}
            </Anchor>
          </Title>
          <Text size="sm" fw={500}>
            {specialityNames(doctor.specialities)}
          </Text>
          <DoctorFacts doctor={doctor} rowGap={2} />
        </Stack>
      </Group>

      <Group justify="space-between" align="flex-end" mt="md" gap="sm">
        <Stack gap={4}>
          {fees.map(({ label, fee }) => (
            <Text size="sm" key={label}>
              {label}: <strong>{formatRs(fee)}</strong>
            </Text>
          ))}
          <Text size="sm" c={doctor.next_available_date === today ? 'brand.8' : undefined} fw={500}>
            {availabilityText(doctor.next_available_date, today)}
          </Text>
          <Group gap={6} wrap="nowrap">
            {location ? <MapPinIcon size={16} /> : <VideoIcon size={16} />}
            <Text size="sm">
              {location
                ? t('card.place', { clinic_name: location.clinic_name, city: location.city })
                : t('card.online')}
            </Text>
            {location && doctor.offers_online && (
              <Badge size="sm" variant="light" color="navy">
                {t('card.alsoOnline')}
              </Badge>
            )}
          </Group>
        </Stack>
        <Button component={Link} to={profile} aria-label={t('card.book', { name: doctor.name })}>
          {common('book')}
        </Button>
      </Group>
      <NextSlotLinks pmdc={doctor.pmdc} name={doctor.name} slots={doctor.next_slots} today={today} now={now} />
    </Paper>
  );
}
