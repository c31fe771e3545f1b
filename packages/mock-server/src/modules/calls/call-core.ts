import { randomUUID } from 'node:crypto';
import { errorMessage, type CallEnded, type CallStatus } from '@ehp/api-types';
import {
  END_REASON,
  type CreateDoctorPeer,
  type DoctorPeer,
  type EndReason,
  type PeerSignal,
} from '../notify/doctor-peer.ts';
import { attemptOutcome, type AttemptInput } from './attempts.ts';
import type { Call, CallRegistryOptions, CallTransport, StartCall } from './call-types.ts';
import { doctorStatusOf } from './doctor-status.ts';
import { END_MESSAGES, receiveCallPayload } from './payloads.ts';
import { isFinal, nextState, type CallEvent } from './state.ts';

/**
 * What both sides of a call share: the calls in memory, their timers and doctor peers, the state
 * machine and the messages every step sends. The doctor's side (doctor-side.ts) and the patient's
 * (patient-side.ts) act on a call only through these.
 */
export class CallCore {
  private readonly calls = new Map<string, Call>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  readonly peers = new Map<string, DoctorPeer>();
  /**
   * When each call about a named appointment rang, by the mock's clock (for its attempt record). A QA
   * call without any appointment gets a made-up id, which must not leave a record on a real one.
   */
  private readonly rangAt = new Map<string, number>();
  transport: CallTransport | null = null;
  private nextAppointment = 5001;

  constructor(readonly options: CallRegistryOptions) {}

  attach(transport: CallTransport): void {
    this.transport = transport;
  }

  get(callId: string): Call | undefined {
    return this.calls.get(callId);
  }

  list(): Call[] {
    return [...this.calls.values()];
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
    if (input.appointment_id !== undefined) this.rangAt.set(call.call_id, this.now());
    this.setTimer(call.call_id, this.options.ringTimeoutMs, () => {
      if (this.move(call, { type: 'ring_timeout' }, 'timeout')) {
        this.transport?.toPatient(call.patient_id, 'call_ended', this.ended(call, 'timeout'));
      }
    });
    const delivered_to = this.transport?.ring(call.patient_id, receiveCallPayload(call)) ?? 0;
    return { call, delivered_to };
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

  /**
   * The doctor's side of an accepted call: from the doctor dashboard, the patient's signals go to the
   * doctor's socket; for QA's calls, the simulated doctor answers them.
   */
  peerFactoryFor(call: Call): CreateDoctorPeer {
    const doctorSocket = call.doctor_socket;
    if (!doctorSocket) return this.options.createDoctorPeer;
    return (relayed) => ({
      signal: (signal) => this.transport?.toSocket(doctorSocket, 'call_signal', { call_id: relayed.call_id, signal }),
      stop() {},
    });
  }

  /** call_status to the calling doctor on every step the doctor needs to see. */
  toDoctor(call: Call): void {
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

  fromDoctor(call: Call, signal: PeerSignal): void {
    if (!call.accepted_socket || isFinal(call.state)) return;
    this.move(call, { type: 'doctor_signal' });
    this.transport?.toSocket(call.accepted_socket, 'call_signal', { call_id: call.call_id, signal });
  }

  endByDoctor(call: Call, reason: EndReason, message?: string): void {
    if (!this.move(call, { type: 'end' }, reason)) return;
    if (call.accepted_socket)
      this.transport?.toSocket(call.accepted_socket, 'call_ended', this.ended(call, reason, message));
    this.release(call.call_id);
  }

  ended(call: Call, reason: EndReason, message?: string): CallEnded {
    return { call_id: call.call_id, reason: END_REASON[reason], message: message ?? END_MESSAGES[reason] };
  }

  move(call: Call, event: CallEvent, reason?: string): boolean {
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

  now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private attempted(call: Call, outcome: AttemptInput['outcome']): void {
    const at = this.rangAt.get(call.call_id);
    if (at === undefined) return;
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

  release(callId: string): void {
    this.clearTimer(callId);
    const peer = this.peers.get(callId);
    this.peers.delete(callId);
    try {
      peer?.stop();
    } catch (error) {
      this.options.logger.error('doctor peer failed to stop', { call_id: callId, error: errorMessage(error) });
    }
  }

  setTimer(callId: string, ms: number, fn: () => void): void {
    this.clearTimer(callId);
    const timer = setTimeout(() => {
      this.timers.delete(callId);
      fn();
    }, ms);
    timer.unref();
    this.timers.set(callId, timer);
  }

  clearTimer(callId: string): void {
    clearTimeout(this.timers.get(callId));
    this.timers.delete(callId);
  }
}
