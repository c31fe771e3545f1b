// The canonical query of a data page: only the parameters its page reads (src/app/route-data.ts's
// loaders and the page itself), in the order the app writes them, with empty values, repeats and
// defaults dropped. Any other URL of the page is redirected to it, so a made-up parameter
// (?u=<random>) costs a redirect, not a render and a cache entry. canonical-query.test.ts checks
// the lists against the app's own readers and writers (finder-params.ts, paths.ts).

/** A parameter: its name, a test for its default value, and how its value is read. */
type Parameter = readonly [name: string, isDefault?: (value: string) => boolean, read?: (value: string) => string];

/**
 * Per data-page pattern: its parameters in the app's order, each with a test for its default value
 * and how its value is read (q is trimmed by the page, the others are matched exactly).
 */
export const PAGE_PARAMETERS: Record<string, readonly Parameter[]> = {
  // writeFinderParams (features/doctors/lib/finder-params.ts)
  '/doctors/search': [
    ['is_online', (value) => value !== 'true'],
    ['city', (value) => value === 'All'],
    ['speciality'],
    ['condition'],
    ['q', (value) => value.trim() === '', (value) => value.trim()],
    ['gender'],
    ['fee_min'],
    ['fee_max'],
    ['available'],
    ['language'],
    ['sort', (value) => value === 'relevance'],
    ['page', (value) => value === '1'],
  ],
  // doctorProfilePath (config/paths.ts), read by readChoice (features/doctors/lib/profile-choice.ts)
  // follow_up: the visit whose free follow-up is booked (a link from My appointments, reloaded or
  // shared): kept when it is an id, dropped otherwise.
  '/doctors/:pmdc': [
    ['mode'],
    ['location_id'],
    ['date'],
    ['time'],
    ['follow_up', (value) => !/^[1-9]\d{0,9}$/.test(value)],
  ],
  '/labs': [],
  '/labs/:id': [],
};

/**
 * The canonical search ('' or '?…') of a data page's query, or undefined when the pattern takes
 * whatever query it is given (a personal page: never cached, so nothing to protect).
 */
export function canonicalSearch(pattern: string, search: string): string | undefined {
  const parameters = Object.hasOwn(PAGE_PARAMETERS, pattern) ? PAGE_PARAMETERS[pattern] : undefined;
  if (!parameters) return undefined;
  const given = new URLSearchParams(search);
  const canonical = new URLSearchParams();
  for (const [name, isDefault = () => false, read = (value: string) => value] of parameters) {
    const value = given.get(name);
    if (value !== null && value !== '' && !isDefault(value)) canonical.set(name, read(value));
  }
  const query = canonical.toString();
  return query ? `?${query}` : '';
}
