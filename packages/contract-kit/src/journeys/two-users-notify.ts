import { fetchCallAppointment } from '../call-appointment-hook.ts';
import { Skip, type RunContext, type Verdict } from '../context.ts';
import { NotifySocket } from '../notify-socket.ts';
import { CallPeers, WAIT_MS } from './call-peers.ts';
import { notifyOps, type NotifyOps } from './notify-ops.ts';
import { needSecond, secondDoctor, secondPatient } from './second-users.ts';

// Two of everyone on /notify: the second patient and doctor cannot announce themselves as the
// first ones, cannot start, answer, signal into or hang up the first ones' call, and hear none of
// it. A refusal is notify_error; that nothing reached a socket is proven by a round trip on it
// (socket.io keeps each socket's packets in order) once the refusal came back.

type Payload = Record<string, unknown>;

/** The second user's event must be refused, and none of `quiet` may hear `leak` meanwhile. */
async function refusedAndUnheard(
  ops: NotifyOps,
  sender: NotifySocket,
  event: string,
  payload: Payload,
  quiet: [string, NotifySocket][],
  leak: string[],
): Promise<Verdict> {
  const marks = quiet.map(([, s]) => s.mark());
  const mark = sender.mark();
  sender.emit(event, payload);
  const error = await sender.nextWhere('notify_error', (e) => e?.event === event, WAIT_MS, mark);
  const problems = error
    ? ops.problems('notify_error', error)
    : [`${event} from the second user got no notify_error within ${WAIT_MS} ms`];
  for (const [i, [who, socket]] of quiet.entries()) {
    if (!(await socket.roundTrip())) problems.push(`${who}'s socket did not answer a round trip`);
    const heard = leak.flatMap((e) => socket.since(marks[i], e).map((p) => `${e} ${JSON.stringify(p).slice(0, 120)}`));
    if (heard.length) problems.push(`${who} got ${heard.join(', ')} after the second user's ${event}`);
  }
  return { problems };
}

