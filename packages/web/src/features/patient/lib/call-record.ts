import type { CallAttempt } from '@ehp/api-types';
import { pakistanTime } from '@ehp/api-types';
import { formatTime12h } from '@/lib/format-time';

// What the appointment says about the doctor's last call (issue 25): a missed, declined or
// unreachable call is remembered on the server (call_attempts) and shown until the next call.

export type CallRecord = { kind: 'missed' | 'declined' | 'unreached'; doctor: string; time: string };

const KIND = { missed: 'missed', declined: 'declined', failed: 'unreached' } as const;

/** The last call when the patient did not take it, with the time it rang in Pakistan; null otherwise. */
export function lastCallRecord(attempts: readonly CallAttempt[] | undefined): CallRecord | null {
  const last = attempts?.at(-1);
  if (!last || last.outcome === 'answered') return null;
  return {
    kind: KIND[last.outcome],
    doctor: last.doctor_name,
    time: formatTime12h(pakistanTime(Date.parse(last.at))),
  };
}
