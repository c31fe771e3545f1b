import { advanceClock } from '../clock-hook.ts';
import { fetchCallAppointment } from '../call-appointment-hook.ts';
import { Skip, type RunContext } from '../context.ts';
import { at } from './expect.ts';
import { freeSlot } from './free-slot.ts';
import { skipAll } from './sign-in.ts';

// The free follow-up and the doctor's switch for it: the doctor reads the setting, turns it off
// (read back off) and on again; then a visit the target makes callable now (notify.callAppointment)
// is moved past its end with the clock hook (config.clock): it offers free_follow_up_until, the
// follow-up books confirmed at fee 0 with nothing to pay, and a second one is refused (409).

type Row = Record<string, unknown>;
const OPS = ['getDoctorSettings', 'setDoctorFreeFollowUp'];
/** Past the end of any slot the call-appointment hook makes (it starts at the current minute). */
const PAST_THE_VISIT_MINUTES = 90;

export async function followUpJourney(ctx: RunContext): Promise<void> {
  const doctorClient = ctx.sessions.get('doctor');
  if (!doctorClient) return skipAll(ctx, OPS, 'needs a doctor session from doctorLogin', 'doctorLogin');
  await ctx.check('getDoctorSettings', 'example', async () =>
    ctx.verify('getDoctorSettings', await ctx.send(doctorClient, 'getDoctorSettings'), [200]),
  );
  await ctx.check('setDoctorFreeFollowUp', 'example', async () => {
    const ex = await ctx.send(doctorClient, 'setDoctorFreeFollowUp', { body: { enabled: false } });
    const read = await ctx.send(doctorClient, 'getDoctorSettings');
    const kept = at(read.json, 'data.settings.free_follow_up');
    const wrong =
      ex.status === 200 && kept !== false ? [`read back, free_follow_up is ${String(kept)}, not false`] : [];
    return ctx.verify('setDoctorFreeFollowUp', ex, [200], wrong);
  });
  await ctx.check('setDoctorFreeFollowUp', 'on-again', async () =>
    ctx.verify(
      'setDoctorFreeFollowUp',
      await ctx.send(doctorClient, 'setDoctorFreeFollowUp', { body: { enabled: true } }),
      [200],
    ),
  );
  await bookFollowUpChecks(ctx);
}

async function bookFollowUpChecks(ctx: RunContext): Promise<void> {
  const patient = ctx.sessions.get('patient');
  const patientId = ctx.state.patientId as string | undefined;
  const pmdc = ctx.config.doctor?.pmdc;
  let followUp: number | null = null;
  let original: number | null = null;
  let slotBody: Row | null = null;
  await ctx.check('bookAppointment', 'free-follow-up', async () => {
    if (!patient || !patientId)
      throw new Skip('needs a patient session from verifyOtpCodePatient', 'verifyOtpCodePatient');
    const hook = ctx.config.notify?.callAppointment;
    if (!hook || !pmdc) throw new Skip('no notify.callAppointment hook: the kit cannot make a visit to follow up');
    if (!ctx.config.clock) throw new Skip('no clock hook (config.clock): the kit cannot end a visit');
    original = await fetchCallAppointment(hook, ctx.options.baseUrl, { patientId, pmdc });
    await advanceClock(ctx.config.clock, ctx.options.baseUrl, PAST_THE_VISIT_MINUTES);
    const get = ctx.op('getAppointment');
    const read = await patient.request({ method: get.method, path: get.path, query: { id: original } });
    const until = at(read.json, 'data.appointment.free_follow_up_until');
    if (typeof until !== 'string')
      return {
        problems: [`the visit ${original}, over, offers no free follow-up (free_follow_up_until ${String(until)})`],
      };
    const slot = await freeSlot(ctx, patient, { pmdc, mode: 'online' });
    if (!slot) throw new Skip(`no free online slot of ${pmdc}`, 'listDoctorSlots');
    slotBody = { pmdc, mode: 'online', ...slot, follow_up_of: original };
    const ex = await ctx.send(patient, 'bookAppointment', { body: slotBody });
    const a = at(ex.json, 'data.appointment') as Row | undefined;
    if (ex.status === 201 && typeof a?.id === 'number') followUp = a.id;
    const wrong =
      ex.status === 201 && (a?.fee !== 0 || a?.status !== 'confirmed' || a?.follow_up_of !== original)
        ? [
            `the follow-up is ${String(a?.status)} at fee ${String(a?.fee)} following ${String(a?.follow_up_of)}, not confirmed at 0 following ${original}`,
          ]
        : [];
    return ctx.verify('bookAppointment', ex, [201], wrong);
  });
  await ctx.check('bookAppointment', 'second-follow-up', async () => {
    if (!patient || !patientId)
      throw new Skip('needs a patient session from verifyOtpCodePatient', 'verifyOtpCodePatient');
    if (followUp === null || slotBody === null)
      throw new Skip('needs a free follow-up from bookAppointment', 'bookAppointment');
    const slot = await freeSlot(ctx, patient, { pmdc, mode: 'online' });
    if (!slot) throw new Skip(`no free online slot of ${String(pmdc)}`, 'listDoctorSlots');
    return ctx.verify(
      'bookAppointment',
      await ctx.send(patient, 'bookAppointment', { body: { ...slotBody, ...slot } }),
      [409],
    );
  });
  // The run leaves nothing behind: the follow-up is cancelled (which gives the offer back).
  if (patient && followUp !== null)
    await ctx.send(patient, 'cancelAppointment', { body: { appointment_id: followUp } });
}
