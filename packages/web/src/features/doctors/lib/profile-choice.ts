import { addDays, AppointmentMode, BOOKING_HORIZON_DAYS, nextAvailableDate, weekdayOf } from '@ehp/api-types';
import { datesFrom } from './dates';
import type { Place } from './schedule';

/** The choice as the profile URL carries it (?mode=&location_id=&date=&time=), checked for shape only. */
export type UrlChoice = {
  mode: AppointmentMode | null;
  locationId: number | null;
  date: string | null;
  time: string | null;
  /** The appointment whose free follow-up is booked here (?follow_up=): online only, at no fee. */
  followUp: number | null;
};

const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
const isTime = (value: string | null): value is string =>
  value !== null && /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(value);

export function readChoice(params: URLSearchParams): UrlChoice {
  const mode = params.get('mode');
  const locationId = params.get('location_id');
  const followUp = params.get('follow_up');
  return {
    mode: mode === AppointmentMode.online || mode === AppointmentMode.clinic ? mode : null,
    locationId: locationId !== null && /^\d{1,9}$/.test(locationId) ? Number(locationId) : null,
    date: isDate(params.get('date')) ? params.get('date') : null,
    time: isTime(params.get('time')) ? params.get('time') : null,
    followUp: followUp !== null && /^[1-9]\d{0,9}$/.test(followUp) ? Number(followUp) : null,
  };
}

/** The place the URL names when the doctor offers it; else the mode's first place; else the first place. */
export function choosePlace(places: readonly Place[], choice: Pick<UrlChoice, 'mode' | 'locationId'>): Place | null {
  const exact = places.find(
    (p) => p.mode === choice.mode && (p.mode === AppointmentMode.online || p.locationId === choice.locationId),
  );
  return exact ?? places.find((p) => p.mode === choice.mode) ?? places[0] ?? null;
}

export const STRIP_DAYS = 14;

export type StripDay = { date: string; open: boolean };
export type DateStrip = { days: StripDay[]; selected: string | null };

/**
 * The picker's fortnight of dates and the selected one. It starts at the first day the place has a
 * sitting on or after `earliest` (the doctor's next available date: no free slot exists before it),
 * so the next available date is picked first. A date from the URL (say, after signing in) wins when
 * the place sits that day and it is bookable.
 */
export function dateStrip(
  weekdays: readonly number[],
  today: string,
  earliest: string | null,
  wanted: string | null,
): DateStrip {
  const lastBookable = addDays(today, BOOKING_HORIZON_DAYS);
  const from = earliest !== null && earliest > today ? earliest : today;
  const first = from <= lastBookable ? nextAvailableDate(weekdays, from, () => true, 6) : null;
  const bookable = (date: string) => date >= today && date <= lastBookable && weekdays.includes(weekdayOf(date));
  const selected = wanted !== null && bookable(wanted) ? wanted : first !== null && bookable(first) ? first : null;
  if (selected === null) return { days: [], selected: null };
  const start = first !== null && first <= selected && selected < addDays(first, STRIP_DAYS) ? first : selected;
  return { days: datesFrom(start, STRIP_DAYS).map((date) => ({ date, open: bookable(date) })), selected };
}

/** The slots request for a place and date, as the time picker makes it (the loader makes the same one). */
export function slotsQueryFor(pmdc: string, place: Place, date: string) {
  return { pmdc, date, mode: place.mode, ...(place.locationId === null ? {} : { location_id: place.locationId }) };
}
