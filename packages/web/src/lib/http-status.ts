/** The HTTP status that src/lib/api.ts unwrap() attaches to the errors it throws. */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number')
    return error.status;
  return undefined;
}

export const HTTP_CONFLICT = 409;
