import type { ErrorCode } from '@ehp/api-types';
import { defineMessages } from '@/lib/i18n/catalogue';

/**
 * What the portal says for each error code of the contract (openapi.yaml ErrorCode): never the
 * server's English `message`. A code added to the contract without a text here fails typecheck.
 */
const byCode = {
  invalid_request: 'Some of the details were not accepted. Check them and try again.',
  not_signed_in: 'Please sign in to continue.',
  wrong_credentials: 'Those sign-in details do not match an account. Check them and try again.',
  password_not_set: 'This account has no password yet. Use “Forgot password” to set one.',
  wrong_code: 'Wrong code. Check the SMS and try again.',
  code_used: 'This code was already used. Request a new code.',
  code_expired: 'This code has expired. Request a new code.',
  no_code: 'No code has been sent yet. Request a code first.',
  reset_token_invalid: 'This password reset has expired or was already used. Please start again.',
  visit_link_invalid:
    'This link is not valid. Open the whole link from the message, or sign in to see your appointments.',
  visit_link_expired:
    'This link has expired: a link to a prescription works for 30 days. Sign in to see it with your appointments.',
  forbidden: 'The account you are signed in with cannot do this. Sign in with the right account.',
  xsrf_failed: 'Your session needs refreshing. Reload the page and try again.',
  wrong_origin: 'This request came from another site and was refused. Reload the page and try again.',
  not_found: 'We could not find that. It may have been removed.',
  method_not_allowed: 'That action is not available here.',
  conflict: 'That could not be done because something changed. Reload the page and try again.',
  slot_taken: 'This time was just booked by someone else. Please choose another time.',
  slot_already_yours: 'You already hold this time. Continue to payment from your appointments.',
  too_many_holds: 'You already hold several unpaid times. Pay for one or cancel one first.',
  appointment_started: 'This appointment has already started, so it can no longer be changed.',
  already_cancelled: 'This appointment is already cancelled.',
  booking_lapsed: 'This booking lapsed because it was not paid in time. Please book again.',
  hold_ended: 'The 10-minute hold on this time has ended. Please book again.',
  appointment_cancelled: 'This appointment was cancelled.',
  already_paid: 'This appointment is already paid.',
  payment_pending: 'A payment for this appointment is still in progress. Wait a moment and reload the page.',
  payment_settled: 'The payment for this appointment is already settled.',
  account_exists: 'An account with these details already exists. Please sign in instead.',
  duplicate_demo_request: 'Demo request already exist!',
  follow_up_used: 'You have already booked the free follow-up of this visit. Each visit includes one free follow-up.',
  reschedule_too_late: 'This appointment starts too soon for its time to change. You can still cancel it.',
  reschedule_limit: 'This appointment has been moved as many times as allowed. You can still cancel it.',
  too_large: 'The file or form is too large. Attachments can be at most 5 MB.',
  unsupported_media_type: 'This kind of file or request is not accepted.',
  wrong_host: 'This address is not served here. Open the portal from its usual address.',
  rate_limited: 'Too many attempts. Please wait a while and try again.',
  internal_error: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is busy for a moment. Please try again shortly.',
} as const satisfies Record<`${ErrorCode}`, string>;

export const errorsCatalogue = defineMessages('errors', {
  ...byCode,
  wrongCodeTriesLeft: 'Wrong code. {count} tries left.',
  wrongCodeOneTryLeft: 'Wrong code. 1 try left.',
  wrongCodeNoTriesLeft: 'Wrong code. No tries left: request a new code.',
  rateLimitedMinutes: 'Too many attempts. Try again in {minutes} minutes.',
  rateLimitedOneMinute: 'Too many attempts. Try again in 1 minute.',
  rateLimitedHours: 'Too many attempts. Try again in {hours} hours.',
  network: 'We could not reach the server. Check your internet connection and try again.',
  unknown: 'That did not work. Please try again.',
  tryAgain: 'Try again',
});
