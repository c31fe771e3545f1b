import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { doctorProfilePath } from '@/config/paths';
import { choosePlace, dateStrip, readChoice } from '../lib/profile-choice';
import { bookablePlaces, placeKey, weekdaysAt, type DoctorProfile, type Place } from '../lib/schedule';
import { AUTO_BOOK_PARAM } from '../lib/visit-reason';
import { DateStrip } from './date-strip';
import { PlaceChoice } from './place-choice';
import { SlotBooking } from './slot-booking';
import { useT } from '@/lib/i18n/language-context';
import { doctorsProfileCatalogue } from '../i18n/profile.en';
import { doctorsFollowUpCatalogue } from '../i18n/follow-up.en';

type Props = { doctor: DoctorProfile; today: string };

/**
 * Place, date and time. The choice lives in the URL (?mode=&location_id=&date=&time=) so a reload,
 * a shared link or the way back from signing in shows the same slot; it is replaced, not pushed,
 * so Back still leaves the profile.
 */
export function SlotPicker({ doctor, today }: Props) {
  const t = useT(doctorsProfileCatalogue);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const followUpT = useT(doctorsFollowUpCatalogue);
  const choice = readChoice(params);
  const { followUp } = choice;
  // A free follow-up is an online visit: only the online place is offered.
  const places = bookablePlaces(doctor).filter((p) => followUp === null || p.mode === 'online');
  const place = choosePlace(places, choice);
  const strip = place
    ? dateStrip(weekdaysAt(doctor.schedule, place), today, doctor.next_available_date, choice.date)
    : null;

  const choose = (next: Place, date: string | null, time: string | null) => {
    const query = { mode: next.mode, location_id: next.locationId, date, time, follow_up: followUp };
    navigate(doctorProfilePath(doctor.pmdc, query), { replace: true });
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      shadow="xs"
      component="section"
      aria-labelledby="book-heading"
      id="booking"
      tabIndex={-1}
    >
      <Stack gap="md">
        <Title order={2} fz={20} id="book-heading">
          {followUp === null ? t('title') : followUpT('title')}
        </Title>
        {followUp !== null && (
          <Alert color="teal" variant="light" p="sm">
            {followUpT('intro', { doctor: doctor.name })}
          </Alert>
        )}
        {place === null || strip === null ? (
          <Text>{t('noTimes')}</Text>
        ) : (
          <>
            <PlaceChoice
              places={places}
              place={place}
              doctor={doctor}
              followUp={followUp !== null}
              onChoose={(next) => choose(next, null, null)}
            />
            {strip.selected === null ? (
              <Text>{t('noDays')}</Text>
            ) : (
              <>
                <DateStrip
                  days={strip.days}
                  selected={strip.selected}
                  today={today}
                  onPick={(date) => choose(place, date, null)}
                />
                <SlotBooking
                  key={`${placeKey(place)}|${strip.selected}`}
                  doctor={doctor}
                  place={place}
                  date={strip.selected}
                  wantedTime={choice.date === strip.selected ? choice.time : null}
                  onPickTime={(time) => choose(place, strip.selected, time)}
                  autoBook={params.get(AUTO_BOOK_PARAM) === '1'}
                  followUpOf={followUp}
                />
              </>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
