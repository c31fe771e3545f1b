// Business constants and limits of SPEC section 9. One place for each number.

export const HERO_ROTATION_MS = 2300;
export const HERO_FADE_MS = 500;
export const INCOMING_CALL_DISMISS_MS = 10_000;
export const HEADER_STICKY_THRESHOLD_PX = 600;
/** Viewports this wide or narrower get the side drawer instead of the inline menu. */
export const SMALL_SCREEN_MAX_PX = 425;
export const NAME_TRUNCATE_LENGTH = 12;

// The attachment limits and types, the 99,999 amount bound and a lab test's payable price are
// contract facts the mock server applies too: they live in @ehp/api-types (rules/), not here.

/** 0 = no client-side timeout. */
export const HTTP_TIMEOUT_MS = 0;
export { XSRF_COOKIE as XSRF_COOKIE_NAME } from '@ehp/api-types';
export const COPYRIGHT_YEAR = 2022;
/** The time helper shifts a time by five hours (Pakistan Standard Time is UTC+5); shared with the mock server. */
export { PKT_OFFSET_MS as TIME_OFFSET_MS } from '@ehp/api-types';

export const AUTH_TOKEN_KEY = 'authToken';
export const PREV_PATH_KEY = 'prevPath';
export const CURRENT_PATH_KEY = 'currentPath';

// The numeric enums come from the contract (openapi.yaml) so client and server agree.
export { FacilityType, PlanTier, PaymentStatus, PaymentFilter, DemoFor } from '@ehp/api-types';

// SPEC section 4's gateway result codes: one list, shared with the mock server's gateway.
export { PAYMENT_COMPLETED_CODES, PAYMENT_PENDING_CODES } from '@ehp/api-types';
