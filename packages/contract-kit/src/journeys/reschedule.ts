import { Skip, type RunContext } from '../context.ts';
import type { HttpClient } from '../http-client.ts';
import { freeSlot, type SlotChoice } from './free-slot.ts';
import { at } from './expect.ts';

// Moving a confirmed visit (the one payAtClinic confirmed, so no gateway is needed): it moves to
// the doctor's next free time in the same mode and place keeping pay_at_clinic, its old time is
// free again, moving it to the time it has now is 400, and once cancelled it is 409. The second
// patient's attempt on it (404, nothing changes) is derived from the contract (two-users-records).

type Row = Record<string, unknown>;
const OP = 'rescheduleAppointment';

/** True when listDoctorSlots shows the time free again. */
async function isFree(ctx: RunContext, client: HttpClient, clinic: Row, slot: SlotChoice): Promise<boolean> {
  const slots = ctx.op('listDoctorSlots');
  const query: Record<string, string | number> = {
    pmdc: String(clinic.pmdc),
    date: slot.date,
    mode: String(clinic.mode),
  };
  if (typeof clinic.location_id === 'number') query.location_id = clinic.location_id;
  const ex = await client.request({ method: slots.method, path: slots.path, query });
  const list = (at(ex.json, 'data.slots') as Row[] | undefined) ?? [];
  return list.some((s) => s.time === slot.time && s.available === true);
}

/** Runs while the visit is confirmed to be paid at the clinic; the caller cancels it afterwards. */
export async function rescheduleChecks(
  ctx: RunContext,
  client: HttpClient,
  visit: { id: number; clinic: Row; slot: SlotChoice } | null,
): Promise<void> {
  let moved = false;
  await ctx.check(OP, 'example', async () => {
    if (!visit) throw new Skip('needs a visit confirmed by payAtClinic', 'payAtClinic');
    const slot = await freeSlot(ctx, client, visit.clinic);
    if (!slot) throw new Skip(`no other free in-clinic slot of ${String(visit.clinic.pmdc)}`, 'listDoctorSlots');
    const body = { appointment_id: visit.id, ...slot };
    // Later checks (the second patient's, the limits) send the first patient's own visit.
    ctx.override(OP, { body });
    const ex = await ctx.send(client, OP, { body });
    const a = at(ex.json, 'data.appointment') as Row | undefined;
    const wrong: string[] = [];
    if (ex.status === 200) {
      moved = true;
      if (a?.date !== slot.date || a?.time !== slot.time)
        wrong.push(`the visit is at ${String(a?.date)} ${String(a?.time)}, not ${slot.date} ${slot.time}`);
      if (a?.pay_at_clinic !== true) wrong.push('the visit lost pay_at_clinic on the move');
      if (a?.reschedule_count !== 1) wrong.push(`reschedule_count is ${String(a?.reschedule_count)}, not 1`);
      if (!(await isFree(ctx, client, visit.clinic, visit.slot)))
        wrong.push(`the old time ${visit.slot.date} ${visit.slot.time} is not free again`);
    }
    return ctx.verify(OP, ex, [200], wrong);
  });
  await ctx.check(OP, 'same-time', async () => {
    if (!moved) throw new Skip('needs a move from rescheduleAppointment', OP);
    // The request just sent again: the visit is at that time now.
    return ctx.verify(OP, await ctx.send(client, OP), [400]);
  });
}

/** After the caller cancelled the visit: moving it is 409. */
export async function rescheduleCancelledCheck(ctx: RunContext, client: HttpClient, id: number | null): Promise<void> {
  await ctx.check(OP, 'cancelled', async () => {
    if (id === null) throw new Skip('needs a visit confirmed by payAtClinic', 'payAtClinic');
    return ctx.verify(OP, await ctx.send(client, OP), [409]);
  });
}
