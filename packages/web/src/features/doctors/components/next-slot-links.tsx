import { addDays, isFutureSlot, type components } from '@ehp/api-types';
import { formatTime12h } from '@/lib/format-time';
import { Link } from 'react-router-dom';
import { doctorProfilePath } from '@/config/paths';
import { formatShortDate } from '../lib/dates';
import { useT } from '@/lib/i18n/language-context';
import { doctorsCatalogue } from '../i18n/en';
import { doctorsSearchCatalogue } from '../i18n/search.en';
import classes from './next-slot-links.module.css';

type NextSlot = components['schemas']['NextSlot'];
type Props = { pmdc: string; name: string; slots: readonly NextSlot[] | undefined; today: string; now: number };

/**
 * A result's first free times (as Zocdoc shows them): each opens the profile with that place, date
 * and time chosen, one tap from Book. Times that have passed since the results came are left out.
 */
export function NextSlotLinks({ pmdc, name, slots, today, now }: Props) {
  const t = useT(doctorsSearchCatalogue);
  const common = useT(doctorsCatalogue);
  const upcoming = (slots ?? []).filter((slot) => isFutureSlot(slot.date, slot.time, now));
  if (upcoming.length === 0) return null;
  const dayOf = (date: string) =>
    date === today ? common('today') : date === addDays(today, 1) ? t('tomorrow') : formatShortDate(date);
  const labelId = `next-times-${pmdc}`;

  return (
    <div>
      <p className={classes.heading} id={labelId}>
        {t('slots')}
      </p>
      <ul className={classes.list} aria-labelledby={labelId} data-testid="next-slots">
        {upcoming.map((slot) => {
          const day = dayOf(slot.date);
          const time = formatTime12h(slot.time);
          return (
            <li key={`${slot.date} ${slot.time} ${slot.location_id ?? ''}`}>
              <Link
                className={classes.link}
                to={doctorProfilePath(pmdc, slot)}
                aria-label={t('slots.book', { name, day, time })}
              >
                {t('slots.time', { day, time })}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
