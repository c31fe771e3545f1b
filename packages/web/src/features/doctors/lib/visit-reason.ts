import { VISIT_REASON_MAX } from '@ehp/api-types';

// The reason for the visit is health information: it stays out of the URL (which the sign-in link,
// server logs and shared links carry) and lives in this tab's session storage until the booking,
// so it survives signing in on the way.

const key = (pmdc: string) => `visitReason:${pmdc}`;

export function readVisitReason(pmdc: string): string {
  try {
    return (sessionStorage.getItem(key(pmdc)) ?? '').slice(0, VISIT_REASON_MAX);
  } catch {
    return '';
  }
}

export function saveVisitReason(pmdc: string, reason: string): void {
  try {
    if (reason === '') sessionStorage.removeItem(key(pmdc));
    else sessionStorage.setItem(key(pmdc), reason.slice(0, VISIT_REASON_MAX));
  } catch {
    // Storage refused (private mode): the note simply is not kept across sign-in.
  }
}

/** What the booking request carries: the trimmed note, or nothing when blank. */
export function reasonForRequest(reason: string): { reason?: string } {
  const trimmed = reason.trim();
  return trimmed === '' ? {} : { reason: trimmed.slice(0, VISIT_REASON_MAX) };
}

/** Drop control characters as they are typed: the contract refuses them. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
export const cleanReason = (raw: string): string => raw.replace(/[\u0000-\u001f\u007f]+/g, ' ');

/** The profile URL asks to book at once when it comes back from signing in (`?book=1`). */
export const AUTO_BOOK_PARAM = 'book';

/** The profile's path and query with `book=1` added: where sign-in sends the patient back. */
export function withAutoBook(pathAndSearch: string): string {
  const [path, search = ''] = pathAndSearch.split('?', 2);
  const params = new URLSearchParams(search);
  params.set(AUTO_BOOK_PARAM, '1');
  return `${path}?${params.toString()}`;
}
