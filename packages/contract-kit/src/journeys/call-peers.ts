import type { HttpClient } from '../http-client.ts';
import { NotifySocket } from '../notify-socket.ts';
import type { NotifyOps } from './notify-ops.ts';

// The four sockets of a driven call: the doctor's calling socket and the patient's answering one,
// plus a second socket of each (another tab), which is in no call and must hear none of it.

/** How long the kit waits for an event that must come, and for one that must not. */
export const WAIT_MS = 3000;
export const QUIET_MS = 400;

export type Payload = Record<string, unknown>;

export interface CallParties {
  baseUrl: string;
  patientId: string;
  pmdc: string;
  appointmentId: number;
}

/** A call the doctor rang: the patient's receive_call and the doctor's ringing call_status (if it came). */
export interface Rung {
  callId: string;
  call: Payload;
  ringing?: Payload;
  /** The doctor socket's mark before call_start, to explain what it heard instead. */
  doctorMark: number;
}

type Role = 'doctor' | 'doctorTab' | 'patient' | 'patientTab';

export class CallPeers {
  private readonly sockets = new Map<Role, NotifySocket>();

  constructor(
    readonly ops: NotifyOps,
    readonly parties: CallParties,
    private readonly doctorClient: HttpClient,
    private readonly patientClient: HttpClient,
  ) {}

  // Each socket opens on first use: a patient socket that connected early could already count as
  // online before the doctor is there to hear it.
  get doctor(): NotifySocket {
    return this.socket('doctor');
  }
  get doctorTab(): NotifySocket {
    return this.socket('doctorTab');
  }
  get patient(): NotifySocket {
    return this.socket('patient');
  }
  get patientTab(): NotifySocket {
    return this.socket('patientTab');
  }

  /** Connects a doctor socket and sends doctor_connection; false when it cannot connect. */
  async announceDoctor(socket: NotifySocket): Promise<boolean> {
    if (!(await socket.connected())) return false;
    socket.emit('doctor_connection', { pmdc: this.parties.pmdc });
    return true;
  }

  /** Connects a patient socket and sends patient_connection; false when it cannot connect. */
  async announcePatient(socket: NotifySocket): Promise<boolean> {
    if (!(await socket.connected())) return false;
    socket.emit('patient_connection', { patient_id: this.parties.patientId });
    return true;
  }

  /** The doctor rings the appointment's patient; a string says why the patient did not ring. */
  async ring(): Promise<Rung | string> {
    const { appointmentId } = this.parties;
    const patientMark = this.patient.mark();
    const doctorMark = this.doctor.mark();
    this.doctor.emit('call_start', { appointment_id: appointmentId });
    const call = await this.patient.nextWhere(
      'receive_call',
      (c) => c?.appointment_id === appointmentId,
      WAIT_MS,
      patientMark,
    );
    if (!call)
      return `call_start for appointment ${appointmentId} rang no receive_call within ${WAIT_MS} ms${this.doctorHeard(doctorMark)}`;
    const callId = String(call.call_id);
    return { callId, call, ringing: await this.status(callId, 'ringing', doctorMark), doctorMark };
  }

  /** The doctor's call_status of that call and status, received after the mark. */
  status(callId: string, status: string, after: number): Promise<Payload | undefined> {
    return this.doctor.nextWhere('call_status', (s) => s?.call_id === callId && s?.status === status, WAIT_MS, after);
  }

  /** What the doctor's socket heard since a mark (statuses, refusals), to explain a missing event. */
  doctorHeard(mark: number): string {
    return heard(this.doctor, mark, 'the doctor');
  }

  /** The same for the patient's answering socket. */
  patientHeard(mark: number): string {
    return heard(this.patient, mark, 'the patient');
  }

  close(): void {
    for (const socket of this.sockets.values()) socket.close();
  }

  private socket(role: Role): NotifySocket {
    let socket = this.sockets.get(role);
    if (!socket) {
      const client = role.startsWith('doctor') ? this.doctorClient : this.patientClient;
      socket = new NotifySocket(this.parties.baseUrl, this.ops.path, client.jar.header());
      this.sockets.set(role, socket);
    }
    return socket;
  }
}

function heard(socket: NotifySocket, mark: number, who: string): string {
  const events = socket.received
    .slice(mark)
    .filter((r) => r.event === 'notify_error' || r.event === 'call_status' || r.event === 'call_ended')
    .map((r) => `${r.event} ${JSON.stringify(r.payload).slice(0, 160)}`);
  return events.length ? `; ${who} got ${events.join(', ')}` : '';
}
