import { randomUUID } from 'node:crypto';
import { errorMessage, type CallEnded, type CallMediaState, type CallStatus, type ReceiveCall } from '@ehp/api-types';
import { attemptOutcome, type AttemptInput } from './attempts.ts';
import { CallAttemptOutcome, CallStatusStatus, NotifyErrorCode } from '@ehp/api-types/schema';
import { CALL_MESSAGES } from './doctor-rules.ts';
import { DOCTOR_END_MESSAGES, doctorStatusOf } from './doctor-status.ts';
import { ANSWERED_ELSEWHERE, END_MESSAGES, receiveCallPayload } from './payloads.ts';
import type { Logger } from '../../logger.ts';
import {
  END_REASON,
  type CreateDoctorPeer,
  type DoctorBehaviour,
  type DoctorPeer,
  type EndReason,
  type PeerSignal,
  type RingingCallForPeer,
} from '../notify/doctor-peer.ts';
import { ACTIVE_STATES, isFinal, nextState, refusal, type CallEvent, type CallState } from './state.ts';

/** How the registry reaches sockets; the /notify server implements it. */
export interface CallTransport {
  /** receive_call to every socket of the patient; returns how many it reached. */
  ring(patientId: string, payload: ReceiveCall): number;
  toSocket(
    socketId: string,
    event: 'call_signal' | 'call_ended' | 'receive_call' | 'call_status' | 'call_media_state',
    payload: unknown,
  ): void;
  toPatient(patientId: string, event: 'call_ended', payload: CallEnded, exceptSocketId?: string): void;
  isConnected(socketId: string): boolean;
  /** Whether any socket of the patient listens (after patient_connection). */
  isListening(patientId: string): boolean;
}

export interface Call extends RingingCallForPeer {
  started_at: string;
  state: CallState;
  end_reason: string | null;
  accepted_socket: string | null;
  /** The calling doctor's socket for a call from the doctor dashboard; null for QA's simulated doctor. */
  doctor_socket: string | null;
  history: Array<{ state: CallState; at: string; reason?: string }>;
}

export interface StartCall {
  patient_id: string;
  doctor_name?: string;
  doctor_pmdc?: string;
  appointment_id?: number;
  doctor_behaviour?: DoctorBehaviour;
  hangup_after_seconds?: number;
  doctor_socket?: string;
}

/**
 * `foreign`: the sender is not in that call (refused signalling is counted apart). `code`: the
 * machine-readable reason notify_error carries (asyncapi.yaml), when the portal acts on it.
 */
export type CallResult = { ok: true } | { ok: false; message: string; foreign?: boolean; code?: NotifyErrorCode };

/** Another socket of the patient answered this call: only that one may act on it now. */
const answeredElsewhere = (foreign = false): CallResult => ({
  ok: false,
  message: ANSWERED_ELSEWHERE,
  code: NotifyErrorCode.taken_elsewhere,
  ...(foreign ? { foreign } : {}),
});

export interface DoctorCallInput {
  patient_id: string;
  appointment_id: number;
  doctor_name: string;
  doctor_pmdc: string;
  doctor_socket: string;
}

export interface CallRegistryOptions {
  ringTimeoutMs: number;
  createDoctorPeer: CreateDoctorPeer;
  logger: Logger;
  onState?: (call: { state: string }) => void;
  /** How long an accepted call waits for its socket to come back after a disconnect. */
  reconnectGraceMs?: number;
  /** The mock's clock (QA moves it): when a call attempt happened. */
  now?: () => number;
  /** How each ringing ended (or could not ring), for the appointment's call attempts. */
  onAttempt?: (attempt: AttemptInput) => void;
}

/** Calls in memory: the ringing registry, the state machine, and the doctor peers of live calls. */
export class CallRegistry {
  private readonly calls = new Map<string, Call>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly peers = new Map<string, DoctorPeer>();
  /** When each call rang, by the mock's clock (for its attempt record). */
  private readonly rangAt = new Map<string, number>();
  private transport: CallTransport | null = null;
  private nextAppointment = 5001;

