import { fetchCallAppointment } from '../call-appointment-hook.ts';
import type { CallAppointmentHook } from '../config.ts';
import { Skip, type RunContext, type Verdict } from '../context.ts';
import type { HttpClient } from '../http-client.ts';
import { NotifySocket } from '../notify-socket.ts';
import { CallPeers, WAIT_MS } from './call-peers.ts';
import { notifyOps, type NotifyOps } from './notify-ops.ts';
import { needSecond, secondDoctor, secondPatient, type SecondDoctor, type SecondPatient } from './second-users.ts';

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
  const journey = new TwoUsersOnNotify(ctx);
  try {
    await journey.checkAnnouncements();
    await journey.openFirstCall();
    await journey.checkCallStart();
    await journey.checkReceiveCall();
    await journey.checkCallAccept();
    await journey.checkSignalsAndHangup();
    await journey.endFirstCall();
  } finally {
    journey.close();
  }
}

/** The journey's checks, in order, and what they share: the first users, the second ones' sockets, the first call. */
class TwoUsersOnNotify {
  private readonly ops: NotifyOps;
  private readonly patient: HttpClient | undefined;
  private readonly doctor: HttpClient | undefined;
  private readonly patientId: string | undefined;
  private readonly pmdc: string | undefined;
  private readonly hook: CallAppointmentHook | undefined;
  private readonly otherPatient: SecondPatient | undefined;
  private readonly otherDoctor: SecondDoctor | undefined;
  private readonly sockets: NotifySocket[] = [];
  /** The second patient's and the second doctor's sockets. */
  private readonly b: NotifySocket | undefined;
  private readonly bDoctor: NotifySocket | undefined;
  private peers: CallPeers | undefined;
  private appointmentId: number | undefined;
  private callId: string | undefined;

  constructor(private readonly ctx: RunContext) {
    this.ops = notifyOps(ctx);
    this.patient = ctx.sessions.get('patient');
    this.doctor = ctx.sessions.get('doctor');
    this.patientId = ctx.state.patientId as string | undefined;
    this.pmdc = ctx.config.doctor?.pmdc;
    this.hook = ctx.config.notify?.callAppointment;
    this.otherPatient = secondPatient(ctx);
    this.otherDoctor = secondDoctor(ctx);
    this.b = this.otherPatient ? this.open(this.otherPatient.client.jar.header()) : undefined;
    this.bDoctor = this.otherDoctor ? this.open(this.otherDoctor.client.jar.header()) : undefined;
  }

  close(): void {
    this.peers?.close();
    for (const s of this.sockets) s.close();
  }

  private open(cookie: string | undefined): NotifySocket {
    const s = new NotifySocket(this.ctx.options.baseUrl, this.ops.path, cookie);
    this.sockets.push(s);
    return s;
  }

  private op(name: string, action: 'send' | 'receive' = 'send'): string {
    return this.ops.op(name, action);
  }

  /** Skips unless both sides of the first call and the second user of `role` are there. */
  private ready(role: 'patient' | 'doctor'): NotifySocket {
    const { ctx } = this;
    needSecond(ctx, role);
    ctx.dependsOn('verifyOtpCodePatient');
    ctx.dependsOn('doctorLogin');
    if (!this.patient || !this.patientId)
      throw new Skip('needs a patient session from verifyOtpCodePatient', 'verifyOtpCodePatient');
    if (!this.doctor || !this.pmdc) throw new Skip('needs a doctor session from doctorLogin', 'doctorLogin');
    return (role === 'patient' ? this.b : this.bDoctor)!;
  }

  /** The first call's peers; skips without the hook or an appointment to call for. */
  private async call(): Promise<CallPeers> {
    if (!this.hook) throw new Skip('no call appointment hook configured (config.notify.callAppointment)');
    if (!this.peers || this.appointmentId === undefined)
      throw new Skip('no appointment the first doctor may call', this.op('call_start'));
    return this.peers;
  }

  /** The second user of `role`, the first call's peers, and its ringing call's id. */
  private async inCall(role: 'patient' | 'doctor') {
    const socket = this.ready(role);
    const p = await this.call();
    if (!this.callId) throw new Skip("needs the first patient's ringing call", this.op('receive_call', 'receive'));
    return { socket, p, id: this.callId };
  }

