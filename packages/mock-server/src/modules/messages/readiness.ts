import { AppointmentMode } from '@ehp/api-types';
import type { AppointmentRecord, StoreData } from '../../store/types.ts';
import { slotMinutesOf } from '../appointments/records.ts';
import { callWindowOf, type CallWindowConfig } from '../calls/doctor-rules.ts';

// What the patient's page and the doctor's dashboard are told about the call: its window by the
// server's clock, and whether the patient said they are ready since the doctor last called.

/** When the patient is ready now: the last ready_at, unless the doctor has called since. */
export function readyAt(a: Pick<AppointmentRecord, 'ready_at' | 'call_attempts'>): string | null {
  const ready = a.ready_at ?? null;
  const lastCall = a.call_attempts?.at(-1)?.at;
  return ready !== null && (lastCall === undefined || Date.parse(lastCall) < Date.parse(ready)) ? ready : null;
}

/** The appointment's call window now (online ones only), as the patient's page shows it. */
export function callWindowJson(data: StoreData, a: AppointmentRecord, window: CallWindowConfig, now: number) {
  if (a.mode !== AppointmentMode.online) return undefined;
  const { from, until } = callWindowOf(a, slotMinutesOf(data, a), window);
  return {
    callable_from: new Date(from).toISOString(),
    callable_until: new Date(until).toISOString(),
    open: from <= now && now <= until,
  };
}
