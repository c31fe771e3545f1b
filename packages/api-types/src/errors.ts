/** A non-blank string `message` field of a value, if it has one. */
function messageOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('message' in value)) return undefined;
  return typeof value.message === 'string' && value.message.trim() ? value.message : undefined;
}

/** An axios-style error keeps the response body at response.data; anything else is its own body. */
function bodyOf(error: object): unknown {
  const response = 'response' in error ? error.response : undefined;
  const data = typeof response === 'object' && response !== null && 'data' in response ? response.data : undefined;
  return data ?? error;
}

/**
 * SPEC section 8, generic error display: the message field of the response body, else the
 * error's own message, else the error as text.
 */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const message = messageOf(bodyOf(error)) ?? messageOf(error);
    if (message) return message;
  }
  if (typeof error === 'string') return error;
  return String(error);
}
