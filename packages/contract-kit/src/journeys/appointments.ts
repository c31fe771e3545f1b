import { Skip, type RunContext } from '../context.ts';
import type { HttpClient } from '../http-client.ts';
import { at } from './expect.ts';
import { freeSlot, SCAN_DAYS, type SlotChoice } from './free-slot.ts';
import { rescheduleCancelledCheck, rescheduleChecks } from './reschedule.ts';
import { skipAll } from './sign-in.ts';

// A patient's booking is a chain: a free slot (read with listDoctorSlots), the booking, the same
// slot refused to a second attempt, the appointment read back and listed, a payment started, and
// the booking cancelled, so a run leaves no hold behind on the target.

type Row = Record<string, unknown>;
const OPS = [
  'bookAppointment',
  'getAppointment',
  'listAppointments',
  'startPayment',
  'cancelAppointment',
  'payAtClinic',
  'rescheduleAppointment',
];
export async function appointmentsJourney(ctx: RunContext): Promise<void> {
  const client = ctx.sessions.get('patient');
  if (!client)
    return skipAll(
      ctx,
      OPS,
      'needs a patient session from verifyOtpCodePatient (patient.phone and otp in the config)',
      'verifyOtpCodePatient',
    );
  const booking = ctx.requestFor('bookAppointment').body as Row;
  const slot = await freeSlot(ctx, client, booking);
  if (slot) ctx.override('bookAppointment', { body: { ...slot } });
  let booked = false;

  await ctx.check('bookAppointment', 'example', async () => {
    if (!slot)
      throw new Skip(
        `listDoctorSlots showed no free slot of ${String(booking.pmdc)} in ${SCAN_DAYS} days`,
        'listDoctorSlots',
      );
    const ex = await ctx.send(client, 'bookAppointment');
    const id = at(ex.json, 'data.appointment.id');
    if (typeof id === 'number') {
      booked = ex.status === 201;
      ctx.override('getAppointment', { query: { id } });
      for (const op of ['startPayment', 'cancelAppointment']) ctx.override(op, { body: { appointment_id: id } });
    }
    return ctx.verify('bookAppointment', ex, [201]);
  });

  await ctx.check('bookAppointment', 'slot-taken', async () => {
    if (!booked) throw new Skip('needs a booking from bookAppointment', 'bookAppointment');
    // The same patient again: the slot is held, so a second booking of it must be refused.
    return ctx.verify('bookAppointment', await ctx.send(client, 'bookAppointment'), [409]);
  });

  await ctx.check('getAppointment', 'example', async () => {
    if (!booked) throw new Skip('needs a booking from bookAppointment', 'bookAppointment');
    return ctx.verify('getAppointment', await ctx.send(client, 'getAppointment'), [200]);
  });

  await ctx.check('listAppointments', 'example', async () => {
    const ex = await ctx.send(client, 'listAppointments');
    const listed = ((at(ex.json, 'data.appointments') as Row[] | undefined) ?? []).map((a) => a.id);
    const id = ctx.requestFor('getAppointment').query.id;
    const missing = booked && !listed.includes(id) ? [`the booked appointment ${id} is not listed`] : [];
    return ctx.verify('listAppointments', ex, [200], missing);
  });

  await ctx.check('startPayment', 'example', async () => {
    if (!booked) throw new Skip('needs a booking from bookAppointment', 'bookAppointment');
    return ctx.verify('startPayment', await ctx.send(client, 'startPayment'), [201]);
  });

  await ctx.check('cancelAppointment', 'example', async () => {
    if (!booked) throw new Skip('needs a booking from bookAppointment', 'bookAppointment');
    return ctx.verify('cancelAppointment', await ctx.send(client, 'cancelAppointment'), [200]);
  });

  await ctx.check('cancelAppointment', 'already-cancelled', async () => {
    if (!booked) throw new Skip('needs a booking from bookAppointment', 'bookAppointment');
    return ctx.verify('cancelAppointment', await ctx.send(client, 'cancelAppointment'), [409]);
  });

  await payAtClinicChecks(ctx, client, booking);
}

/**
 * Pay at the clinic: an in-clinic slot booked again is confirmed to be paid there (200, marked
 * pay_at_clinic), a second request for it is refused (409: nothing is held any more), the visit
 * is moved to another time (reschedule.ts), and cancelled so the run leaves nothing behind.
 */
async function payAtClinicChecks(ctx: RunContext, client: HttpClient, booking: Row): Promise<void> {
  let id: number | null = null;
  let visit: { id: number; clinic: Row; slot: SlotChoice } | null = null;
  await ctx.check('payAtClinic', 'example', async () => {
    // The doctor's first practice location, from the public profile, unless the example names one.
    const profile = ctx.op('getDoctorProfile');
    const read = await client.request({
      method: profile.method,
      path: profile.path,
      query: { pmdc: String(booking.pmdc) },
    });
    const locations = (at(read.json, 'data.doctor.locations') as Row[] | undefined) ?? [];
    const locationId = booking.mode === 'clinic' ? booking.location_id : locations[0]?.id;
    if (typeof locationId !== 'number')
      throw new Skip(`${String(booking.pmdc)} has no practice location for an in-clinic visit`, 'getDoctorProfile');
    const clinic = { ...booking, mode: 'clinic', location_id: locationId };
    const slot = await freeSlot(ctx, client, clinic);
    if (!slot)
      throw new Skip(`no free in-clinic slot of ${String(booking.pmdc)} in ${SCAN_DAYS} days`, 'listDoctorSlots');
    const held = await ctx.send(client, 'bookAppointment', { body: { ...clinic, ...slot } });
    const heldId = at(held.json, 'data.appointment.id');
    if (held.status !== 201 || typeof heldId !== 'number')
      throw new Skip('the in-clinic booking was refused', 'bookAppointment');
    id = heldId;
    // Later checks (the second patient's) send the first patient's own visit, not the example's.
    ctx.override('payAtClinic', { body: { appointment_id: id } });
    const ex = await ctx.send(client, 'payAtClinic', { body: { appointment_id: id } });
    const marked = at(ex.json, 'data.appointment.pay_at_clinic');
    const status = at(ex.json, 'data.appointment.status');
    if (ex.status === 200) visit = { id, clinic, slot };
    const wrong =
      ex.status === 200 && (marked !== true || status !== 'confirmed')
        ? [`the visit is ${String(status)} with pay_at_clinic ${String(marked)}, not confirmed to pay at the clinic`]
        : [];
    return ctx.verify('payAtClinic', ex, [200], wrong);
  });
  await ctx.check('payAtClinic', 'again', async () => {
    if (id === null) throw new Skip('needs a visit from payAtClinic', 'payAtClinic');
    return ctx.verify('payAtClinic', await ctx.send(client, 'payAtClinic', { body: { appointment_id: id } }), [409]);
  });
  await rescheduleChecks(ctx, client, visit);
  if (id !== null) await ctx.send(client, 'cancelAppointment', { body: { appointment_id: id } });
  await rescheduleCancelledCheck(ctx, client, visit === null ? null : id);
}
