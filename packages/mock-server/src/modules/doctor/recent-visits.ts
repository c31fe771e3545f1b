import type { components } from '@ehp/api-types';
import type { StoreData } from '../../store/types.ts';
import { visitHappened } from '../after-visit/rules.ts';
import { startsAt } from '../appointments/lifecycle.ts';
import { currentTimeline } from '../appointments/records.ts';

// The doctor's recent visits (listDoctorAppointments recent_visits): the ones that have happened in
// the last week and left the dashboard's lists, so the advice can still be written or corrected.

type DoctorRecentVisit = components['schemas']['DoctorRecentVisit'];

/** How far back the dashboard lists visits that have happened. */
export const RECENT_VISIT_DAYS = 7;
const DAY = 24 * 60 * 60_000;

/** Visits of `pmdc` that happened in the last RECENT_VISIT_DAYS and are not in `listed`, newest first. */
export function doctorRecentVisits(
  data: StoreData,
  pmdc: string,
  now: number,
  listed: ReadonlySet<number>,
): DoctorRecentVisit[] {
  const since = now - RECENT_VISIT_DAYS * DAY;
  return data.appointments
    .filter((a) => a.pmdc === pmdc && !listed.has(a.id) && startsAt(a) >= since && startsAt(a) <= now)
    .map((a) => currentTimeline(data, a, now))
    .filter(visitHappened)
    .map((t) => t.appointment)
    .sort((x, y) => startsAt(y) - startsAt(x) || y.id - x.id)
    .map((a) => ({
      id: a.id,
      date: a.date,
      time: a.time,
      starts_at: new Date(startsAt(a)).toISOString(),
      mode: a.mode,
      patient_name: data.patients.find((p) => p.id === a.patient_id)?.name ?? '',
      advice_written: a.advice !== undefined,
    }));
}
