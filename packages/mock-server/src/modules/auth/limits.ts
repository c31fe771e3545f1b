import type { Request } from 'express';
import { clientAddress } from '../../http/client-address.ts';
import { tooMany } from '../../http/errors.ts';
import { AddressHolds } from '../appointments/address-holds.ts';
import { AttemptLimiter } from '../../http/attempt-limiter.ts';
import { SlidingWindowLimiter } from '../../http/rate-limit.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The mock's limits against guessing and flooding. Sized for real use: a family shares one address,
 * and a clinic's reception signs in and books for many. No number of requests from one address may
 * lock anyone else out: what one address does counts against that address, or against a pair of it
 * and an account or number; a limit shared by everyone (account, number, code) is set above what
 * one address can reach under its own limits. The mock's README, "Limits", has the table; the contract documents
 * each 429 with Retry-After.
 */
export const LIMITS = {
  /** Failed password sign-ins per account (doctor PMDC, staff username, owner e-mail) from one address. */
  signInFailuresPerAccountAndAddress: { limit: 10, windowMs: 15 * MINUTE },
  /**
   * Failed password sign-ins per account from everywhere, against guessing spread over many
   * addresses. One address adds at most the 10 above, so it takes 10 addresses to reach; the
   * account's owner passes it with a password reset (a code to the account's own phone).
   */
  signInFailuresPerAccount: { limit: 100, windowMs: 15 * MINUTE },
  /** Failed password sign-ins and wrong codes per client address, over all accounts. */
  failuresPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  /** Codes sent per client address, over all numbers. */
  codesPerAddress: { limit: 30, windowMs: HOUR },
  /** Codes sent to one number from one address: a quarter of the number's own 20 an hour (otp.ts). */
  codesPerNumberAndAddress: { limit: 5, windowMs: HOUR },
  /** Sign-ups (doctor, facility) completed per address. */
  accountChangesPerAddress: { limit: 10, windowMs: HOUR },
  /** Anonymous forms (demo, helpline, contact, lab booking) per address. */
  formsPerAddress: { limit: 20, windowMs: HOUR },
  /** "Has this doctor set a password?" per address: it also tells whether a PMDC number is registered. */
  passwordChecksPerAddress: { limit: 60, windowMs: HOUR },
  /** Unpaid holds alive at once per address, over all its patients (each patient: MAX_UNPAID_HOLDS). */
  unpaidHoldsPerAddress: 10,
  /**
   * Reschedule attempts per patient, over all their appointments, refused ones included: moving time
   * after time is no way to probe for free times (listDoctorSlots shows them). Counted per patient,
   * so no address is locked out, and never loosened by LIMITS=testing.
   */
  reschedulesPerPatient: { limit: 20, windowMs: HOUR },
} as const;

/** `testing` multiplies the per-address limits by 1,000: one test stack signs in hundreds of patients from 127.0.0.1. */
export type LimitsMode = 'standard' | 'testing';

/** One account's sign-in key: "doctor:12345-p", "staff:reception.gulberg", "owner:owner@shifaclinic.pk". */
export const accountKey = (identifier: string) => identifier.trim().toLowerCase();

export class AbuseLimits {
  /** Keyed "account|address". */
  readonly signInFailuresByAddress: AttemptLimiter;
  readonly signInFailures: AttemptLimiter;
  readonly addressFailures: AttemptLimiter;
  readonly codesByAddress: SlidingWindowLimiter;
  readonly codesByNumberAndAddress: SlidingWindowLimiter;
  readonly accountChanges: SlidingWindowLimiter;
  readonly forms: SlidingWindowLimiter;
  readonly passwordChecks: SlidingWindowLimiter;
  readonly holds: AddressHolds;
  /** Keyed by patient id. */
  readonly reschedules: SlidingWindowLimiter;

  constructor(readonly mode: LimitsMode = 'standard') {
    const scale = mode === 'testing' ? 1000 : 1;
    const window = (l: { limit: number; windowMs: number }) => new SlidingWindowLimiter(l.limit * scale, l.windowMs);
    this.signInFailuresByAddress = new AttemptLimiter(
      LIMITS.signInFailuresPerAccountAndAddress.limit,
      LIMITS.signInFailuresPerAccountAndAddress.windowMs,
    );
    this.signInFailures = new AttemptLimiter(
      LIMITS.signInFailuresPerAccount.limit,
      LIMITS.signInFailuresPerAccount.windowMs,
    );
    this.addressFailures = new AttemptLimiter(
      LIMITS.failuresPerAddress.limit * scale,
      LIMITS.failuresPerAddress.windowMs,
    );
    this.codesByAddress = window(LIMITS.codesPerAddress);
    this.codesByNumberAndAddress = window(LIMITS.codesPerNumberAndAddress);
    this.accountChanges = window(LIMITS.accountChangesPerAddress);
    this.forms = window(LIMITS.formsPerAddress);
    this.passwordChecks = window(LIMITS.passwordChecksPerAddress);
    this.holds = new AddressHolds(LIMITS.unpaidHoldsPerAddress * scale);
    this.reschedules = new SlidingWindowLimiter(
      LIMITS.reschedulesPerPatient.limit,
      LIMITS.reschedulesPerPatient.windowMs,
    );
  }

  /** A completed password reset: the account's locks end, from every address (the owner proved the phone). */
  clearAccount(identifier: string): void {
    const account = accountKey(identifier);
    this.signInFailures.forget(account);
    this.signInFailuresByAddress.forgetPrefix(`${account}|`);
  }

  clear(): void {
    for (const limiter of [
      this.signInFailuresByAddress,
      this.signInFailures,
      this.addressFailures,
      this.codesByAddress,
      this.codesByNumberAndAddress,
      this.accountChanges,
      this.forms,
      this.passwordChecks,
      this.reschedules,
    ])
      limiter.clear();
    this.holds.clear();
  }
}

/** Counts one request of this address against a limiter, or throws 429 with Retry-After. */
export function takeForAddress(
  limiter: SlidingWindowLimiter,
  req: Pick<Request, 'ip' | 'socket'>,
  now: number,
  what: string,
): void {
  const taken = limiter.take(clientAddress(req), now);
  if (!taken.allowed) {
    const minutes = Math.max(1, Math.ceil(taken.retryAfterMs / 60_000));
    throw tooMany(
      `Too many ${what} from your network. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      taken.retryAfterMs / 1000,
    );
  }
}
