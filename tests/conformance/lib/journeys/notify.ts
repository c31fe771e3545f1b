import { Skip, type RunContext } from '../context.ts';
import type { HttpClient } from '../http-client.ts';
import { NotifySocket, pause } from '../notify-socket.ts';
import { fillTemplate } from '../otp-hook.ts';
import { DOCTOR_NOTIFY_MESSAGES } from './doctor-notify.ts';

// /notify against asyncapi.yaml: a signed-in patient connects with the session cookie, announces
// itself, and (where the target can trigger one) receives a call whose payload validates. A socket
// without a session listening for the same patient must receive nothing.

export async function notifyJourney(ctx: RunContext, patient: HttpClient): Promise<void> {
  const notify = ctx.contract.notify;
  const opOf = (name: string, action: 'send' | 'receive') =>
    notify.operations.find((o) => o.action === action && o.messages.some((m) => m.name === name))?.operationId ??
    `${action}:${name}`;
  const schemaOf = (name: string) => ({ $ref: notify.messages.find((m) => m.name === name)?.payloadRef ?? '' });
  const connect = opOf('patient_connection', 'send');
  const ring = opOf('receive_call', 'receive');
  const refusal = opOf('notify_error', 'receive');
  const patientId = ctx.state.patientId as string | undefined;
  if (!patientId) {
    for (const op of notify.operations) {
      await ctx.check(op.operationId, 'connect-and-announce', async () => {
        throw new Skip('needs a patient session from verifyOtpCodePatient', 'verifyOtpCodePatient');
      });
    }
    return;
  }
  const own = new NotifySocket(ctx.options.baseUrl, notify.path, patient.jar.header());
  const anon = new NotifySocket(ctx.options.baseUrl, notify.path, undefined);
  try {
    const up = await ctx.check(connect, 'connect-and-announce', async () => {
      const payload = { patient_id: patientId };
      const invalid = ctx.validate(schemaOf('patient_connection'), payload);
      if (invalid.length)
        return { problems: [`the session's user_id does not fit patient_connection: ${invalid.join('; ')}`] };
      if (!(await own.connected()))
        return { problems: [`could not connect to ${notify.path} with the session cookie`] };
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
      const errors = ctx.validate(schemaOf('receive_call'), call);
      return { problems: errors.length ? [`receive_call payload: ${errors.join('; ')}`] : [] };
    });
    await ctx.check(ring, 'anonymous-gets-nothing', async () => {
      if (callId === undefined) throw new Skip('needs a delivered call', ring);
      await pause(300);
      const leaked = anon.received.find((r) => r.event === 'receive_call');
      return { problems: leaked ? ["a socket without a session received the patient's receive_call"] : [] };
    });
    await ctx.check(refusal, 'foreign-patient', async () => {
      if (!up || !patientId) throw new Skip('needs a connected patient socket', connect);
      const mark = own.received.length;
      own.emit('patient_connection', { patient_id: String(Number(patientId) + 1) });
      const error = await own.next('notify_error', 2000, mark);
      if (error === undefined) return { problems: ["patient_connection for another patient's id got no notify_error"] };
      const errors = ctx.validate(schemaOf('notify_error'), error);
      return { problems: errors.length ? [`notify_error payload: ${errors.join('; ')}`] : [] };
    });
    const doctorOps = notify.operations.filter((o) => o.messages.some((m) => DOCTOR_NOTIFY_MESSAGES.includes(m.name)));
    const others = notify.operations.filter(
      (o) => ![connect, ring, refusal].includes(o.operationId) && !doctorOps.includes(o),
    );
    for (const op of others) {
      await ctx.check(op.operationId, 'exercised', async () => {
        throw new Skip('WebRTC signalling needs a doctor peer; not driven by the kit');
      });
    }
  } finally {
    own.close();
    anon.close();
  }
}
