import type { RunContext } from '../context.ts';
import type { HttpClient } from '../http-client.ts';
import { NotifySocket, pause } from '../notify-socket.ts';
import { notifyOps } from './notify-ops.ts';

// The doctor's side of /notify (asyncapi.yaml, x-provisional): a signed-in doctor's socket announces
// itself without refusal, and a call_start for an appointment that is not the doctor's is refused
// with a notify_error that validates. Calls themselves are driven by the call journey.

export async function doctorNotifyJourney(ctx: RunContext, doctor: HttpClient, pmdc: string): Promise<void> {
  const ops = notifyOps(ctx);
  const socket = new NotifySocket(ctx.options.baseUrl, ops.path, doctor.jar.header());
  try {
    const up = await ctx.check(ops.op('doctor_connection', 'send'), 'connect-and-announce', async () => {
      if (!(await socket.connected())) return { problems: [`could not connect to ${ops.path} as the doctor`] };
      socket.emit('doctor_connection', { pmdc });
      await pause(300);
      const refused = socket.received.find((r) => r.event === 'notify_error');
      return { problems: refused ? [`own doctor_connection was refused: ${JSON.stringify(refused.payload)}`] : [] };
    });
    await ctx.check(ops.op('call_start', 'send'), 'foreign-appointment-refused', async () => {
      if (!up) return { problems: ['needs a connected doctor socket'] };
      const mark = socket.mark();
      socket.emit('call_start', { appointment_id: 2147483647 });
      const error = await socket.next('notify_error', 2000, mark);
      if (error === undefined)
        return { problems: ['call_start for an appointment not the doctor’s got no notify_error'] };
      return { problems: ops.problems('notify_error', error) };
    });
  } finally {
    socket.close();
  }
}
