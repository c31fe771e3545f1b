import type { RunContext } from '../context.ts';
import type { HttpClient } from '../http-client.ts';
import { NotifySocket, pause } from '../notify-socket.ts';

// The doctor's side of /notify (asyncapi.yaml, x-provisional): a signed-in doctor's socket announces
// itself without refusal, and a call_start for an appointment that is not the doctor's is refused
// with a notify_error that validates. Calls themselves need a booked, paid appointment in its window
// and a listening patient, which the kit does not arrange on a foreign server.

/** The asyncapi operations this journey checks (the generic /notify journey leaves them alone). */
export const DOCTOR_NOTIFY_MESSAGES = ['doctor_connection', 'call_start'];

export async function doctorNotifyJourney(ctx: RunContext, doctor: HttpClient, pmdc: string): Promise<void> {
  const notify = ctx.contract.notify;
  const opOf = (name: string) =>
    notify.operations.find((o) => o.action === 'send' && o.messages.some((m) => m.name === name))?.operationId ??
    `send:${name}`;
  const schemaOf = (name: string) => ({ $ref: notify.messages.find((m) => m.name === name)?.payloadRef ?? '' });
  const socket = new NotifySocket(ctx.options.baseUrl, notify.path, doctor.jar.header());
  try {
    const up = await ctx.check(opOf('doctor_connection'), 'connect-and-announce', async () => {
      if (!(await socket.connected())) return { problems: [`could not connect to ${notify.path} as the doctor`] };
      socket.emit('doctor_connection', { pmdc });
      await pause(300);
      const refused = socket.received.find((r) => r.event === 'notify_error');
      return { problems: refused ? [`own doctor_connection was refused: ${JSON.stringify(refused.payload)}`] : [] };
    });
    await ctx.check(opOf('call_start'), 'foreign-appointment-refused', async () => {
      if (!up) return { problems: ['needs a connected doctor socket'] };
      const mark = socket.received.length;
      socket.emit('call_start', { appointment_id: 2147483647 });
      const error = await socket.next('notify_error', 2000, mark);
      if (error === undefined)
        return { problems: ['call_start for an appointment not the doctor’s got no notify_error'] };
      const errors = ctx.validate(schemaOf('notify_error'), error);
      return { problems: errors.length ? [`notify_error payload: ${errors.join('; ')}`] : [] };
    });
  } finally {
    socket.close();
  }
}
