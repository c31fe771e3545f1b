// Where a sign-in page sends the person afterwards: `?next=` carries the page they were on (a
// doctor's profile with the slot they picked), so signing in does not lose their place.

export const RETURN_PARAM = 'next';

const MAX_RETURN_PATH_LENGTH = 2000;
// Any origin will do: it only has to differ from every real one, so a path that escapes it
// (//evil.example, /\evil.example, https:...) is caught by the origin check below.
const PROBE_ORIGIN = 'https://return-path.invalid';

/**
 * The return path when it stays on this site: a relative path starting with a single '/'.
 * Anything else (absolute URLs, protocol-relative '//host', backslashes, control characters,
 * overlong values) is refused with null, so a crafted sign-in link cannot send anyone away.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw === '' || raw.length > MAX_RETURN_PATH_LENGTH) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A sign-in page's URL that comes back to `returnTo` afterwards: '/patient/login?next=%2Fdoctors%2F...'. */
export function withReturnPath(signInPath: string, returnTo: string): string {
  const safe = safeReturnPath(returnTo);
  if (!safe) return signInPath;
  return `${signInPath}?${new URLSearchParams({ [RETURN_PARAM]: safe }).toString()}`;
}
