import { Skip, type RunContext, type Verdict } from '../context.ts';
import { pause } from '../notify-socket.ts';
import { QUIET_MS, WAIT_MS, type CallPeers, type Payload, type Rung } from './call-peers.ts';
import { mediaStateChecks } from './call-media.ts';
import { signalChecks } from './call-signals.ts';

// The first call, all the way (asyncapi.yaml steps 2-5): the doctor rings, a second call_start is
// refused, the patient accepts, signals are relayed both ways, and the doctor hangs up.

/** What the doctor's call_status of a call must say besides its schema. */
export function statusProblems(peers: CallPeers, status: Payload | undefined, callId: string): string[] {
  if (!status) return [];
  const { parties } = peers;
  const wrong = [
    status.appointment_id !== parties.appointmentId &&
      `call_status names appointment ${String(status.appointment_id)}, not ${parties.appointmentId}`,
    status.patient_id !== parties.patientId &&
      `call_status names patient ${String(status.patient_id)}, not ${parties.patientId}`,
    status.call_id !== callId && `call_status names call ${String(status.call_id)}, not ${callId}`,
  ];
  return [...peers.ops.problems('call_status', status), ...wrong.filter((w): w is string => typeof w === 'string')];
}

/** A check of a payload that an earlier step should have delivered (skipped when it did not come). */
export function payloadCheck(
  payload: Payload | undefined,
  missing: string,
  blockedBy: string,
  problems: (p: Payload) => string[],
): () => Promise<Verdict> {
  return async () => {
    if (!payload) throw new Skip(missing, blockedBy);
    return { problems: problems(payload) };
  };
}

/** Drives the first call; returns whether the doctor could ring and the patient accept. */
export async function answeredCall(ctx: RunContext, peers: CallPeers): Promise<{ rang: boolean; accepted: boolean }> {
  const { ops, parties } = peers;
  const start = ops.op('call_start', 'send');
  const status = ops.op('call_status', 'receive');
  const accept = ops.op('call_accept', 'send');
  let rung: Rung | undefined;
  await ctx.check(start, 'rings-the-patient', async () => {
    const result = await peers.ring();
    if (typeof result === 'string') return { problems: [result] };
    rung = result;
    return { problems: [] };
  });
  const call = rung;
  if (!call) return { rang: false, accepted: false };
  await ctx.check(ops.op('receive_call', 'receive'), 'from-the-doctor', async () => {
    const wrong =
      call.call.doctor_pmdc === parties.pmdc
        ? []
        : [`receive_call names doctor ${String(call.call.doctor_pmdc)}, but ${parties.pmdc} is calling`];
    return { problems: [...ops.problems('receive_call', call.call), ...wrong] };
  });
  await ctx.check(status, 'ringing', async () => {
    if (!call.ringing)
      return {
        problems: [
          `the doctor got no call_status ringing for call ${call.callId}${peers.doctorHeard(call.doctorMark)}`,
        ],
      };
    return { problems: statusProblems(peers, call.ringing, call.callId) };
  });
  await ctx.check(start, 'already-in-a-call-refused', async () => {
    const doctorMark = peers.doctor.mark();
    const patientMark = peers.patient.mark();
    peers.doctor.emit('call_start', { appointment_id: parties.appointmentId });
    const error = await peers.doctor.nextWhere('notify_error', (e) => e?.event === 'call_start', WAIT_MS, doctorMark);
    await pause(QUIET_MS);
    const again = peers.patient.since(patientMark, 'receive_call').length;
    return {
      problems: [
        ...(error
          ? ops.problems('notify_error', error)
          : [
              `a second call_start while call ${call.callId} rings got no notify_error${peers.doctorHeard(doctorMark)}`,
            ]),
        ...(again ? [`the second call_start rang the patient again (${again} receive_call)`] : []),
      ],
    };
  });
  let acceptedStatus: Payload | undefined;
  await ctx.check(accept, 'doctor-told-accepted', async () => {
    const doctorMark = peers.doctor.mark();
    const patientMark = peers.patient.mark();
    peers.patient.emit('call_accept', { call_id: call.callId });
    acceptedStatus = await peers.status(call.callId, 'accepted', doctorMark);
    if (acceptedStatus) return { problems: [] };
    return {
      problems: [
        `after the patient's call_accept the doctor got no call_status accepted within ${WAIT_MS} ms${peers.doctorHeard(doctorMark)}${peers.patientHeard(patientMark)}`,
      ],
    };
  });
  await ctx.check(
    status,
    'accepted',
    payloadCheck(acceptedStatus, 'needs a call the patient accepted', accept, (p) =>
      statusProblems(peers, p, call.callId),
    ),
  );
  if (!acceptedStatus) return { rang: true, accepted: false };
  await signalChecks(ctx, peers, call.callId);
  await mediaStateChecks(ctx, peers, call.callId);
  await doctorHangsUp(ctx, peers, call.callId);
  return { rang: true, accepted: true };
}

/** The doctor hangs up the accepted call: the patient gets call_ended doctor_hangup, the doctor call_status ended. */
async function doctorHangsUp(ctx: RunContext, peers: CallPeers, callId: string): Promise<void> {
  const { ops } = peers;
  const hangup = ops.op('call_hangup', 'send');
  let ended: Payload | undefined;
  let over: Payload | undefined;
  await ctx.check(hangup, 'doctor-hangs-up', async () => {
    const patientMark = peers.patient.mark();
    const doctorMark = peers.doctor.mark();
    peers.doctor.emit('call_hangup', { call_id: callId, reason: 'hangup' });
    ended = await peers.patient.nextWhere('call_ended', (e) => e?.call_id === callId, WAIT_MS, patientMark);
    over = await peers.status(callId, 'ended', doctorMark);
    const problems = [
      !ended && `the patient got no call_ended within ${WAIT_MS} ms of the doctor's call_hangup`,
      !over && `the doctor got no call_status ended after its call_hangup${peers.doctorHeard(doctorMark)}`,
    ];
    return { problems: problems.filter((p): p is string => typeof p === 'string') };
  });
  await ctx.check(
    ops.op('call_ended', 'receive'),
    'doctor-hangup',
    payloadCheck(ended, "needs a call_ended after the doctor's hang-up", hangup, (p) => [
      ...ops.problems('call_ended', p),
      ...(p.reason === 'doctor_hangup' ? [] : [`call_ended reason is ${String(p.reason)}, expected doctor_hangup`]),
    ]),
  );
  await ctx.check(
    ops.op('call_status', 'receive'),
    'ended',
    payloadCheck(over, "needs a call_status ended after the doctor's hang-up", hangup, (p) =>
      endedProblems(peers, p, callId),
    ),
  );
}

/** call_status ended: valid, about this call, and with the message the contract promises. */
export function endedProblems(peers: CallPeers, status: Payload, callId: string): string[] {
  const message = typeof status.message === 'string' && status.message.trim() !== '';
  return [...statusProblems(peers, status, callId), ...(message ? [] : ['call_status ended carries no message'])];
}