export async function twoUsersNotifyJourney(ctx: RunContext): Promise<void> {
  if (!ctx.config.patient2 && !ctx.config.doctor2) return;
  const ops = notifyOps(ctx);
  const op = (name: string, action: 'send' | 'receive' = 'send') => ops.op(name, action);
  const patient = ctx.sessions.get('patient');
  const doctor = ctx.sessions.get('doctor');
  const patientId = ctx.state.patientId as string | undefined;
  const pmdc = ctx.config.doctor?.pmdc;
  const hook = ctx.config.notify?.callAppointment;
  const otherPatient = secondPatient(ctx);
  const otherDoctor = secondDoctor(ctx);
  const sockets: NotifySocket[] = [];
  const open = (cookie: string | undefined) => {
    const s = new NotifySocket(ctx.options.baseUrl, ops.path, cookie);
    sockets.push(s);
    return s;
  };
  const b = otherPatient ? open(otherPatient.client.jar.header()) : undefined;
  const bDoctor = otherDoctor ? open(otherDoctor.client.jar.header()) : undefined;
  let peers: CallPeers | undefined;
  let appointmentId: number | undefined;
  /** Skips unless both sides of the first call and the second user of `role` are there. */
  const ready = (role: 'patient' | 'doctor'): NotifySocket => {
    needSecond(ctx, role);
    ctx.dependsOn('verifyOtpCodePatient');
    ctx.dependsOn('doctorLogin');
    if (!patient || !patientId)
      throw new Skip('needs a patient session from verifyOtpCodePatient', 'verifyOtpCodePatient');
    if (!doctor || !pmdc) throw new Skip('needs a doctor session from doctorLogin', 'doctorLogin');
    return (role === 'patient' ? b : bDoctor)!;
  };
  try {
    await ctx.check(op('patient_connection'), 'other-patient', async () => {
      const socket = ready('patient');
      if (!(await socket.connected())) return { problems: ["the second patient's socket did not connect"] };
      return refusedAndUnheard(ops, socket, 'patient_connection', { patient_id: patientId }, [], []);
    });
    await ctx.check(op('doctor_connection'), 'other-doctor', async () => {
      const socket = ready('doctor');
      if (!(await socket.connected())) return { problems: ["the second doctor's socket did not connect"] };
      const quiet: [string, NotifySocket][] = [['the second doctor', socket]];
      return refusedAndUnheard(ops, socket, 'doctor_connection', { pmdc }, quiet, ['patient_presence']);
    });
    // The second ones announce themselves as who they are: they are listening, and must hear nothing.
    if (b && otherPatient) b.emit('patient_connection', { patient_id: otherPatient.id });
    if (bDoctor && otherDoctor) bDoctor.emit('doctor_connection', { pmdc: otherDoctor.pmdc });
    if (patient && doctor && patientId && pmdc && hook && (b || bDoctor)) {
      try {
        appointmentId = await fetchCallAppointment(hook, ctx.options.baseUrl, { patientId, pmdc });
        peers = new CallPeers(ops, { baseUrl: ctx.options.baseUrl, patientId, pmdc, appointmentId }, doctor, patient);
        await peers.announceDoctor(peers.doctor);
        await peers.announcePatient(peers.patient);
      } catch (error) {
        ctx.log(`two users on /notify: no call appointment (${(error as Error).message})`);
      }
    }
    const call = async (): Promise<CallPeers> => {
      if (!hook) throw new Skip('no call appointment hook configured (config.notify.callAppointment)');
      if (!peers || appointmentId === undefined)
        throw new Skip('no appointment the first doctor may call', op('call_start'));
      return peers;
    };
    await ctx.check(op('call_start'), 'other-doctor', async () => {
      const socket = ready('doctor');
      const p = await call();
      const quiet: [string, NotifySocket][] = [['the first patient', p.patient]];
      return refusedAndUnheard(ops, socket, 'call_start', { appointment_id: appointmentId }, quiet, ['receive_call']);
    });
    let callId: string | undefined;
    await ctx.check(op('receive_call', 'receive'), 'other-patient', async () => {
      const socket = ready('patient');
      const p = await call();
      const rung = await p.ring();
      if (typeof rung === 'string') throw new Skip(`the first doctor's call did not ring: ${rung}`, op('call_start'));
      callId = rung.callId;
      if (!(await socket.roundTrip())) return { problems: ["the second patient's socket did not answer a round trip"] };
      const heard = socket.since(0, 'receive_call');
      return {
        problems: heard.length
          ? [`the second patient got the first patient's receive_call ${JSON.stringify(heard[0])}`]
          : [],
      };
    });
    const inCall = async (role: 'patient' | 'doctor') => {
      const socket = ready(role);
      const p = await call();
      if (!callId) throw new Skip("needs the first patient's ringing call", op('receive_call', 'receive'));
      return { socket, p, id: callId };
    };
    await ctx.check(op('call_accept'), 'other-patient', async () => {
      const { socket, p, id } = await inCall('patient');
      const verdict = await refusedAndUnheard(
        ops,
        socket,
        'call_accept',
        { call_id: id },
        [['the first doctor', p.doctor]],
        ['call_status'],
      );
      // The first patient answers now, for the checks of a call in progress.
      p.patient.emit('call_accept', { call_id: id });
      if (!(await p.status(id, 'accepted', 0)))
        throw new Skip('the first patient could not accept the call', op('call_accept'));
      return verdict;
    });
    const bothSides = (p: CallPeers): [string, NotifySocket][] => [
      ['the first patient', p.patient],
      ['the first doctor', p.doctor],
    ];
    for (const role of ['patient', 'doctor'] as const) {
      await ctx.check(op('call_signal'), `other-${role}`, async () => {
        const { socket, p, id } = await inCall(role);
        const signal = { call_id: id, signal: { type: 'offer', sdp: 'v=0\r\n' } };
        return refusedAndUnheard(ops, socket, 'call_signal', signal, bothSides(p), ['call_signal']);
      });
    }
    await ctx.check(op('call_hangup'), 'other-patient', async () => {
      const { socket, p, id } = await inCall('patient');
      return refusedAndUnheard(ops, socket, 'call_hangup', { call_id: id }, bothSides(p), [
        'call_ended',
        'call_status',
      ]);
    });
    if (peers && callId) {
      const mark = peers.patient.mark();
      peers.doctor.emit('call_hangup', { call_id: callId });
      await peers.patient.nextWhere('call_ended', (e) => e?.call_id === callId, WAIT_MS, mark);
    }
  } finally {
    peers?.close();
    for (const s of sockets) s.close();
  }
}