  constructor(private readonly options: CallRegistryOptions) {}

  attach(transport: CallTransport): void {
    this.transport = transport;
  }

  get(callId: string): Call | undefined {
    return this.calls.get(callId);
  }

  list(): Call[] {
    return [...this.calls.values()];
  }

  ringingFor(patientId: string): Call[] {
    return this.list().filter((c) => c.patient_id === patientId && c.state === 'ringing');
  }

  /** The patient's live calls answered on a socket other than this one (a tab re-announcing itself). */
  answeredElsewhere(patientId: string, socketId: string): CallEnded[] {
    return this.list()
      .filter((c) => c.patient_id === patientId && ACTIVE_STATES.includes(c.state) && c.accepted_socket !== socketId)
      .map((c) => this.ended(c, 'taken_elsewhere'));
  }

  start(input: StartCall): { call: Call; delivered_to: number } {
    this.prune();
    const call: Call = {
      call_id: randomUUID(),
      patient_id: input.patient_id,
      appointment_id: input.appointment_id ?? this.nextAppointment++,
      doctor_name: input.doctor_name ?? 'Dr. Imran Qureshi',
      doctor_pmdc: input.doctor_pmdc ?? '12345-P',
      doctor_behaviour: input.doctor_behaviour ?? 'normal',
      ...(input.hangup_after_seconds !== undefined ? { hangup_after_seconds: input.hangup_after_seconds } : {}),
      started_at: new Date().toISOString(),
      state: 'ringing',
      end_reason: null,
      accepted_socket: null,
      doctor_socket: input.doctor_socket ?? null,
      history: [],
    };
    call.history.push({ state: 'ringing', at: call.started_at });
    this.calls.set(call.call_id, call);
    this.rangAt.set(call.call_id, this.now());
    this.setTimer(call.call_id, this.options.ringTimeoutMs, () => {
      if (this.move(call, { type: 'ring_timeout' }, 'timeout')) {
        this.transport?.toPatient(call.patient_id, 'call_ended', this.ended(call, 'timeout'));
      }
    });
    const delivered_to = this.transport?.ring(call.patient_id, receiveCallPayload(call)) ?? 0;
    return { call, delivered_to };
  }

  /**
   * The doctor dashboard's call_start, after the appointment rules passed: one live call per doctor
   * (refused) and per patient (busy); an unreachable patient is offline and nothing rings.
   */
  startFromDoctor(input: DoctorCallInput): CallResult {
    const live = (c: Call) => !isFinal(c.state);
    // A doctor who reloaded mid-call starts again from a new socket: the old call, waiting for a
    // socket that is gone, ends now rather than after the reconnect grace.
    for (const stale of this.list().filter(
      (c) =>
        live(c) &&
        c.doctor_pmdc === input.doctor_pmdc &&
        c.doctor_socket !== null &&
        c.doctor_socket !== input.doctor_socket &&
        !this.transport?.isConnected(c.doctor_socket),
    )) {
      if (stale.state === 'ringing') this.cancel(stale, 'doctor_connection_lost');
      else this.endByDoctor(stale, 'doctor_unavailable', 'The connection to the doctor was lost. The call has ended.');
    }
    // QA's simulated doctor borrows real names: only the doctor's own dashboard calls count.
    if (this.list().some((c) => live(c) && c.doctor_socket !== null && c.doctor_pmdc === input.doctor_pmdc))
      return { ok: false, message: CALL_MESSAGES.doctorBusy };
    const status = (call_id: string, value: CallStatusStatus, message: string): CallStatus => ({
      call_id,
      appointment_id: input.appointment_id,
      patient_id: input.patient_id,
      status: value,
      message,
    });
    const failed = () => this.options.onAttempt?.({ ...input, at: this.now(), outcome: CallAttemptOutcome.failed });
    if (!this.transport?.isListening(input.patient_id)) {
      this.options.onState?.({ state: 'offline' });
      failed();
      this.transport?.toSocket(
        input.doctor_socket,
        'call_status',
        status(randomUUID(), CallStatusStatus.offline, DOCTOR_END_MESSAGES.offline),
      );
      return { ok: true };
    }
    if (this.list().some((c) => live(c) && c.patient_id === input.patient_id)) {
      this.options.onState?.({ state: 'busy' });
      failed();
      this.transport?.toSocket(
        input.doctor_socket,
        'call_status',
        status(randomUUID(), CallStatusStatus.busy, DOCTOR_END_MESSAGES.busy),
      );
      return { ok: true };
    }
    const { call } = this.start({ ...input, doctor_behaviour: 'normal' });
    this.toDoctor(call);
    return { ok: true };
  }

