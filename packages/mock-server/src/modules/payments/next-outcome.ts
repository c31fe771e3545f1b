/**
 * QA's "next payment outcome": a gateway result code the payment page preselects, used up by the
 * next result the gateway records. Not persisted (like faults): it steers a test session.
 */
export class NextOutcome {
  private code: string | null = null;

  get(): string | null {
    return this.code;
  }

  set(code: string | null): void {
    this.code = code;
  }

  /** Called when a payment result is recorded: the choice applied to that payment only. */
  used(): void {
    this.code = null;
  }
}
