import { fetchCallAppointment } from '../call-appointment-hook.ts';
import { Skip, type RunContext } from '../context.ts';
import { CallPeers } from './call-peers.ts';
import { afterVisitJourney, skipAfterVisit } from './after-visit.ts';
import { answeredCall } from './call-answered.ts';
import { otherEndings, unknownCallRefusals } from './call-endings.ts';
import { presenceOnConnect, presenceOnDisconnect } from './call-presence.ts';
import { readyForCall } from './call-ready.ts';
import { notifyOps, type NotifyAction } from './notify-ops.ts';

// A real call between the configured doctor and patient over /notify, no media needed: presence,
// ringing, accept, relayed (fake) signals, hang-up from either side, decline and cancel, each
// payload validated. It needs both sessions and an appointment the doctor may call now, which
// only the target can make (config notify.callAppointment); without one these checks are skipped.

/** The messages only a driven call exercises. */
const CALL_MESSAGES: Array<[string, NotifyAction]> = [
  ['patient_presence', 'receive'],
  ['call_status', 'receive'],
  ['call_accept', 'send'],
  ['call_decline', 'send'],
  ['call_signal', 'send'],
  ['call_signal', 'receive'],
  ['call_hangup', 'send'],
  ['call_ended', 'receive'],
  ['patient_ready', 'receive'],
];

export async function callJourney(ctx: RunContext): Promise<void> {
  const ops = notifyOps(ctx);
  const skipCalls = async (reason: string, blockedBy?: string) => {
    for (const [name, action] of CALL_MESSAGES)
      await ctx.check(ops.op(name, action), 'call', async () => {
        throw new Skip(reason, blockedBy);
      });
    await skipAfterVisit(ctx, reason, blockedBy);
  };
  const patient = ctx.sessions.get('patient');
  const patientId = ctx.state.patientId as string | undefined;
  if (!patient || !patientId)
    return skipCalls('needs a patient session from verifyOtpCodePatient', 'verifyOtpCodePatient');
  const pmdc = ctx.config.doctor?.pmdc;
  const doctor = ctx.sessions.get('doctor');
  if (!pmdc) return skipCalls('no doctor configured');
  if (!doctor) return skipCalls('needs a doctor session from doctorLogin', 'doctorLogin');
  const hook = ctx.config.notify?.callAppointment;
  if (!hook)
    return skipCalls(
      'no call appointment hook configured (config.notify.callAppointment), so no appointment the doctor may call',
    );
  const start = ops.op('call_start', 'send');
  let appointmentId: number | undefined;
  await ctx.check(start, 'call-appointment', async () => {
    try {
      appointmentId = await fetchCallAppointment(hook, ctx.options.baseUrl, { patientId, pmdc });
      return { problems: [] };
    } catch (error) {
      return { problems: [(error as Error).message] };
    }
  });
  if (appointmentId === undefined) return skipCalls('no appointment the doctor may call', start);
  const peers = new CallPeers(ops, { baseUrl: ctx.options.baseUrl, patientId, pmdc, appointmentId }, doctor, patient);
  try {
    const notReady = await presenceOnConnect(ctx, peers);
    if (notReady) return skipCalls(notReady, ops.op('doctor_connection', 'send'));
    await readyForCall(ctx, peers, patient);
    await unknownCallRefusals(ctx, peers);
    const first = await answeredCall(ctx, peers);
    await otherEndings(ctx, peers, first);
    await presenceOnDisconnect(ctx, peers);
    if (first.accepted) await afterVisitJourney(ctx, { doctor, patient, appointmentId });
    else await skipAfterVisit(ctx, 'needs a call the patient answered', ops.op('call_accept', 'send'));
  } finally {
    peers.close();
  }
}
