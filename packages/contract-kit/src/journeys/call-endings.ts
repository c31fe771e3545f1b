import { randomUUID } from 'node:crypto';
import { Skip, type RunContext } from '../context.ts';
import { WAIT_MS, type CallPeers, type Payload } from './call-peers.ts';
import { endedProblems, payloadCheck, statusProblems } from './call-answered.ts';

// The other ways a call ends (asyncapi.yaml steps 3 and 5), each on a call of its own: the patient
// hangs up an accepted call, the patient declines, the doctor cancels while it rings. Then events
// naming a call that does not exist, which must be refused.

type Rang = { rang: boolean; accepted: boolean };

/** Rings again for one more check; throws a Skip when the first call could not ring at all. */
async function ringAgain(peers: CallPeers, first: Rang): Promise<{ callId: string } | string> {
  if (!first.rang) throw new Skip('needs a call the doctor can ring', peers.ops.op('call_start', 'send'));
  const rung = await peers.ring();
  return typeof rung === 'string' ? `could not ring the patient again: ${rung}` : rung;
}

export async function otherEndings(ctx: RunContext, peers: CallPeers, first: Rang): Promise<void> {
  const { ops } = peers;
  const hangup = ops.op('call_hangup', 'send');
  const decline = ops.op('call_decline', 'send');
  await ctx.check(hangup, 'patient-hangs-up', async () => {
    if (!first.accepted) throw new Skip('needs a call the patient can accept', ops.op('call_accept', 'send'));
    const call = await ringAgain(peers, first);
    if (typeof call === 'string') return { problems: [call] };
    const acceptMark = peers.doctor.mark();
    peers.patient.emit('call_accept', { call_id: call.callId });
    if (!(await peers.status(call.callId, 'accepted', acceptMark)))
      return { problems: [`the second call was not accepted${peers.doctorHeard(acceptMark)}`] };
    const mark = peers.doctor.mark();
    peers.patient.emit('call_hangup', { call_id: call.callId, reason: 'hangup' });
    const over = await peers.status(call.callId, 'ended', mark);
    if (!over)
      return {
        problems: [
          `after the patient's call_hangup the doctor got no call_status ended within ${WAIT_MS} ms${peers.doctorHeard(mark)}`,
        ],
      };
    return { problems: endedProblems(peers, over, call.callId) };
  });
  let declined: Payload | undefined;
  let declinedCall = '';
  await ctx.check(decline, 'doctor-told-declined', async () => {
    const call = await ringAgain(peers, first);
    if (typeof call === 'string') return { problems: [call] };
    declinedCall = call.callId;
    const mark = peers.doctor.mark();
    peers.patient.emit('call_decline', { call_id: call.callId, reason: 'declined' });
    declined = await peers.status(call.callId, 'declined', mark);
    if (declined) return { problems: [] };
    return {
      problems: [
        `after the patient's call_decline the doctor got no call_status declined within ${WAIT_MS} ms${peers.doctorHeard(mark)}`,
      ],
    };
  });
  await ctx.check(
    ops.op('call_status', 'receive'),
    'declined',
    payloadCheck(declined, 'needs a call the patient declined', decline, (p) => statusProblems(peers, p, declinedCall)),
  );
  let cancelled: Payload | undefined;
  await ctx.check(hangup, 'doctor-cancels-ringing', async () => {
    const call = await ringAgain(peers, first);
    if (typeof call === 'string') return { problems: [call] };
    const mark = peers.patient.mark();
    peers.doctor.emit('call_hangup', { call_id: call.callId, reason: 'hangup' });
    cancelled = await peers.patient.nextWhere('call_ended', (e) => e?.call_id === call.callId, WAIT_MS, mark);
    if (cancelled) return { problems: [] };
    return {
      problems: [`the patient got no call_ended within ${WAIT_MS} ms of the doctor's call_hangup while it rang`],
    };
  });
  await ctx.check(
    ops.op('call_ended', 'receive'),
    'cancelled',
    payloadCheck(cancelled, 'needs a call the doctor cancelled while it rang', hangup, (p) => [
      ...ops.problems('call_ended', p),
      ...(p.reason === 'cancelled' ? [] : [`call_ended reason is ${String(p.reason)}, expected cancelled`]),
    ]),
  );
}

/** The patient answers, declines and hangs up a call that does not exist: each gets notify_error. */
export async function unknownCallRefusals(ctx: RunContext, peers: CallPeers): Promise<void> {
  const { ops } = peers;
  const events: Array<[string, Payload]> = [
    ['call_accept', {}],
    ['call_decline', { reason: 'declined' }],
    ['call_hangup', { reason: 'hangup' }],
  ];
  for (const [event, rest] of events) {
    await ctx.check(ops.op(event, 'send'), 'unknown-call-refused', async () => {
      const mark = peers.patient.mark();
      peers.patient.emit(event, { call_id: randomUUID(), ...rest });
      const error = await peers.patient.nextWhere('notify_error', (e) => e?.event === event, WAIT_MS, mark);
      if (!error) return { problems: [`${event} for a call that does not exist got no notify_error`] };
      return { problems: ops.problems('notify_error', error) };
    });
  }
}
