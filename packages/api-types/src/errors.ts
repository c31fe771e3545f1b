/**
 * SPEC section 8, generic error display: the message field of the response body, else the
 * error's own message, else the error as text.
 */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const body = (error as { response?: { data?: unknown }; data?: unknown }).response?.data ?? error;
    const fromBody = (body as { message?: unknown }).message;
    if (typeof fromBody === 'string' && fromBody.trim()) return fromBody;
    const own = (error as { message?: unknown }).message;
    if (typeof own === 'string' && own.trim()) return own;
  }
  if (typeof error === 'string') return error;
  return String(error);
}
