import type { Appointment } from '@/lib/appointments';

// Where an online appointment's call stands, by the server's clock (call_window.open) and the
// server's record of the doctor's calls: nothing to show, the window ahead, open or over.

export type ReadyState =
  | { kind: 'none' }
  | { kind: 'early'; from: string }
  | { kind: 'over' }
  | { kind: 'open'; readyAt: string | null; missedAt: string | null; missedBy: string | null };

export function readyState(a: Appointment): ReadyState {
  const window = a.call_window;
  if (a.mode !== 'online' || !window || a.status === 'cancelled' || a.status === 'expired') return { kind: 'none' };
  if (a.status === 'awaiting_payment') return { kind: 'none' };
  if (window.open) {
    const last = a.call_attempts?.at(-1);
    const missed = last && last.outcome !== 'answered' ? last : null;
    return {
      kind: 'open',
      readyAt: a.ready_at ?? null,
      missedAt: missed?.at ?? null,
      missedBy: missed?.doctor_name ?? null,
    };
  }
  // Closed: ahead of it until it opens, over once the visit has ended (the server says completed).
  return a.status === 'completed' ? { kind: 'over' } : { kind: 'early', from: window.callable_from };
}
