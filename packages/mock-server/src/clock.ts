/**
 * The mock's clock: the real (or injected) clock plus an offset QA can move forward, so holds
 * lapse, pending payments settle and appointments start without anyone waiting. Never backwards:
 * records stamped "later" would otherwise lie in the future.
 */
export class MockClock {
  private offsetMs = 0;

  constructor(private readonly base: () => number = Date.now) {}

  /** Bound, so it can be handed around as ctx.now. */
  readonly now = (): number => this.base() + this.offsetMs;

  get offset(): number {
    return this.offsetMs;
  }

  /** Moves the clock forward by ms (a whole, non-negative number). */
  advance(ms: number): void {
    if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError('The clock only moves forward by whole milliseconds');
    this.offsetMs += ms;
  }

  /** Back to the base clock (QA reset). */
  reset(): void {
    this.offsetMs = 0;
  }
}
