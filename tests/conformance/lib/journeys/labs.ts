import { Skip, type RunContext } from '../context.ts';
import { at, okStatuses } from './expect.ts';

// Labs are a chain: the list gives a lab id, its branches a branch id, the branch's categories the
// test ids, and a booking needs all three. Each answer feeds the next request.

type Row = Record<string, unknown>;
const first = (value: unknown): Row | undefined => (Array.isArray(value) ? (value[0] as Row | undefined) : undefined);

/** The first date at least a week ahead that falls on one of the branch's open days. */
export function nextOpenDate(openDays: unknown, from = new Date()): string {
  const days = Array.isArray(openDays) && openDays.length ? (openDays as number[]) : [0, 1, 2, 3, 4, 5, 6];
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 7));
  while (!days.includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export async function labsJourney(ctx: RunContext): Promise<void> {
  const c = ctx.anon;
  await ctx.check('listLabs', 'example', async () => {
    const ex = await ctx.send(c, 'listLabs');
    const lab = first(at(ex.json, 'data.data.medical_test_labs_all'));
    if (lab) {
      ctx.state.labId = lab.id;
      for (const id of ['listLabBranches', 'getLabInfo', 'getLabLogo'])
        ctx.override(id, { query: { lab_id: lab.id as number } });
      ctx.override('createLabBooking', { body: { lab_id: lab.id } });
    }
    return ctx.verify('listLabs', ex, [200]);
  });
  await ctx.check('listLabBranches', 'example', async () => {
    const ex = await ctx.send(c, 'listLabBranches');
    const branch = first(at(ex.json, 'data.branches'));
    if (branch) {
      ctx.override('listLabTestCategories', { query: { lab_branch_id: branch.id as number } });
      ctx.override('createLabBooking', {
        body: { lab_branch_id: branch.id, preferred_date: nextOpenDate(branch.open_days) },
      });
    }
    return ctx.verify('listLabBranches', ex, [200]);
  });
  await ctx.check('listLabTestCategories', 'example', async () => {
    const ex = await ctx.send(c, 'listLabTestCategories');
    const test = first(first(at(ex.json, 'data.categories'))?.tests);
    if (test) ctx.override('createLabBooking', { body: { test_ids: [test.id] } });
    return ctx.verify('listLabTestCategories', ex, [200]);
  });
  for (const id of ['getLabInfo', 'getLabLogo']) {
    await ctx.check(id, 'example', async () => ctx.verify(id, await ctx.send(c, id), okStatuses(ctx.op(id))));
  }
  if (ctx.config.patient?.phone) ctx.override('createLabBooking', { body: { phone_number: ctx.config.patient.phone } });
  await ctx.check('createLabBooking', 'example', async () => {
    return ctx.verify('createLabBooking', await ctx.send(c, 'createLabBooking'), [201]);
  });
}

/**
 * The patient's own lab bookings: one booked with the patient's session must be listed, with the
 * lab's name; the list needs that session (the generic checks prove signed-out and wrong roles).
 */
export async function myLabBookingsJourney(ctx: RunContext): Promise<void> {
  const client = ctx.sessions.get('patient');
  await ctx.check('listMyLabBookings', 'example', async () => {
    if (!client) throw new Skip('needs a patient session from verifyOtpCodePatient', 'verifyOtpCodePatient');
    const booked = await ctx.send(client, 'createLabBooking');
    const id = at(booked.json, 'data.booking_id');
    const ex = await ctx.send(client, 'listMyLabBookings');
    const listed = ((at(ex.json, 'data.bookings') as Row[] | undefined) ?? []).map((b) => b.booking_id);
    const missing =
      booked.status === 201 && !listed.includes(id)
        ? [`the lab booking ${String(id)} made with this patient's session is not listed`]
        : [];
    return ctx.verify('listMyLabBookings', ex, [200], missing);
  });
}
