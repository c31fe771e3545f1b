// Business constants and limits of SPEC section 9. One place for each number.

export const HERO_ROTATION_MS = 2300;
export const HERO_FADE_MS = 500;
export const INCOMING_CALL_DISMISS_MS = 10_000;
export const HEADER_STICKY_THRESHOLD_PX = 600;
/** Viewports this wide or narrower get the side drawer instead of the inline menu. */
export const SMALL_SCREEN_MAX_PX = 425;
export const NAME_TRUNCATE_LENGTH = 12;
export const ATTACHMENT_MAX_BYTES = 5_242_880;
/** The spec names this bound without saying what it applies to. */
export const NUMERIC_UPPER_BOUND = 99_999;
/** 0 = no client-side timeout. */
export const HTTP_TIMEOUT_MS = 0;
export { XSRF_COOKIE as XSRF_COOKIE_NAME } from '@ehp/api-types';
export const COPYRIGHT_YEAR = 2022;
/** The time helper shifts a time by five hours (Pakistan Standard Time is UTC+5). */
export const TIME_OFFSET_MS = 18_000_000;

export const AUTH_TOKEN_KEY = 'authToken';
export const PREV_PATH_KEY = 'prevPath';
export const CURRENT_PATH_KEY = 'currentPath';

// The numeric enums come from the contract (openapi.yaml) so client and server agree.
export { FacilityType, PlanTier, PaymentStatus, PaymentFilter, DemoFor } from '@ehp/api-types';

export const PAYMENT_PENDING_CODES = ['124', '157', '210'] as const;
export const PAYMENT_COMPLETED_CODES = ['000', '121'] as const;

export const ATTACHMENT_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png', 'pdf', 'txt', 'docx'] as const;
export const ATTACHMENT_MIME_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/gif',
  'image/png',
  'application/pdf',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
