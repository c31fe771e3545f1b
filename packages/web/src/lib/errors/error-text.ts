import { ErrorCode, generalErrorCode } from '@ehp/api-types';
import { pageTranslator } from '@/lib/i18n/translations';
import { errorsCatalogue } from './i18n/en';

const t = pageTranslator(errorsCatalogue);
const CODES = new Set<string>(Object.values(ErrorCode));

/** What an error says about itself, read from any shape the portal meets (body, thrown Error, string). */
export type ErrorFacts = {
  code: ErrorCode | null;
  status: number | null;
  triesLeft: number | null;
  retryAfter: number | null;
  /** The request never got an answer (offline, DNS, CORS). */
  network: boolean;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

export function errorFacts(error: unknown): ErrorFacts {
  const facts: ErrorFacts = { code: null, status: null, triesLeft: null, retryAfter: null, network: false };
  if (!isRecord(error)) return facts;
  // unwrap() throws an Error carrying the body and status; openapi-fetch hands mutations the body itself.
  const body = isRecord(error.body) ? error.body : error;
  if (typeof body.code === 'string' && CODES.has(body.code)) facts.code = body.code as ErrorCode;
  facts.status = count(error.status);
  facts.triesLeft = count(body.tries_left);
  facts.retryAfter = count(body.retry_after);
  facts.network = error instanceof TypeError && facts.status === null;
  return facts;
}

/** Text for a code (or a status's general code); the catalogue's key is the code itself. */
export type ErrorOverrides = Partial<Record<`${ErrorCode}` | number, string>>;

function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return t('rateLimitedOneMinute');
  if (minutes <= 90) return t('rateLimitedMinutes', { minutes });
  return t('rateLimitedHours', { hours: Math.ceil(minutes / 60) });
}

function wrongCodeText(triesLeft: number | null): string {
  if (triesLeft === null) return t('wrong_code');
  if (triesLeft === 0) return t('wrongCodeNoTriesLeft');
  return triesLeft === 1 ? t('wrongCodeOneTryLeft') : t('wrongCodeTriesLeft', { count: triesLeft });
}

/**
 * The portal's words for an error, in the page's language, chosen by the contract's error code
 * (else the status's general code). The server's English message is never shown, a 5xx always
 * reads "Something went wrong on our side", and numbers come from the body's structured fields.
 * `overrides` give an operation's own text for a code or a status (a generic 404 that means
 * "this doctor").
 */
export function errorText(error: unknown, overrides: ErrorOverrides = {}): string {
  const facts = errorFacts(error);
  if (facts.network) return t('network');
  const code = facts.code ?? (facts.status !== null ? generalErrorCode(facts.status) : null);
  const override = (code && overrides[code]) ?? (facts.status !== null ? overrides[facts.status] : undefined);
  if (override) return override;
  if (code === ErrorCode.wrong_code) return wrongCodeText(facts.triesLeft);
  if (code === ErrorCode.rate_limited && facts.retryAfter) return waitText(facts.retryAfter);
  if (code) return t(code);
  // A string body (a proxy's HTML page) or an Error thrown without a status: our side failed.
  return typeof error === 'string' ? t('internal_error') : t('unknown');
}

/** True when trying the same thing again may work (a 5xx, a dropped connection). */
export function isRetryable(error: unknown): boolean {
  const { code, status, network } = errorFacts(error);
  return (
    network || (status !== null && status >= 500) || code === ErrorCode.internal_error || code === ErrorCode.unavailable
  );
}

export const errorsText = t;