  /** The second ones cannot announce themselves as the first ones; then they announce themselves. */
  async checkAnnouncements(): Promise<void> {
    const { ctx, ops, patientId, pmdc, b, bDoctor, otherPatient, otherDoctor } = this;
    await ctx.check(this.op('patient_connection'), 'other-patient', async () => {
      const socket = this.ready('patient');
      if (!(await socket.connected())) return { problems: ["the second patient's socket did not connect"] };
      return refusedAndUnheard(ops, socket, 'patient_connection', { patient_id: patientId }, [], []);
    });
    await ctx.check(this.op('doctor_connection'), 'other-doctor', async () => {
      const socket = this.ready('doctor');
      if (!(await socket.connected())) return { problems: ["the second doctor's socket did not connect"] };
      const quiet: [string, NotifySocket][] = [['the second doctor', socket]];
      return refusedAndUnheard(ops, socket, 'doctor_connection', { pmdc }, quiet, ['patient_presence']);
    });
    // The second ones announce themselves as who they are: they are listening, and must hear nothing.
    if (b && otherPatient) b.emit('patient_connection', { patient_id: otherPatient.id });
    if (bDoctor && otherDoctor) bDoctor.emit('doctor_connection', { pmdc: otherDoctor.pmdc });
  }

  /** The first doctor and patient, announced, with an appointment the doctor may call for. */
  async openFirstCall(): Promise<void> {
    const { ctx, patient, doctor, patientId, pmdc, hook } = this;
    if (!(patient && doctor && patientId && pmdc && hook && (this.b || this.bDoctor))) return;
    try {
      this.appointmentId = await fetchCallAppointment(hook, ctx.options.baseUrl, { patientId, pmdc });
      const parties = { baseUrl: ctx.options.baseUrl, patientId, pmdc, appointmentId: this.appointmentId };
      this.peers = new CallPeers(this.ops, parties, doctor, patient);
      await this.peers.announceDoctor(this.peers.doctor);
      await this.peers.announcePatient(this.peers.patient);
    } catch (error) {
      ctx.log(`two users on /notify: no call appointment (${(error as Error).message})`);
    }
  }

  async checkCallStart(): Promise<void> {
    await this.ctx.check(this.op('call_start'), 'other-doctor', async () => {
      const socket = this.ready('doctor');
      const p = await this.call();
      const quiet: [string, NotifySocket][] = [['the first patient', p.patient]];
      const payload = { appointment_id: this.appointmentId };
      return refusedAndUnheard(this.ops, socket, 'call_start', payload, quiet, ['receive_call']);
    });
  }

  /** The first doctor rings the first patient: the second patient hears nothing of it. */
  async checkReceiveCall(): Promise<void> {
    await this.ctx.check(this.op('receive_call', 'receive'), 'other-patient', async () => {
      const socket = this.ready('patient');
      const p = await this.call();
      const rung = await p.ring();
      if (typeof rung === 'string')
        throw new Skip(`the first doctor's call did not ring: ${rung}`, this.op('call_start'));
      this.callId = rung.callId;
      if (!(await socket.roundTrip())) return { problems: ["the second patient's socket did not answer a round trip"] };
      const heard = socket.since(0, 'receive_call');
      return {
        problems: heard.length
          ? [`the second patient got the first patient's receive_call ${JSON.stringify(heard[0])}`]
          : [],
      };
    });
  }

  async checkCallAccept(): Promise<void> {
    await this.ctx.check(this.op('call_accept'), 'other-patient', async () => {
      const { socket, p, id } = await this.inCall('patient');
      const verdict = await refusedAndUnheard(
        this.ops,
        socket,
        'call_accept',
        { call_id: id },
        [['the first doctor', p.doctor]],
        ['call_status'],
      );
      // The first patient answers now, for the checks of a call in progress.
      p.patient.emit('call_accept', { call_id: id });
      if (!(await p.status(id, 'accepted', 0)))
        throw new Skip('the first patient could not accept the call', this.op('call_accept'));
      return verdict;
    });
  }

  /** Signals from either second user, and the second patient's hang-up, reach neither side of the call. */
  async checkSignalsAndHangup(): Promise<void> {
    const { ctx, ops } = this;
    const bothSides = (p: CallPeers): [string, NotifySocket][] => [
      ['the first patient', p.patient],
      ['the first doctor', p.doctor],
    ];
    for (const role of ['patient', 'doctor'] as const) {
      await ctx.check(this.op('call_signal'), `other-${role}`, async () => {
        const { socket, p, id } = await this.inCall(role);
        const signal = { call_id: id, signal: { type: 'offer', sdp: 'v=0\r\n' } };
        return refusedAndUnheard(ops, socket, 'call_signal', signal, bothSides(p), ['call_signal']);
      });
    }
    await ctx.check(this.op('call_hangup'), 'other-patient', async () => {
      const { socket, p, id } = await this.inCall('patient');
      return refusedAndUnheard(ops, socket, 'call_hangup', { call_id: id }, bothSides(p), [
        'call_ended',
        'call_status',
      ]);
    });
  }

  /** The first doctor hangs up, and the first patient hears the call end. */
  async endFirstCall(): Promise<void> {
    const { peers, callId } = this;
    if (peers && callId) {
      const mark = peers.patient.mark();
      peers.doctor.emit('call_hangup', { call_id: callId });
      await peers.patient.nextWhere('call_ended', (e) => e?.call_id === callId, WAIT_MS, mark);
    }
  }
}
