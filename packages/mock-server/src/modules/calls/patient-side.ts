import { errorMessage, type CallEnded, type CallMediaState } from '@ehp/api-types';
import { NotifyErrorCode } from '@ehp/api-types/schema';
import type { DoctorPeer, PeerSignal } from '../notify/doctor-peer.ts';
import type { CallCore } from './call-core.ts';
import type { Call, CallResult } from './call-types.ts';
import { CALL_MESSAGES } from './doctor-rules.ts';
import { ANSWERED_ELSEWHERE } from './payloads.ts';
import { ACTIVE_STATES, isFinal, refusal } from './state.ts';

/** Another socket of the patient answered this call: only that one may act on it now. */
const answeredElsewhere = (foreign = false): CallResult => ({
  ok: false,
  message: ANSWERED_ELSEWHERE,
  code: NotifyErrorCode.taken_elsewhere,
  ...(foreign ? { foreign } : {}),
});

type Foreign = { ok: false; message: string; foreign: true };

/** The patient's side of a call: any of their sockets may answer; the one that did owns the call. */
export class PatientSide {
  constructor(private readonly core: CallCore) {}

  ringingFor(patientId: string): Call[] {
    return this.core.list().filter((c) => c.patient_id === patientId && c.state === 'ringing');
  }

  /** The patient's live calls answered on a socket other than this one (a tab re-announcing itself). */
  answeredElsewhere(patientId: string, socketId: string): CallEnded[] {
    return this.core
      .list()
      .filter((c) => c.patient_id === patientId && ACTIVE_STATES.includes(c.state) && c.accepted_socket !== socketId)
      .map((c) => this.core.ended(c, 'taken_elsewhere'));
  }

  accept(callId: string, patientId: string, socketId: string): CallResult {
    const { core } = this;
    const call = this.own(callId, patientId);
    if ('message' in call) return call;
    if (this.heldElsewhere(call, socketId)) return answeredElsewhere();
    if (!core.move(call, { type: 'accept' })) return { ok: false, message: refusal(call.state) };
    call.accepted_socket = socketId;
    core.clearTimer(callId);
    core.transport?.toPatient(patientId, 'call_ended', core.ended(call, 'taken_elsewhere'), socketId);
    let peer: DoctorPeer;
    try {
      peer = core.peerFactoryFor(call)(call, {
        sendSignal: (signal) => core.fromDoctor(call, signal),
        end: (reason, message) => core.endByDoctor(call, reason, message),
      });
    } catch (error) {
      core.options.logger.error('doctor peer failed to start', { call_id: callId, error: errorMessage(error) });
      core.endByDoctor(call, 'doctor_unavailable');
      return { ok: true };
    }
    if (isFinal(call.state)) peer.stop();
    else core.peers.set(callId, peer);
    return { ok: true };
  }

  decline(callId: string, patientId: string, socketId: string, reason: 'declined' | 'missed' | 'busy'): CallResult {
    const { core } = this;
    const call = this.own(callId, patientId);
    if ('message' in call) return call;
    if (this.heldElsewhere(call, socketId)) return answeredElsewhere();
    if (!core.move(call, { type: 'decline', reason }, reason)) return { ok: false, message: refusal(call.state) };
    core.clearTimer(callId);
    core.transport?.toPatient(patientId, 'call_ended', core.ended(call, 'taken_elsewhere'), socketId);
    return { ok: true };
  }

  signal(callId: string, patientId: string, socketId: string, signal: PeerSignal): CallResult {
    const call = this.own(callId, patientId);
    if ('message' in call) return { ok: false, message: CALL_MESSAGES.notInCall, foreign: true };
    if (call.state !== 'accepted' && call.state !== 'in_call') return { ok: false, message: refusal(call.state) };
    if (call.accepted_socket !== socketId) return answeredElsewhere(true);
    this.core.peers.get(callId)?.signal(signal);
    return { ok: true };
  }

  /** The patient's microphone and camera, for the doctor's socket of the same accepted call. */
  mediaState(state: CallMediaState, patientId: string, socketId: string): CallResult {
    const call = this.own(state.call_id, patientId);
    if ('message' in call) return { ok: false, message: CALL_MESSAGES.notInCall, foreign: true };
    if (!ACTIVE_STATES.includes(call.state)) return { ok: false, message: refusal(call.state) };
    if (call.accepted_socket !== socketId) return answeredElsewhere(true);
    if (call.doctor_socket) this.core.transport?.toSocket(call.doctor_socket, 'call_media_state', { ...state });
    return { ok: true };
  }

  /** The patient hangs up: only from the socket that accepted (another tab of theirs cannot end it). */
  hangup(callId: string, patientId: string, socketId: string, reason = 'hangup'): CallResult {
    const call = this.own(callId, patientId);
    if ('message' in call) return call;
    if (this.heldElsewhere(call, socketId)) return answeredElsewhere();
    if (!this.core.move(call, { type: 'end' }, `patient_${reason}`)) return { ok: false, message: refusal(call.state) };
    this.core.release(callId);
    return { ok: true };
  }

  /** The patient's socket went away: a call it answered ends unless the socket is back within the grace time. */
  socketGone(socketId: string): void {
    const { core } = this;
    for (const call of core.list()) {
      if (call.accepted_socket !== socketId || isFinal(call.state)) continue;
      core.setTimer(call.call_id, core.options.reconnectGraceMs ?? 15_000, () => {
        if (!core.transport?.isConnected(socketId) && core.move(call, { type: 'end' }, 'connection_lost'))
          core.release(call.call_id);
      });
    }
  }

  /** The call is live on another socket of the patient (issue 21, F15: a second tab cannot end it). */
  private heldElsewhere(call: Call, socketId: string): boolean {
    return ACTIVE_STATES.includes(call.state) && call.accepted_socket !== socketId;
  }

  private own(callId: string, patientId: string): Call | Foreign {
    const call = this.core.get(callId);
    // Another patient's call looks exactly like an unknown one.
    if (!call || call.patient_id !== patientId) return { ok: false, message: 'No such call', foreign: true };
    return call;
  }
}
