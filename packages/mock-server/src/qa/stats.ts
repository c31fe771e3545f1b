/** The bucket of socket events whose names are not the contract's. */
export const OTHER_EVENTS = 'other_events';
/** At most this many names in malformed_socket_events_by_event (the contract has fewer events). */
export const MAX_MALFORMED_KEYS = 32;

/** Counters for GET /__qa/stats. */
export class Stats {
  readonly started_at = new Date().toISOString();
  private readonly counters = new Map<string, number>();
  private readonly byOperation = new Map<string, number>();
  private readonly byStatus = new Map<string, number>();
  private readonly malformed = new Map<string, number>();

  count(name: string, by = 1): void {
    this.counters.set(name, (this.counters.get(name) ?? 0) + by);
  }

  request(op: string | undefined, status: number): void {
    this.count('requests');
    if (op) this.byOperation.set(op, (this.byOperation.get(op) ?? 0) + 1);
    const key = String(status);
    this.byStatus.set(key, (this.byStatus.get(key) ?? 0) + 1);
  }

  /**
   * A socket event that failed its schema (or is unknown): ignored, counted. Keyed by a bounded set
   * (the caller passes a contract event's name, or nothing for a name the contract does not have,
   * counted as OTHER_EVENTS; past MAX_MALFORMED_KEYS names, the rest share OTHER_EVENTS): a flood of
   * made-up names cannot grow memory or /__qa/stats.
   */
  malformedEvent(event: string = OTHER_EVENTS): void {
    this.count('malformed_socket_events');
    let key = event.slice(0, 60);
    if (!this.malformed.has(key) && this.malformed.size >= MAX_MALFORMED_KEYS - 1) key = OTHER_EVENTS; // room for it
    this.malformed.set(key, (this.malformed.get(key) ?? 0) + 1);
  }

  get(name: string): number {
    return this.counters.get(name) ?? 0;
  }

  snapshot(): Record<string, unknown> {
    return {
      started_at: this.started_at,
      uptime_seconds: Math.round(process.uptime()),
      counters: Object.fromEntries(this.counters),
      requests_by_operation: Object.fromEntries(this.byOperation),
      responses_by_status: Object.fromEntries(this.byStatus),
      malformed_socket_events_by_event: Object.fromEntries(this.malformed),
    };
  }

  clear(): void {
    this.counters.clear();
    this.byOperation.clear();
    this.byStatus.clear();
    this.malformed.clear();
  }
}
