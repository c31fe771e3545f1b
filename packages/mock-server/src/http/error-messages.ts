import { EMAIL_PATTERN_SOURCE } from '@ehp/api-types';
import { ATTACHMENT_LIMITS } from '../modules/clinic/attachment.ts';

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

const KB = (n: number) => `${Math.round(n / 1024)} KB`;

/**
 * multer's own wording ("File too large", "Too many fields") reaches us through the validator with
 * its error code stripped; say which rule was broken instead.
 */
const MULTIPART_WORDS: Record<string, string> = {
  'File too large': 'The attachment is larger than 5 MB (5,242,880 bytes).',
  'Too many files': 'Send at most one file, in the "attachment" field.',
  'Too many parts': 'Too many form parts: send subject, message and at most one attachment.',
  'Too many fields': 'Too many form fields: send only subject, message and attachment.',
  'Field value too long': `A form field is longer than ${KB(ATTACHMENT_LIMITS.fieldSize)} (message allows 2000 characters).`,
  'Field name too long': 'A form field name is too long: send only subject, message and attachment.',
  'Unexpected file field': 'Unexpected file field: send the file as "attachment".',
  'multipart file(s) required':
    'The multipart/form-data Content-Type has no boundary; let the HTTP client build the form body.',
};

export function explainMultipart(message: string | undefined): string | null {
  return (message && MULTIPART_WORDS[message]) ?? null;
}

/** express-openapi-validator says "unsupported media type text/plain"; name what the operation accepts. */
export function explainMediaType(message: string | undefined, accepted: string[]): string | null {
  const m = /^unsupported media type (.*)$/i.exec(message ?? '');
  if (!m) return null;
  const given = m[1].slice(0, 80) || '(none)';
  const list = accepted.length ? accepted.join(' or ') : 'application/json';
  return `Content-Type ${given} is not accepted here; send ${list}`;
}
