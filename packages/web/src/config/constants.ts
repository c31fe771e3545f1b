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
// The 5-hour time helper (PKT_OFFSET_MS, addFiveHours) and the payment result codes
// (PAYMENT_COMPLETED_CODES, PAYMENT_PENDING_CODES, paymentResult) are shared with the mock server:
// they live in @ehp/api-types (rules/), not here.

export const AUTH_TOKEN_KEY = 'authToken';
export const PREV_PATH_KEY = 'prevPath';
export const CURRENT_PATH_KEY = 'currentPath';

// The numeric enums come from the contract (openapi.yaml) so client and server agree.
export { FacilityType, PlanTier, PaymentStatus, PaymentFilter, DemoFor } from '@ehp/api-types';
