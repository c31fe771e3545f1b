/**
 * Failed attempts per key (an account, a client address) with reserve-then-settle: an attempt is
 * counted the moment it starts, before the slow password hash runs, so parallel guesses cannot
 * all slip in under the limit. A success gives back only its own reservation and the failures
 * that had settled before it began; attempts in flight when it began stay counted.
 */
export class AttemptLimiter {
  // Per key: start time of each counted attempt, and whether it is still in flight.
  private readonly attempts = new Map<string, Attempt[]>();
  // Orders reservations and settlements: "settled before this attempt began" is exact, not by clock.
  private sequence = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    /** At most this many keys are remembered; the oldest are dropped first. */
    readonly maxKeys = 100_000,
  ) {}

  private recent(key: string, now: number) {
    const list = (this.attempts.get(key) ?? []).filter((a) => a.pending || a.at > now - this.windowMs);
    if (list.length) this.attempts.set(key, list);
    else this.attempts.delete(key);
    return list;
  }

  /** Milliseconds until another attempt is allowed (0 when allowed now). */
  retryAfterMs(key: string, now: number): number {
    const list = this.recent(key, now);
    if (list.length < this.limit) return 0;
    // The earliest moment the count falls under the limit, counting attempts in flight as the
    // failures they most likely are (a success forgives earlier, and the client may ask again).
    const ends = list.map((a) => a.at + this.windowMs).sort((x, y) => x - y);
    return Math.max(1000, ends[list.length - this.limit] - now);
  }

  /** Counts an attempt now, or answers how long to wait. */
  reserve(key: string, now: number): Reservation | { allowed: false; retryAfterMs: number } {
    const wait = this.retryAfterMs(key, now);
    if (wait > 0) return { allowed: false, retryAfterMs: wait };
    const entry: Attempt = { at: now, pending: true, begun: ++this.sequence, settled: Infinity };
    const list = this.recent(key, now);
    list.push(entry);
    this.attempts.delete(key); // re-inserted last: the map's order is the least recently used
    this.attempts.set(key, list);
    if (this.attempts.size > this.maxKeys) this.attempts.delete(this.attempts.keys().next().value!);
    return {
      allowed: true,
      failed: () => {
        entry.pending = false;
        entry.settled = ++this.sequence;
      },
      succeeded: () => {
        const kept = (this.attempts.get(key) ?? []).filter((a) => a !== entry && a.settled > entry.begun);
        if (kept.length) this.attempts.set(key, kept);
        else this.attempts.delete(key);
      },
      cancel: () => {
        const kept = (this.attempts.get(key) ?? []).filter((a) => a !== entry);
        if (kept.length) this.attempts.set(key, kept);
        else this.attempts.delete(key);
      },
    };
  }

  get size(): number {
    return this.attempts.size;
  }

  forget(key: string): void {
    this.attempts.delete(key);
  }

  /** Forgets every key starting with `prefix` (an account's own counts after its password was reset). */
  forgetPrefix(prefix: string): void {
    for (const key of [...this.attempts.keys()]) if (key.startsWith(prefix)) this.attempts.delete(key);
  }

  clear(): void {
    this.attempts.clear();
  }
}

interface Attempt {
  at: number;
  pending: boolean;
  /** Sequence numbers of the reservation and of its failure (Infinity while in flight). */
  begun: number;
  settled: number;
}

export interface Reservation {
  allowed: true;
  /** The attempt failed: it stays counted for the window. */
  failed(): void;
  /** The attempt succeeded: failures settled before it began are forgiven; the rest stay counted. */
  succeeded(): void;
  /** The attempt never ran (another limit refused it): it is not counted. */
  cancel(): void;
}
