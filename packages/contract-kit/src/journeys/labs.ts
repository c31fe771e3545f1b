import { Skip, type RunContext } from '../context.ts';
import { at, freshPhone, okStatuses } from './expect.ts';
import { otpFor, wrongCode } from './sign-in.ts';

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
  await checkLabChain(ctx);
  await checkLabTimes(ctx);
  await checkLabBooking(ctx);
}

/** A lab, its branch and the branch's tests, each fed to what the booking asks; the lab's info and logo. */
async function checkLabChain(ctx: RunContext): Promise<void> {
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
      ctx.override('listLabTimes', { query: { lab_branch_id: branch.id as number } });
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
}

/** The branch's times offer none already past; the booking takes the last day's first time. */
async function checkLabTimes(ctx: RunContext): Promise<void> {
  const c = ctx.anon;
  await ctx.check('listLabTimes', 'example', async () => {
    const ex = await ctx.send(c, 'listLabTimes');
    // Only times still ahead on the server's clock; the first one is what the booking takes.
    const days = (at(ex.json, 'data.days') as { date: string; times: string[] }[] | undefined) ?? [];
    const today = at(ex.json, 'data.today');
    const nowTime = at(ex.json, 'data.now_time');
    const past = days.flatMap((d) =>
      d.times
        .filter((t) => d.date < String(today) || (d.date === today && t <= String(nowTime)))
        .map((t) => `${d.date} ${t}`),
    );
    const slot = days.at(-1);
    if (slot) ctx.override('createLabBooking', { body: { preferred_date: slot.date, preferred_time: slot.times[0] } });
    return ctx.verify(
      'listLabTimes',
      ex,
      [200],
      past.length ? [`times already past are offered: ${past.join(', ')}`] : [],
    );
  });
}

/** A booking signed out: refused without a code and with a wrong one, made with the right one. */
async function checkLabBooking(ctx: RunContext): Promise<void> {
  const c = ctx.anon;
  if (ctx.config.patient?.phone) ctx.override('createLabBooking', { body: { phone_number: ctx.config.patient.phone } });
  await ctx.check('createLabBooking', 'no-code', async () => {
    // Signed out without a code: the number is not confirmed, so nothing is booked.
    const { otp_code: _code, ...body } = ctx.requestFor('createLabBooking').body as Row;
    return ctx.verify('createLabBooking', await ctx.send(c, 'createLabBooking', { body }), [400]);
  });
  await ctx.check('createLabBooking', 'wrong-code', async () => {
    // A code sent to a fresh number, then another code: the booking is refused as a sign-in would be.
    const body = { ...(ctx.requestFor('createLabBooking').body as Row), phone_number: freshPhone() };
    const phone = String(body.phone_number);
    const sent = await ctx.send(c, 'sendVerificationCode', { body: { phone_number: phone, purpose: 'lab_booking' } });
    if (sent.status !== 200)
      throw new Skip(`sendVerificationCode (lab_booking) answered ${sent.status}`, 'sendVerificationCode');
    const otp_code = wrongCode(await otpFor(ctx, phone, 'the lab booking'));
    return ctx.verify(
      'createLabBooking',
      await ctx.send(c, 'createLabBooking', { body: { ...body, otp_code } }),
      [401],
    );
  });
  await ctx.check('createLabBooking', 'example', async () => {
    const body = ctx.requestFor('createLabBooking').body as Row;
    const phone = String(body.phone_number);
    const sent = await ctx.send(c, 'sendVerificationCode', { body: { phone_number: phone, purpose: 'lab_booking' } });
    if (sent.status !== 200)
      throw new Skip(`sendVerificationCode (lab_booking) answered ${sent.status}`, 'sendVerificationCode');
    const otp_code = await otpFor(ctx, phone, 'the lab booking');
    return ctx.verify(
      'createLabBooking',
      await ctx.send(c, 'createLabBooking', { body: { ...body, otp_code } }),
      [201],
    );
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
    // Signed in: the account's number is used and no code is needed.
    const { otp_code: _code, ...body } = ctx.requestFor('createLabBooking').body as Row;
    const booked = await ctx.send(client, 'createLabBooking', { body });
    const id = at(booked.json, 'data.booking_id');
    if (booked.status === 201) {
      ctx.state.labBookingId = String(id);
      ctx.override('cancelLabBooking', { body: { booking_id: id } });
    }
    const ex = await ctx.send(client, 'listMyLabBookings');
    const listed = ((at(ex.json, 'data.bookings') as Row[] | undefined) ?? []).map((b) => b.booking_id);
    const missing =
      booked.status === 201 && !listed.includes(id)
        ? [`the lab booking ${String(id)} made with this patient's session is not listed`]
        : [];
    return ctx.verify('listMyLabBookings', ex, [200], missing);
  });
}

/** The patient cancels the booking listed above; a second cancel is refused. */
export async function cancelLabBookingJourney(ctx: RunContext): Promise<void> {
  const client = ctx.sessions.get('patient');
  for (const [check, expected] of [
    ['example', 200],
    ['already-cancelled', 409],
  ] as const) {
    await ctx.check('cancelLabBooking', check, async () => {
      if (!client) throw new Skip('needs a patient session from verifyOtpCodePatient', 'verifyOtpCodePatient');
      ctx.need('labBookingId', 'listMyLabBookings');
      return ctx.verify('cancelLabBooking', await ctx.send(client, 'cancelLabBooking'), [expected]);
    });
  }
}
