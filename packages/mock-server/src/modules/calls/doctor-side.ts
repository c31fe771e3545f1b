import { randomUUID } from 'node:crypto';
import type { CallMediaState, CallStatus } from '@ehp/api-types';
import { CallAttemptOutcome, CallStatusStatus } from '@ehp/api-types/schema';
import type { PeerSignal } from '../notify/doctor-peer.ts';
import type { CallCore } from './call-core.ts';
import type { Call, CallResult, DoctorCallInput } from './call-types.ts';
import { CALL_MESSAGES } from './doctor-rules.ts';
import { DOCTOR_END_MESSAGES } from './doctor-status.ts';
import { ACTIVE_STATES, isFinal, refusal } from './state.ts';

const CONNECTION_LOST = 'The connection to the doctor was lost. The call has ended.';
const GRACE_MS = 15_000;

/** The doctor dashboard's side of a call: it rings the patient, signals, and hangs up or drops. */
export class DoctorSide {
  constructor(private readonly core: CallCore) {}

  /**
   * The doctor dashboard's call_start, after the appointment rules passed: one live call per doctor
   * (refused) and per patient (busy); an unreachable patient is offline and nothing rings.
   */
  start(input: DoctorCallInput): CallResult {
    const { core } = this;
    const live = (c: Call) => !isFinal(c.state);
    // A doctor who reloaded mid-call starts again from a new socket: the old call, waiting for a
    // socket that is gone, ends now rather than after the reconnect grace.
    for (const stale of core
      .list()
      .filter(
        (c) =>
          live(c) &&
          c.doctor_pmdc === input.doctor_pmdc &&
          c.doctor_socket !== null &&
          c.doctor_socket !== input.doctor_socket &&
          !core.transport?.isConnected(c.doctor_socket),
      )) {
      if (stale.state === 'ringing') this.cancel(stale, 'doctor_connection_lost');
      else core.endByDoctor(stale, 'doctor_unavailable', CONNECTION_LOST);
    }
    // QA's simulated doctor borrows real names: only the doctor's own dashboard calls count.
    if (core.list().some((c) => live(c) && c.doctor_socket !== null && c.doctor_pmdc === input.doctor_pmdc))
      return { ok: false, message: CALL_MESSAGES.doctorBusy };
    const status = (call_id: string, value: CallStatusStatus, message: string): CallStatus => ({
      call_id,
      appointment_id: input.appointment_id,
      patient_id: input.patient_id,
      status: value,
      message,
    });
    // Nothing rings: the doctor is told why, and the appointment records a failed attempt.
    const unreachable = (why: 'offline' | 'busy'): CallResult => {
      core.options.onState?.({ state: why });
      core.options.onAttempt?.({ ...input, at: core.now(), outcome: CallAttemptOutcome.failed });
      core.transport?.toSocket(
        input.doctor_socket,
        'call_status',
        status(randomUUID(), CallStatusStatus[why], DOCTOR_END_MESSAGES[why]),
      );
      return { ok: true };
    };
    if (!core.transport?.isListening(input.patient_id)) return unreachable('offline');
    if (core.list().some((c) => live(c) && c.patient_id === input.patient_id)) return unreachable('busy');
    const { call } = core.start({ ...input, doctor_behaviour: 'normal' });
    core.toDoctor(call);
    return { ok: true };
  }

  /** A signal from the doctor's socket, for the patient's accepting socket only. */
  signal(callId: string, pmdc: string, socketId: string, signal: PeerSignal): CallResult {
    const call = this.own(callId, pmdc, socketId);
    if (!call) return { ok: false, message: CALL_MESSAGES.notInCall, foreign: true };
    if (call.state !== 'accepted' && call.state !== 'in_call') return { ok: false, message: refusal(call.state) };
    this.core.fromDoctor(call, signal);
    return { ok: true };
  }

  /** The doctor's microphone and camera, for the patient's accepting socket only. */
  mediaState(state: CallMediaState, pmdc: string, socketId: string): CallResult {
    const call = this.own(state.call_id, pmdc, socketId);
    if (!call) return { ok: false, message: CALL_MESSAGES.notInCall, foreign: true };
    if (!ACTIVE_STATES.includes(call.state) || !call.accepted_socket)
      return { ok: false, message: refusal(call.state) };
    this.core.transport?.toSocket(call.accepted_socket, 'call_media_state', { ...state });
    return { ok: true };
  }

  /** The doctor hangs up: while ringing that cancels the call; later it ends it for the patient. */
  hangup(callId: string, pmdc: string, socketId: string, reason = 'hangup'): CallResult {
    const call = this.own(callId, pmdc, socketId);
    if (!call) return { ok: false, message: CALL_MESSAGES.notInCall, foreign: true };
    if (call.state === 'ringing') {
      this.cancel(call, reason === 'connection_lost' ? 'doctor_connection_lost' : 'cancelled');
      return { ok: true };
    }
    if (isFinal(call.state)) return { ok: false, message: refusal(call.state) };
    if (reason === 'hangup') this.core.endByDoctor(call, 'doctor_hangup');
    else this.core.endByDoctor(call, 'doctor_unavailable', CONNECTION_LOST);
    return { ok: true };
  }

  /** The doctor's socket went away: a ringing call is cancelled, a live one waits the grace time for it. */
  socketGone(socketId: string): void {
    const { core } = this;
    for (const call of core.list()) {
      if (call.doctor_socket === socketId && call.state === 'ringing') this.cancel(call, 'doctor_connection_lost');
      else if (call.doctor_socket === socketId && !isFinal(call.state))
        core.setTimer(call.call_id, core.options.reconnectGraceMs ?? GRACE_MS, () => {
          if (!core.transport?.isConnected(socketId)) core.endByDoctor(call, 'doctor_unavailable', CONNECTION_LOST);
        });
    }
  }

  /** The call, when this doctor calls from this socket; another doctor's looks like an unknown one. */
  private own(callId: string, pmdc: string, socketId: string): Call | null {
    const call = this.core.get(callId);
    return call && call.doctor_pmdc === pmdc && call.doctor_socket === socketId ? call : null;
  }

  private cancel(call: Call, reason: 'cancelled' | 'doctor_connection_lost'): void {
    const { core } = this;
    if (!core.move(call, { type: 'cancel' }, reason)) return;
    core.clearTimer(call.call_id);
    const message = reason === 'cancelled' ? undefined : CONNECTION_LOST;
    core.transport?.toPatient(call.patient_id, 'call_ended', core.ended(call, 'cancelled', message));
  }
}