  /** A signal from the doctor's socket, for the patient's accepting socket only. */
  signalFromDoctor(callId: string, pmdc: string, socketId: string, signal: PeerSignal): CallResult {
    const call = this.calls.get(callId);
    if (!call || call.doctor_pmdc !== pmdc || call.doctor_socket !== socketId)
      return { ok: false, message: CALL_MESSAGES.notInCall, foreign: true };
    if (call.state !== 'accepted' && call.state !== 'in_call') return { ok: false, message: refusal(call.state) };
    this.fromDoctor(call, signal);
    return { ok: true };
  }

  /** The patient's microphone and camera, for the doctor's socket of the same accepted call. */
  mediaStateFromPatient(state: CallMediaState, patientId: string, socketId: string): CallResult {
    const call = this.own(state.call_id, patientId);
    if ('message' in call) return { ok: false, message: CALL_MESSAGES.notInCall, foreign: true };
    if (!ACTIVE_STATES.includes(call.state)) return { ok: false, message: refusal(call.state) };
    if (call.accepted_socket !== socketId) return answeredElsewhere(true);
    if (call.doctor_socket) this.transport?.toSocket(call.doctor_socket, 'call_media_state', { ...state });
    return { ok: true };
  }

  /** The doctor's microphone and camera, for the patient's accepting socket only. */
  mediaStateFromDoctor(state: CallMediaState, pmdc: string, socketId: string): CallResult {
    const call = this.calls.get(state.call_id);
    if (!call || call.doctor_pmdc !== pmdc || call.doctor_socket !== socketId)
      return { ok: false, message: CALL_MESSAGES.notInCall, foreign: true };
    if (!ACTIVE_STATES.includes(call.state) || !call.accepted_socket)
      return { ok: false, message: refusal(call.state) };
    this.transport?.toSocket(call.accepted_socket, 'call_media_state', { ...state });
    return { ok: true };
  }

  /** The doctor hangs up: while ringing that cancels the call; later it ends it for the patient. */
  hangupFromDoctor(callId: string, pmdc: string, socketId: string, reason = 'hangup'): CallResult {
    const call = this.calls.get(callId);
    if (!call || call.doctor_pmdc !== pmdc || call.doctor_socket !== socketId)
      return { ok: false, message: CALL_MESSAGES.notInCall, foreign: true };
    if (call.state === 'ringing') {
      this.cancel(call, reason === 'connection_lost' ? 'doctor_connection_lost' : 'cancelled');
      return { ok: true };
    }
    if (isFinal(call.state)) return { ok: false, message: refusal(call.state) };
    if (reason === 'hangup') this.endByDoctor(call, 'doctor_hangup');
    else this.endByDoctor(call, 'doctor_unavailable', 'The connection to the doctor was lost. The call has ended.');
    return { ok: true };
  }

  accept(callId: string, patientId: string, socketId: string): CallResult {
    const call = this.own(callId, patientId);
    if ('message' in call) return call;
    if (this.heldElsewhere(call, socketId)) return answeredElsewhere();
    if (!this.move(call, { type: 'accept' })) return { ok: false, message: refusal(call.state) };
    call.accepted_socket = socketId;
    this.clearTimer(callId);
    this.transport?.toPatient(patientId, 'call_ended', this.ended(call, 'taken_elsewhere'), socketId);
    let peer: DoctorPeer;
    try {
      const create = call.doctor_socket ? this.relayPeer(call.doctor_socket) : this.options.createDoctorPeer;
      peer = create(call, {
        sendSignal: (signal) => this.fromDoctor(call, signal),
        end: (reason, message) => this.endByDoctor(call, reason, message),
      });
    } catch (error) {
      this.options.logger.error('doctor peer failed to start', { call_id: callId, error: errorMessage(error) });
      this.endByDoctor(call, 'doctor_unavailable');
      return { ok: true };
    }
    if (isFinal(call.state)) peer.stop();
    else this.peers.set(callId, peer);
    return { ok: true };
  }

