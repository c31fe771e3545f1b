/** Sliding-window counter per key: at most `limit` hits within `windowMs`. Pure apart from its map. */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Milliseconds until another hit is allowed (0 when allowed now). */
  retryAfterMs(key: string, now: number): number {
    const list = this.recent(key, now);
    return list.length < this.limit ? 0 : list[list.length - this.limit] + this.windowMs - now;
  }

  /** Records a hit when allowed; returns the wait otherwise. */
  take(key: string, now: number): { allowed: true } | { allowed: false; retryAfterMs: number } {
    const wait = this.retryAfterMs(key, now);
    if (wait > 0) return { allowed: false, retryAfterMs: wait };
    this.hit(key, now);
    return { allowed: true };
  }

  hit(key: string, now: number): void {
    const list = this.recent(key, now);
    list.push(now);
    this.hits.set(key, list);
    if (this.hits.size > 50_000) this.sweep(now);
  }

  forget(key: string): void {
    this.hits.delete(key);
  }

  clear(): void {
    this.hits.clear();
  }

  private sweep(now: number): void {
    for (const key of [...this.hits.keys()]) this.recent(key, now);
  }
}
