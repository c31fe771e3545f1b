import { EMAIL_PATTERN_SOURCE } from '@ehp/api-types';

/** The contract's patterns, in words a person filling a form understands. */
const PATTERN_WORDS: Record<string, string> = {
  '^0?3\\d{9}$': 'a Pakistani mobile number: an optional 0, then 3, then nine digits (e.g. 03001234567)',
  '^\\d{6}$': 'exactly 6 digits',
  '^\\d{3,6}-[A-Z]$': 'a PMDC number: 3 to 6 digits, a hyphen and a capital letter (e.g. 12345-P)',
  '\\S': 'not blank',
  '^[0-9]{1,10}$': 'digits only (at most 10)',
  '^[A-Za-z0-9._-]+$': 'letters, digits, dots, underscores or hyphens only',
  '^[A-Za-z0-9_-]+$': 'letters, digits, underscores or hyphens only',
  '^[A-Za-z0-9-]+$': 'letters, digits or hyphens only',
  "^[A-Za-z][A-Za-z &().,'-]*$": "a name that starts with a letter (letters, spaces and & ( ) . , ' - only)",
  '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$': 'a 24-hour time as HH:MM:SS',
  [EMAIL_PATTERN_SOURCE]: 'an e-mail address with a dot in its domain (e.g. rabia@clinic.pk)',
};

/** "request/body/phone_number must match pattern "^0?3\d{9}$"" -> "... must be a Pakistani mobile number: ...". */
export function explainPatterns(message: string): string {
  return message.replace(/must match pattern "((?:[^"\\]|\\.)*)"/g, (whole, pattern: string) => {
    const words = PATTERN_WORDS[pattern];
    return words ? `must be ${words}` : whole;
  });
}

/**
 * multer's wording ("File too large", "Too many fields") reaches us through the validator with its
 * error code stripped; the operation's upload rules (http/upload-rules.ts) say which rule was broken.
 */
export function explainMultipart(message: string | undefined, words: Record<string, string> = {}): string | null {
  return (message && Object.hasOwn(words, message) && words[message]) || null;
}

/** express-openapi-validator says "unsupported media type text/plain"; name what the operation accepts. */
export function explainMediaType(message: string | undefined, accepted: string[]): string | null {
  const m = /^unsupported media type (.*)$/i.exec(message ?? '');
  if (!m) return null;
  const given = m[1].slice(0, 80) || '(none)';
  const list = accepted.length ? accepted.join(' or ') : 'application/json';
  return `Content-Type ${given} is not accepted here; send ${list}`;
}
