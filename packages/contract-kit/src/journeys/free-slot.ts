import { addDays, pakistanDate } from '@ehp/api-types';
import type { RunContext } from '../context.ts';
import type { HttpClient } from '../http-client.ts';
import { at } from './expect.ts';

// A free slot to book, shared by the booking chain (appointments.ts), the reschedule checks
// (reschedule.ts) and the follow-up (follow-up.ts), which each need one of their own.

type Row = Record<string, unknown>;

/** How far ahead a free slot is looked for (from tomorrow, so it cannot pass during the run). */
export const SCAN_DAYS = 14;

export interface SlotChoice {
  date: string;
  time: string;
}

/** The first free slot of the booking example's doctor and mode, from tomorrow in Pakistan time. */
export async function freeSlot(ctx: RunContext, client: HttpClient, booking: Row): Promise<SlotChoice | null> {
  const slots = ctx.op('listDoctorSlots');
  const today = pakistanDate(Date.now());
  for (let day = 1; day <= SCAN_DAYS; day++) {
    const query: Record<string, string | number> = {
      pmdc: String(booking.pmdc),
      date: addDays(today, day),
      mode: String(booking.mode),
    };
    if (typeof booking.location_id === 'number') query.location_id = booking.location_id;
    const ex = await client.request({ method: slots.method, path: slots.path, query });
    const date = at(ex.json, 'data.date');
    const list = at(ex.json, 'data.slots');
    if (ex.status !== 200 || typeof date !== 'string' || !Array.isArray(list)) continue;
    const free = (list as Row[]).find((s) => s.available === true && typeof s.time === 'string');
    if (free) return { date, time: String(free.time) };
  }
  return null;
}
