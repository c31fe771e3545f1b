import { Skip, type RunContext } from '../context.ts';
import type { HttpClient } from '../http-client.ts';
import { NotifySocket, pause } from '../notify-socket.ts';
import { fillTemplate } from '../otp-hook.ts';
import { notifyOps } from './notify-ops.ts';

// /notify against asyncapi.yaml: a signed-in patient connects with the session cookie, announces
// itself, and (where the target can trigger one) receives a call whose payload validates. A socket
// without a session listening for the same patient must receive nothing. Calls from the doctor's
// side are driven by the call journey (call-journey.ts).

export async function notifyJourney(ctx: RunContext, patient: HttpClient): Promise<void> {
  const ops = notifyOps(ctx);
  const connect = ops.op('patient_connection', 'send');
  const ring = ops.op('receive_call', 'receive');
  const refusal = ops.op('notify_error', 'receive');
  const patientId = ctx.state.patientId as string | undefined;
  if (!patientId) {
    for (const op of ctx.contract.notify.operations) {
      await ctx.check(op.operationId, 'connect-and-announce', async () => {
        throw new Skip('needs a patient session from verifyOtpCodePatient', 'verifyOtpCodePatient');
      });
    }
    return;
  }
  const own = new NotifySocket(ctx.options.baseUrl, ops.path, patient.jar.header());
  const anon = new NotifySocket(ctx.options.baseUrl, ops.path, undefined);
  try {
    const up = await ctx.check(connect, 'connect-and-announce', async () => {
      const payload = { patient_id: patientId };
      const invalid = ctx.validate(ops.schema('patient_connection'), payload);
      if (invalid.length)
        return { problems: [`the session's user_id does not fit patient_connection: ${invalid.join('; ')}`] };
      if (!(await own.connected())) return { problems: [`could not connect to ${ops.path} with the session cookie`] };
      own.emit('patient_connection', payload);
      await pause(300);
      const refused = own.received.find((r) => r.event === 'notify_error');
      return { problems: refused ? [`own patient_connection was refused: ${JSON.stringify(refused.payload)}`] : [] };
    });
    const trigger = ctx.config.notify?.callTrigger?.url;
    let callId: unknown;
    await ctx.check(ring, 'payload', async () => {
      if (!up) throw new Skip('needs a connected patient socket', connect);
      if (!trigger) throw new Skip('no call trigger configured (config.notify.callTrigger)');
      if (await anon.connected(2000)) anon.emit('patient_connection', { patient_id: patientId });
      await pause(100);
      const url = fillTemplate(trigger, { baseUrl: ctx.options.baseUrl.replace(/\/$/, '') });
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ patient_id: patientId }),
      });
      if (!res.ok)
        return { problems: [`call trigger ${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`] };
      const call = await own.next('receive_call', 5000);
      if (call === undefined) return { problems: ['no receive_call within 5 s of the trigger'] };
      callId = (call as { call_id?: unknown }).call_id;
      return { problems: ops.problems('receive_call', call) };
    });
    await ctx.check(ring, 'anonymous-gets-nothing', async () => {
      if (callId === undefined) throw new Skip('needs a delivered call', ring);
      await pause(300);
      const leaked = anon.received.find((r) => r.event === 'receive_call');
      return { problems: leaked ? ["a socket without a session received the patient's receive_call"] : [] };
    });
    await ctx.check(refusal, 'foreign-patient', async () => {
      if (!up || !patientId) throw new Skip('needs a connected patient socket', connect);
      const mark = own.mark();
      own.emit('patient_connection', { patient_id: String(Number(patientId) + 1) });
      const error = await own.next('notify_error', 2000, mark);
      if (error === undefined) return { problems: ["patient_connection for another patient's id got no notify_error"] };
      return { problems: ops.problems('notify_error', error) };
    });
    // The triggered call would keep the patient busy (one call per patient): the doctor's calls
    // come next, so the patient declines it.
    if (typeof callId === 'string' && ctx.allowed(ops.op('call_decline', 'send'))) {
      own.emit('call_decline', { call_id: callId, reason: 'declined' });
      await pause(100);
    }
  } finally {
    own.close();
    anon.close();
  }
}
