import { randomInt, timingSafeEqual } from 'node:crypto';
import { SlidingWindowLimiter } from '../../http/rate-limit.ts';

export const OTP_TTL_MS = 5 * 60 * 1000;
/** Wrong tries per code from one requester (client address): theirs end, the code lives on for the others. */
export const OTP_MAX_WRONG = 5;
/** Wrong tries per code from everyone: about 1 in 50,000 to guess it; no one requester gets there alone. */
export const OTP_MAX_WRONG_PER_CODE = 20;
/** Codes per number an hour from everyone; one requester may ask 5 of them (LIMITS.codesPerNumberAndAddress). */
export const OTP_SENDS_PER_HOUR = 20;
/** Expired codes are kept this long (so a late try hears "expired", not "no code"), then dropped. */
export const OTP_KEEP_EXPIRED_MS = OTP_TTL_MS;
/** Expired codes are swept at most this often, so a send does not scan the map every time. */
const SWEEP_EVERY_MS = 60 * 1000;

/** login: patient sign-in; signup: facility or doctor registration; lab_booking: a lab booking's number; reset:*: password reset of one account. */
export type OtpPurpose = 'login' | 'signup' | 'lab_booking' | `reset:clinic:${number}` | `reset:doctor:${number}`;

interface OtpEntry {
  code: string;
  phone: string;
  purpose: OtpPurpose;
  sent_at: number;
  expires_at: number;
  /** Wrong tries by requester, and their sum. */
  wrongBy: Map<string, number>;
  wrong: number;
  used: boolean;
}

export type VerifyOutcome =
  | { result: 'ok' }
  | { result: 'wrong'; triesLeft: number }
  | { result: 'locked'; retryAfterSeconds: number }
  | { result: 'used' }
  | { result: 'expired' }
  | { result: 'missing' };

export const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Normalises 3001234567 and 03001234567 to the same key. */
export const normalizePhone = (phone: string) => (phone.startsWith('0') ? phone : `0${phone}`);

/**
 * One-time codes: 6 digits from a CSPRNG, 5 minutes, single use, 5 wrong tries per requester and
 * 20 in all, 20 sends per number per hour. Wrong tries count per requester so that a stranger who
 * guesses at someone's code ends only their own tries: the owner, reading the code from the SMS,
 * can still use it.
 */
export class OtpService {
  private readonly codes = new Map<string, OtpEntry>();
  private readonly lastByPhone = new Map<string, OtpEntry>();
  private readonly sends = new SlidingWindowLimiter(OTP_SENDS_PER_HOUR, 60 * 60 * 1000);
  private lastSweep = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly generate: () => string = sixDigits,
  ) {}

  send(
    rawPhone: string,
    purpose: OtpPurpose,
  ): { ok: true; code: string; expiresInSeconds: number } | { ok: false; retryAfterSeconds: number } {
    const phone = normalizePhone(rawPhone);
    const now = this.now();
    this.sweep(now);
    const taken = this.sends.take(phone, now);
    if (!taken.allowed) return { ok: false, retryAfterSeconds: Math.ceil(taken.retryAfterMs / 1000) };
    const entry: OtpEntry = {
      code: this.generate(),
      phone,
      purpose,
      sent_at: now,
      expires_at: now + OTP_TTL_MS,
      wrongBy: new Map(),
      wrong: 0,
      used: false,
    };
    this.codes.set(`${purpose}|${phone}`, entry);
    this.lastByPhone.set(phone, entry);
    return { ok: true, code: entry.code, expiresInSeconds: OTP_TTL_MS / 1000 };
  }

  /**
   * Consumes the code on success. After 5 wrong tries from one requester the code is dead for that
   * requester, after 20 from everyone for all, until a new code is sent.
   */
  verify(rawPhone: string, purpose: OtpPurpose, code: string, requester = 'unknown'): VerifyOutcome {
    const phone = normalizePhone(rawPhone);
    const key = `${purpose}|${phone}`;
    const entry = this.codes.get(key);
    const now = this.now();
    if (!entry) return { result: 'missing' };
    // Used codes stay until they expire, so a second try can be told why it failed.
    if (entry.expires_at <= now) {
      this.codes.delete(key);
      return { result: entry.used ? 'used' : 'expired' };
    }
    if (entry.used) return { result: 'used' };
    const wrongHere = entry.wrongBy.get(requester) ?? 0;
    if (wrongHere >= OTP_MAX_WRONG || entry.wrong >= OTP_MAX_WRONG_PER_CODE) {
      // Retry-After is when this very request stops being refused: the locked code expires then
      // (a new code, sent sooner, also ends the lock; the message says so).
      return { result: 'locked', retryAfterSeconds: Math.ceil((entry.expires_at - now) / 1000) };
    }
    const a = Buffer.from(entry.code);
    const b = Buffer.from(code);
    if (a.length === b.length && timingSafeEqual(a, b)) {
      entry.used = true;
      return { result: 'ok' };
    }
    entry.wrongBy.set(requester, wrongHere + 1);
    entry.wrong += 1;
    const triesLeft = Math.min(OTP_MAX_WRONG - wrongHere - 1, OTP_MAX_WRONG_PER_CODE - entry.wrong);
    return { result: 'wrong', triesLeft };
  }

  /**
   * Gives a used code back (the write it allowed failed): it verifies once more until it expires.
   * Only the very code that was used, and only while no newer code replaced it.
   */
  giveBack(rawPhone: string, purpose: OtpPurpose, code: string): void {
    const entry = this.codes.get(`${purpose}|${normalizePhone(rawPhone)}`);
    if (entry?.used && entry.code === code) entry.used = false;
  }

  /** For QA: the last code sent to a number, whatever its purpose. */
  last(
    rawPhone: string,
  ): { code: string; purpose: OtpPurpose; sent_at: string; expires_at: string; used: boolean } | null {
    const phone = normalizePhone(rawPhone);
    const entry = this.lastByPhone.get(phone);
    if (!entry) return null;
    const live = this.codes.get(`${entry.purpose}|${phone}`) === entry && !entry.used;
    return {
      code: entry.code,
      purpose: entry.purpose,
      sent_at: new Date(entry.sent_at).toISOString(),
      expires_at: new Date(entry.expires_at).toISOString(),
      used: !live,
    };
  }

  /** Codes and numbers held in memory (for the soak test and /__qa/stats). */
  get size(): { codes: number; numbers: number } {
    return { codes: this.codes.size, numbers: this.lastByPhone.size };
  }

  /** Drops codes that expired more than OTP_KEEP_EXPIRED_MS ago: memory follows live codes, not all codes ever sent. */
  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    const stale = now - OTP_KEEP_EXPIRED_MS;
    for (const [key, entry] of this.codes) if (entry.expires_at <= stale) this.codes.delete(key);
    for (const [phone, entry] of this.lastByPhone) if (entry.expires_at <= stale) this.lastByPhone.delete(phone);
  }

  clear(): void {
    this.codes.clear();
    this.lastByPhone.clear();
    this.sends.clear();
  }
}

/** "0300*****67": enough for the owner to recognise the number. */
export const maskPhone = (phone: string) => {
  const p = normalizePhone(phone);
  return `${p.slice(0, 4)}${'*'.repeat(Math.max(0, p.length - 6))}${p.slice(-2)}`;
};
