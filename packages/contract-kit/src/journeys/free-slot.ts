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

/** The listDoctorSlots query of the booking example's doctor, mode and place on `date`. */
export function slotsQuery(booking: Row, date: string): Record<string, string | number> {
  const query: Record<string, string | number> = { pmdc: String(booking.pmdc), date, mode: String(booking.mode) };
  if (typeof booking.location_id === 'number') query.location_id = booking.location_id;
  return query;
}

/** Free slots of the booking example's doctor and mode, from tomorrow (Pakistan time), distinct, at most `count`. */
export async function freeSlots(
  ctx: RunContext,
  client: HttpClient,
  booking: Row,
  count: number,
): Promise<SlotChoice[]> {
  const slots = ctx.op('listDoctorSlots');
  const found: SlotChoice[] = [];
  const today = pakistanDate(Date.now());
  for (let day = 1; day <= SCAN_DAYS && found.length < count; day++) {
    const ex = await client.request({
      method: slots.method,
      path: slots.path,
      query: slotsQuery(booking, addDays(today, day)),
    });
    const date = at(ex.json, 'data.date');
    const list = at(ex.json, 'data.slots');
    if (ex.status !== 200 || typeof date !== 'string' || !Array.isArray(list)) continue;
    for (const s of list as Row[])
      if (s.available === true && typeof s.time === 'string' && found.length < count)
        found.push({ date, time: String(s.time) });
  }
  return found;
}

/** The first free slot of the booking example's doctor and mode, from tomorrow in Pakistan time. */
export async function freeSlot(ctx: RunContext, client: HttpClient, booking: Row): Promise<SlotChoice | null> {
  return (await freeSlots(ctx, client, booking, 1))[0] ?? null;
}