  decline(callId: string, patientId: string, socketId: string, reason: 'declined' | 'missed' | 'busy'): CallResult {
    const call = this.own(callId, patientId);
    if ('message' in call) return call;
    if (this.heldElsewhere(call, socketId)) return answeredElsewhere();
    if (!this.move(call, { type: 'decline', reason }, reason)) return { ok: false, message: refusal(call.state) };
    this.clearTimer(callId);
    this.transport?.toPatient(patientId, 'call_ended', this.ended(call, 'taken_elsewhere'), socketId);
    return { ok: true };
  }

  signalFromPatient(callId: string, patientId: string, socketId: string, signal: PeerSignal): CallResult {
    const call = this.own(callId, patientId);
    if ('message' in call) return { ok: false, message: CALL_MESSAGES.notInCall, foreign: true };
    if (call.state !== 'accepted' && call.state !== 'in_call') return { ok: false, message: refusal(call.state) };
    if (call.accepted_socket !== socketId) return answeredElsewhere(true);
    this.peers.get(callId)?.signal(signal);
    return { ok: true };
  }

  /** The patient hangs up: only from the socket that accepted (another tab of theirs cannot end it). */
  hangup(callId: string, patientId: string, socketId: string, reason = 'hangup'): CallResult {
    const call = this.own(callId, patientId);
    if ('message' in call) return call;
    if (this.heldElsewhere(call, socketId)) return answeredElsewhere();
    if (!this.move(call, { type: 'end' }, `patient_${reason}`)) return { ok: false, message: refusal(call.state) };
    this.release(callId);
    return { ok: true };
  }

  /** A socket went away: a live call it answered ends unless the socket is back within the grace time. */
  socketGone(socketId: string): void {
    for (const call of this.calls.values()) {
      if (call.doctor_socket === socketId && call.state === 'ringing') this.cancel(call, 'doctor_connection_lost');
      else if (call.doctor_socket === socketId && !isFinal(call.state))
        this.setTimer(call.call_id, this.options.reconnectGraceMs ?? 15_000, () => {
          if (!this.transport?.isConnected(socketId))
            this.endByDoctor(call, 'doctor_unavailable', 'The connection to the doctor was lost. The call has ended.');
        });
    }
    for (const call of this.calls.values()) {
      if (call.accepted_socket !== socketId || isFinal(call.state)) continue;
      this.setTimer(call.call_id, this.options.reconnectGraceMs ?? 15_000, () => {
        if (!this.transport?.isConnected(socketId) && this.move(call, { type: 'end' }, 'connection_lost'))
          this.release(call.call_id);
      });
    }
  }

  /** Stops every peer and timer (server close, QA reset). */
  clear(): void {
    for (const id of [...this.peers.keys()]) this.release(id);
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    this.calls.clear();
    this.rangAt.clear();
  }

  /** Keeps finished calls for an hour (for GET /__qa/calls/:id), and at most 1000 calls. */
  private prune(): void {
    const cutoff = Date.now() - 60 * 60 * 1000;
    for (const call of this.calls.values()) {
      if (isFinal(call.state) && Date.parse(call.history[call.history.length - 1].at) < cutoff)
        this.calls.delete(call.call_id);
    }
    for (const call of this.calls.values()) {
      if (this.calls.size < 1000) break;
      if (isFinal(call.state)) this.calls.delete(call.call_id);
    }
  }

  /** The doctor-dashboard side of an accepted call: the patient's signals go to the doctor's socket. */
  private relayPeer(doctorSocket: string): CreateDoctorPeer {
    return (call) => ({
      signal: (signal) => this.transport?.toSocket(doctorSocket, 'call_signal', { call_id: call.call_id, signal }),
      stop() {},
    });
  }

