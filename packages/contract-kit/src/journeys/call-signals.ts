import { isDeepStrictEqual } from 'node:util';
import { Skip, type RunContext } from '../context.ts';
import { pause, type NotifySocket } from '../notify-socket.ts';
import { QUIET_MS, WAIT_MS, type CallPeers, type Payload } from './call-peers.ts';

// call_signal (asyncapi.yaml step 4): the server only relays, so fake signals that fit CallSignal
// prove it: the patient's offer reaches the doctor, the doctor's answer and candidate reach the
// patient, unchanged, and nothing reaches a socket outside the call, nor comes from one.

const SDP = 'v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n';
export const FAKE_SIGNALS = {
  offer: { type: 'offer', sdp: SDP },
  answer: { type: 'answer', sdp: SDP },
  candidate: {
    type: 'candidate',
    candidate: { candidate: 'candidate:1 1 udp 2122260223 192.0.2.10 54400 typ host', sdpMLineIndex: 0, sdpMid: '0' },
  },
};

/** Sends a signal and waits for it on the other side; a string says what went wrong. */
async function relayed(
  from: NotifySocket,
  to: NotifySocket,
  callId: string,
  signal: Payload,
  route: string,
): Promise<string | null> {
  const mark = to.mark();
  const fromMark = from.mark();
  from.emit('call_signal', { call_id: callId, signal });
  const got = await to.nextWhere('call_signal', (s) => s?.call_id === callId, WAIT_MS, mark);
  if (!got) {
    const refused = from.since(fromMark, 'notify_error');
    return `the ${route} call_signal (${String(signal.type)}) was not relayed within ${WAIT_MS} ms${refused.length ? `; the sender got notify_error ${JSON.stringify(refused[0])}` : ''}`;
  }
  return isDeepStrictEqual(got.signal, signal)
    ? null
    : `the ${route} signal arrived changed: sent ${JSON.stringify(signal)}, got ${JSON.stringify(got.signal)}`;
}

export async function signalChecks(ctx: RunContext, peers: CallPeers, callId: string): Promise<void> {
  const { ops } = peers;
  const send = ops.op('call_signal', 'send');
  const receive = ops.op('call_signal', 'receive');
  const toDoctor = await ctx.check(send, 'patient-to-doctor', async () => {
    const problem = await relayed(peers.patient, peers.doctor, callId, FAKE_SIGNALS.offer, 'patient-to-doctor');
    return { problems: problem ? [problem] : [] };
  });
  const toPatient = await ctx.check(send, 'doctor-to-patient', async () => {
    const problems: string[] = [];
    for (const signal of [FAKE_SIGNALS.answer, FAKE_SIGNALS.candidate]) {
      const problem = await relayed(peers.doctor, peers.patient, callId, signal, 'doctor-to-patient');
      if (problem) problems.push(problem);
    }
    return { problems };
  });
  await ctx.check(receive, 'payload', async () => {
    const got = [...peers.doctor.since(0, 'call_signal'), ...peers.patient.since(0, 'call_signal')];
    if (!got.length) throw new Skip('no call_signal was relayed', send);
    return { problems: got.flatMap((p) => ops.problems('call_signal', p)) };
  });
  await ctx.check(receive, 'only-the-call-sockets', async () => {
    if (!toDoctor && !toPatient) throw new Skip('no call_signal was relayed', send);
    await pause(QUIET_MS);
    const leaked = [
      ...peers.patientTab.since(0, 'call_signal').map(() => "the patient's other socket"),
      ...peers.doctorTab.since(0, 'call_signal').map(() => "the doctor's other socket"),
    ];
    return {
      problems: leaked.length
        ? [
            `call_signal reached a socket not in the call: ${[...new Set(leaked)].join(', ')} (${leaked.length} signals)`,
          ]
        : [],
    };
  });
  await ctx.check(send, 'foreign-refused', async () => {
    const marks = [peers.patient.mark(), peers.doctor.mark(), peers.patientTab.mark(), peers.doctorTab.mark()];
    // Another socket of each side is in no call: its signals must be refused and reach nobody.
    peers.patientTab.emit('call_signal', { call_id: callId, signal: FAKE_SIGNALS.offer });
    peers.doctorTab.emit('call_signal', { call_id: callId, signal: FAKE_SIGNALS.answer });
    const refusedTo = async (socket: NotifySocket, mark: number, who: string) => {
      const error = await socket.nextWhere('notify_error', (e) => e?.event === 'call_signal', WAIT_MS, mark);
      return error ? ops.problems('notify_error', error) : [`a call_signal from ${who} got no notify_error`];
    };
    const problems = [
      ...(await refusedTo(peers.patientTab, marks[2], "the patient's other socket")),
      ...(await refusedTo(peers.doctorTab, marks[3], "the doctor's other socket")),
    ];
    await pause(QUIET_MS);
    if (peers.patient.since(marks[0], 'call_signal').length)
      problems.push("a call_signal from the doctor's other socket was relayed to the patient");
    if (peers.doctor.since(marks[1], 'call_signal').length)
      problems.push("a call_signal from the patient's other socket was relayed to the doctor");
    return { problems };
  });
}
