import { Radio, Stack } from '@mantine/core';
import { formatRs } from '@/lib/format-currency';
import { useT } from '@/lib/i18n/language-context';
import { doctorsFollowUpCatalogue } from '../i18n/follow-up.en';
import { doctorsProfileCatalogue } from '../i18n/profile.en';
import { placeFee, placeKey, placeName, type DoctorProfile, type Place } from '../lib/schedule';

type Props = {
  places: Place[];
  place: Place;
  doctor: DoctorProfile;
  /** A free follow-up: no fee is shown, the visit is free. */
  followUp: boolean;
  onChoose: (place: Place) => void;
};

/** "Consultation": online or one of the doctor's clinics, each with its fee. */
export function PlaceChoice({ places, place, doctor, followUp, onChoose }: Props) {
  const t = useT(doctorsProfileCatalogue);
  const followUpT = useT(doctorsFollowUpCatalogue);
  return (
    <Radio.Group
      label={t('consultation')}
      value={placeKey(place)}
      onChange={(key) => {
        const next = places.find((p) => placeKey(p) === key);
        if (next) onChoose(next);
      }}
    >
      <Stack gap="xs" mt={6}>
        {places.map((p) => {
          const fee = followUp ? 0 : placeFee(p, doctor);
          return (
            <Radio
              key={placeKey(p)}
              value={placeKey(p)}
              label={placeName(p, doctor.locations)}
              description={followUp ? followUpT('fee') : fee !== null ? formatRs(fee) : undefined}
            />
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