  private cancel(call: Call, reason: 'cancelled' | 'doctor_connection_lost'): void {
    if (!this.move(call, { type: 'cancel' }, reason)) return;
    this.clearTimer(call.call_id);
    const message = reason === 'cancelled' ? undefined : 'The connection to the doctor was lost. The call has ended.';
    this.transport?.toPatient(call.patient_id, 'call_ended', this.ended(call, 'cancelled', message));
  }

  /** call_status to the calling doctor on every step the doctor needs to see. */
  private toDoctor(call: Call): void {
    if (!call.doctor_socket) return;
    const status = doctorStatusOf(call.state, call.end_reason);
    if (!status) return;
    const payload: CallStatus = {
      call_id: call.call_id,
      appointment_id: call.appointment_id,
      patient_id: call.patient_id,
      status: status.status,
      ...(status.message ? { message: status.message } : {}),
    };
    this.transport?.toSocket(call.doctor_socket, 'call_status', payload);
  }

  /** The call is live on another socket of the patient (issue 21, F15: a second tab cannot end it). */
  private heldElsewhere(call: Call, socketId: string): boolean {
    return ACTIVE_STATES.includes(call.state) && call.accepted_socket !== socketId;
  }

  private own(callId: string, patientId: string): Call | { ok: false; message: string; foreign: true } {
    const call = this.calls.get(callId);
    // Another patient's call looks exactly like an unknown one.
    if (!call || call.patient_id !== patientId) return { ok: false, message: 'No such call', foreign: true };
    return call;
  }

  private fromDoctor(call: Call, signal: PeerSignal): void {
    if (!call.accepted_socket || isFinal(call.state)) return;
    this.move(call, { type: 'doctor_signal' });
    this.transport?.toSocket(call.accepted_socket, 'call_signal', { call_id: call.call_id, signal });
  }

  private endByDoctor(call: Call, reason: EndReason, message?: string): void {
    if (!this.move(call, { type: 'end' }, reason)) return;
    if (call.accepted_socket)
      this.transport?.toSocket(call.accepted_socket, 'call_ended', this.ended(call, reason, message));
    this.release(call.call_id);
  }

  private ended(call: Call, reason: EndReason, message?: string): CallEnded {
    return { call_id: call.call_id, reason: END_REASON[reason], message: message ?? END_MESSAGES[reason] };
  }

  private move(call: Call, event: CallEvent, reason?: string): boolean {
    const next = nextState(call.state, event);
    if (!next) return false;
    if (next !== call.state) {
      const outcome = attemptOutcome(call.state, next);
      call.state = next;
      if (outcome) this.attempted(call, outcome);
      if (reason) call.end_reason = reason;
      call.history.push({ state: next, at: new Date().toISOString(), ...(reason ? { reason } : {}) });
      this.options.onState?.(call);
      this.toDoctor(call);
    }
    return true;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private attempted(call: Call, outcome: AttemptInput['outcome']): void {
    const at = this.rangAt.get(call.call_id) ?? this.now();
    this.rangAt.delete(call.call_id);
    this.options.onAttempt?.({
      appointment_id: call.appointment_id,
      patient_id: call.patient_id,
      doctor_pmdc: call.doctor_pmdc,
      doctor_name: call.doctor_name,
      at,
      outcome,
    });
  }

  private release(callId: string): void {
    this.clearTimer(callId);
    const peer = this.peers.get(callId);
    this.peers.delete(callId);
    try {
      peer?.stop();
    } catch (error) {
      this.options.logger.error('doctor peer failed to stop', { call_id: callId, error: errorMessage(error) });
    }
  }

  private setTimer(callId: string, ms: number, fn: () => void): void {
    this.clearTimer(callId);
    const timer = setTimeout(() => {
      this.timers.delete(callId);
      fn();
    }, ms);
    timer.unref();
    this.timers.set(callId, timer);
  }

  private clearTimer(callId: string): void {
    clearTimeout(this.timers.get(callId));
    this.timers.delete(callId);
  }
}
