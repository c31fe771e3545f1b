// The type of an English content export that was declared `as const`, with its string literals
// widened to string: the Urdu export must have exactly the same keys, array lengths (tuples stay
// tuples) and numbers, but its text is of course different. content.isolated.test.ts checks that the
// non-linguistic strings (ids, links, URLs, phone numbers) are also identical.

export type Localized<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T;

/** Wraps left-to-right text (a number, price, phone number or time) in Unicode isolates (LRI … PDI) for Urdu sentences. */
export const ltr = (text: string | number): string => `\u2066${text}\u2069`;
