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

  /** A socket event that failed its schema (or is unknown): ignored, counted. */
  malformedEvent(event: string): void {
    this.count('malformed_socket_events');
    const key = event.slice(0, 60);
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
