import type { PageDataLoader } from '@/lib/page-data';
import { readFinderParams } from '../lib/finder-params';
import { parsePmdc } from '../lib/pmdc';
import { toSearchQuery } from '../lib/search-query';
import { doctorProfileQueryOptions, doctorSearchQueryOptions } from './doctor-queries';

/** /doctors/search: the page of results the URL's filters ask for. */
export const loadDoctorSearch: PageDataLoader = (queryClient, _params, search) =>
  queryClient.prefetchQuery(doctorSearchQueryOptions(toSearchQuery(readFinderParams(search))));

/** /doctors/:pmdc: the profile (times and reviews follow the choice the page makes from it). */
export const loadDoctorProfile: PageDataLoader = async (queryClient, { pmdc: param }) => {
  const pmdc = parsePmdc(param);
  if (pmdc) await queryClient.prefetchQuery(doctorProfileQueryOptions(pmdc));
};
