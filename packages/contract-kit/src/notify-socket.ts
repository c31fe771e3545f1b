import { io, type Socket } from 'socket.io-client';

// A thin socket.io client for /notify that records every event it receives, so checks can wait
// for one event or assert that none came.

/** A call id no server has issued: the round trip's probe. */
const PROBE_CALL_ID = '00000000-0000-4000-8000-00000000beef';

export interface Received {
  event: string;
  payload: unknown;
}

export class NotifySocket {
  readonly received: Received[] = [];
  readonly socket: Socket;

  constructor(
    baseUrl: string,
    path: string,
    cookie: string | undefined,
    transports: string[] = ['polling', 'websocket'],
  ) {
    this.socket = io(baseUrl, {
      path,
      transports,
      extraHeaders: cookie ? { cookie } : {},
      reconnection: false,
      forceNew: true,
      timeout: 5000,
    });
    this.socket.onAny((event: string, payload: unknown) => this.received.push({ event, payload }));
  }

  /** Resolves true on connect, false on a refused or failed connection. */
  connected(timeoutMs = 5000): Promise<boolean> {
    if (this.socket.connected) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.socket.once('connect', () => (clearTimeout(timer), resolve(true)));
      this.socket.once('connect_error', () => (clearTimeout(timer), resolve(false)));
    });
  }

  /** The first received event of that name (past or within the timeout). */
  next(event: string, timeoutMs = 5000, after = 0): Promise<unknown | undefined> {
    return this.nextWhere(event, () => true, timeoutMs, after);
  }

  /** The first event of that name whose payload matches, received after `after` or within the timeout. */
  nextWhere<T = Record<string, unknown>>(
    event: string,
    match: (payload: T) => boolean,
    timeoutMs = 5000,
    after = 0,
  ): Promise<T | undefined> {
    const found = this.since(after, event).find((p) => match(p as T));
    if (found !== undefined) return Promise.resolve(found as T);
    return new Promise((resolve) => {
      const on = (payload: unknown) => {
        if (!match(payload as T)) return;
        clearTimeout(timer);
        this.socket.off(event, on);
        resolve(payload as T);
      };
      const timer = setTimeout(() => (this.socket.off(event, on), resolve(undefined)), timeoutMs);
      this.socket.on(event, on);
    });
  }

  /** Where the record of received events stands now, to read only what comes after. */
  mark(): number {
    return this.received.length;
  }

  /** Payloads of that event received since a mark. */
  since(mark: number, event: string): unknown[] {
    return this.received.slice(mark).flatMap((r) => (r.event === event ? [r.payload] : []));
  }

  /**
   * A round trip: call_media_state for a call that cannot exist, which a server of the contract
   * refuses with notify_error whoever is asking. socket.io keeps one socket's packets in order both
   * ways, so once the refusal is back the server has handled what this socket sent before, and what
   * it sent this socket before has arrived. Only for sockets that send no call_media_state of their
   * own meanwhile (its refusal would be taken for the probe's). The probe's answer is not kept in
   * `received`. Resolves false when no answer came within the timeout.
   */
  async roundTrip(timeoutMs = 10_000): Promise<boolean> {
    const mark = this.mark();
    this.emit('call_media_state', { call_id: PROBE_CALL_ID, audio: false, video: false });
    const answer = await this.nextWhere<{ event?: string }>(
      'notify_error',
      (p) => p.event === 'call_media_state',
      timeoutMs,
      mark,
    );
    if (answer === undefined) return false;
    for (let at = this.received.length - 1; at >= mark; at--) {
      if (this.received[at].payload !== answer) continue;
      this.received.splice(at, 1);
      break;
    }
    return true;
  }

  emit(event: string, payload: unknown): void {
    this.socket.emit(event, payload);
  }

  close(): void {
    this.socket.close();
  }
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
