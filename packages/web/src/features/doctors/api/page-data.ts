import { pakistanDate } from '@ehp/api-types';
import type { PageDataLoader } from '@/lib/page-data';
import { readFinderParams } from '../lib/finder-params';
import { parsePmdc } from '../lib/pmdc';
import { choosePlace, dateStrip, readChoice, slotsQueryFor } from '../lib/profile-choice';
import { bookablePlaces, weekdaysAt } from '../lib/schedule';
import { toSearchQuery } from '../lib/search-query';
import {
  doctorProfileQueryOptions,
  doctorReviewsQueryOptions,
  doctorSearchQueryOptions,
  doctorSlotsQueryOptions,
} from './doctor-queries';

/** /doctors/search: the page of results the URL's filters ask for. */
export const loadDoctorSearch: PageDataLoader = (queryClient, _params, search) =>
  queryClient.prefetchQuery(doctorSearchQueryOptions(toSearchQuery(readFinderParams(search))));

/**
 * /doctors/:pmdc: the profile, then what the page shows from it at once: the times of the place
 * and date the picker starts on (as SlotPicker chooses them) and the first page of reviews.
 */
export const loadDoctorProfile: PageDataLoader = async (queryClient, { pmdc: param }, search) => {
  const pmdc = parsePmdc(param);
  if (!pmdc) return;
  const reviews = queryClient.prefetchQuery(doctorReviewsQueryOptions(pmdc, 1));
  const profile = await queryClient.fetchQuery(doctorProfileQueryOptions(pmdc)).catch(() => null);
  const doctor = profile?.data.doctor;
  const choice = readChoice(search);
  const place = doctor ? choosePlace(bookablePlaces(doctor), choice) : null;
  const strip =
    doctor && place
      ? dateStrip(weekdaysAt(doctor.schedule, place), pakistanDate(Date.now()), doctor.next_available_date, choice.date)
      : null;
  const slots =
    place && strip?.selected
      ? queryClient.prefetchQuery(doctorSlotsQueryOptions(slotsQueryFor(pmdc, place, strip.selected)))
      : null;
  await Promise.all([reviews, slots]);
};
