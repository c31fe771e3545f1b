import { httpStatusOf } from '@/lib/http-status';

export const isNotFound = (error: unknown): boolean => httpStatusOf(error) === 404;

/** Retry a failed read once, but never a 404 or other client error. */
export const retryServerErrors = (failureCount: number, error: unknown): boolean => {
  const status = httpStatusOf(error);
  return failureCount < 1 && (status === undefined || status >= 500);
};
