import { isDeepStrictEqual } from 'node:util';
import type { RunContext } from '../context.ts';
import type { NotifySocket } from '../notify-socket.ts';
import { WAIT_MS, type CallPeers } from './call-peers.ts';

// call_media_state (asyncapi.yaml step 5, x-provisional): each side's microphone and camera reach
// the other side of the accepted call unchanged, so it can show a camera-off tile.

async function relayed(from: NotifySocket, to: NotifySocket, state: Record<string, unknown>): Promise<string | null> {
  const mark = to.mark();
  const fromMark = from.mark();
  from.emit('call_media_state', state);
  const got = await to.nextWhere('call_media_state', (s) => s?.call_id === state.call_id, WAIT_MS, mark);
  if (!got) {
    const refused = from.since(fromMark, 'notify_error');
    return `call_media_state ${JSON.stringify(state)} was not relayed within ${WAIT_MS} ms${refused.length ? `; the sender got notify_error ${JSON.stringify(refused[0])}` : ''}`;
  }
  return isDeepStrictEqual(got, state) ? null : `call_media_state arrived changed: ${JSON.stringify(got)}`;
}

/** The patient mutes and the doctor turns the camera off: each reaches the other side, valid and unchanged. */
export async function mediaStateChecks(ctx: RunContext, peers: CallPeers, callId: string): Promise<void> {
  const { ops } = peers;
  let toDoctor: string | null = null;
  await ctx.check(ops.op('call_media_state', 'send'), 'patient-to-doctor', async () => {
    toDoctor = await relayed(peers.patient, peers.doctor, { call_id: callId, audio: false, video: true });
    return { problems: toDoctor ? [toDoctor] : [] };
  });
  await ctx.check(ops.op('call_media_state', 'receive'), 'doctor-to-patient', async () => {
    const state = { call_id: callId, audio: true, video: false };
    const wrong = await relayed(peers.doctor, peers.patient, state);
    return { problems: [...ops.problems('call_media_state', state), ...(wrong ? [wrong] : [])] };
  });
}
