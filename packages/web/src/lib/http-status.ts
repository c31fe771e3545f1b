/** The HTTP status that src/lib/api.ts unwrap() attaches to the errors it throws. */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number')
    return error.status;
  return undefined;
}

export const HTTP_UNAUTHORIZED = 401;
export const HTTP_NOT_FOUND = 404;
export const HTTP_CONFLICT = 409;

export const isNotFound = (error: unknown): boolean => httpStatusOf(error) === HTTP_NOT_FOUND;
export const isUnauthorized = (error: unknown): boolean => httpStatusOf(error) === HTTP_UNAUTHORIZED;

/** Retry a failed read once, but never a 404 or other client error: asking again cannot change those. */
export const retryServerErrors = (failureCount: number, error: unknown): boolean => {
  const status = httpStatusOf(error);
  return failureCount < 1 && (status === undefined || status >= 500);
};
