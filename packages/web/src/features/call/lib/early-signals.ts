import type { CallSignal } from '@ehp/api-types';

type Signal = CallSignal['signal'];

/**
 * The current call's signals that came before the call view listened (the patient's offer follows
 * the accept at once, before the view, loaded on demand, is there). Once taken, later signals reach
 * the view directly and are not kept.
 */
export class EarlySignals {
  private held: { callId: string; signals: Signal[]; taken: boolean } | null = null;

  private of(callId: string) {
    if (this.held?.callId !== callId) this.held = { callId, signals: [], taken: false };
    return this.held;
  }

  keep(callId: string, signal: Signal) {
    const held = this.of(callId);
    if (!held.taken) held.signals.push(signal);
  }

  take(callId: string): Signal[] {
    const held = this.of(callId);
    held.taken = true;
    return held.signals.splice(0);
  }
}
