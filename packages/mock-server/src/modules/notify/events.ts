import type { ClientToServerEvents } from '@ehp/api-types';
import { receiveCallPayload } from '../calls/payloads.ts';
import type { CallResult } from '../calls/registry.ts';
import { doctorActions, type DoctorEventDeps } from './doctor-events.ts';
import { floodControl, refuse, signedInCaller, validPayloads, type MiddlewareDeps } from './middleware.ts';
import { CLIENT_EVENTS, type ClientEvent } from './payloads.ts';
import { patientRoom } from './rooms.ts';
import type { NotifySocket } from './socket-types.ts';

export interface EventDeps extends MiddlewareDeps, DoctorEventDeps {
  /** A patient started (or stopped) listening: their doctors' dashboards follow it. */
  presenceChanged(patientId: string): void;
}

/**
 * One handler per client event, typed by ClientToServerEvents. They run only after the socket.use
 * middleware has passed the packet (valid payload, the right role), so payloads need no casts.
 */
export function eventHandlers(socket: NotifySocket, deps: EventDeps): ClientToServerEvents {
  const { ctx, calls } = deps;
  const patientId = socket.data.patientId ?? '';
  const doctor = socket.data.doctor;
  const asDoctor = doctor ? doctorActions(socket, doctor, deps) : null;
  const run = (event: ClientEvent, action: () => CallResult, callId?: string) => {
    try {
      const result = action();
      if (result.ok) return;
      // Signalling for a call the sender is not in: refused, counted, relayed to nobody.
      if (result.foreign && event === 'call_signal') ctx.stats.count('call_signals_refused_foreign');
      refuse(socket, ctx, event, result.message, result.code ? { code: result.code, call_id: callId } : undefined);
    } catch (error) {
      ctx.logger.error('socket event failed', { event, error: error instanceof Error ? error.message : String(error) });
    }
  };
  return {
    // Still required although the session cookie already tells the server who the patient is:
    // SPEC sections 4 and 7 have the portal emit patient_connection with patient_id once it shows
    // the patient menu, and servers built to the contract rely on it. It marks the moment the
    // portal listens for calls (the socket joins the patient's room), and an id that is not the
    // session's own is refused rather than trusted.
    patient_connection: ({ patient_id }) =>
      run('patient_connection', () => {
        if (patient_id !== patientId) return { ok: false, message: 'You can only listen for your own calls.' };
        void socket.join(patientRoom(patientId));
        deps.presenceChanged(patientId);
        // A call that rang during a brief reconnect is still ringing: deliver it now. One answered
        // meanwhile on another tab is told as such, so this tab does not ring on for it.
        for (const call of calls.patient.ringingFor(patientId)) socket.emit('receive_call', receiveCallPayload(call));
        for (const ended of calls.patient.answeredElsewhere(patientId, socket.id)) socket.emit('call_ended', ended);
        return { ok: true };
      }),
    call_accept: ({ call_id }) =>
      run('call_accept', () => calls.patient.accept(call_id, patientId, socket.id), call_id),
    call_decline: ({ call_id, reason }) =>
      run('call_decline', () => calls.patient.decline(call_id, patientId, socket.id, reason), call_id),
    call_signal: ({ call_id, signal }) =>
      run(
        'call_signal',
        () =>
          doctor
            ? calls.doctor.signal(call_id, doctor.pmdc, socket.id, signal)
            : calls.patient.signal(call_id, patientId, socket.id, signal),
        call_id,
      ),
    call_hangup: ({ call_id, reason }) =>
      run(
        'call_hangup',
        () =>
          doctor
            ? calls.doctor.hangup(call_id, doctor.pmdc, socket.id, reason ?? 'hangup')
            : calls.patient.hangup(call_id, patientId, socket.id, reason ?? 'hangup'),
        call_id,
      ),
    call_media_state: (payload) =>
      run(
        'call_media_state',
        () =>
          doctor
            ? calls.doctor.mediaState(payload, doctor.pmdc, socket.id)
            : calls.patient.mediaState(payload, patientId, socket.id),
        payload.call_id,
      ),
    doctor_connection: (payload) =>
      run('doctor_connection', () => asDoctor?.connect(payload) ?? { ok: false, message: 'Sign in as a doctor.' }),
    call_start: (payload) =>
      run('call_start', () => asDoctor?.start(payload) ?? { ok: false, message: 'Sign in as a doctor.' }),
  };
}

/** Wires a connected socket: middleware first (flood, payload, role), then the handler map. */
export function attachClientEvents(socket: NotifySocket, deps: EventDeps): void {
  socket.use(floodControl(socket, deps));
  socket.use(validPayloads(socket, deps));
  socket.use(signedInCaller(socket, deps));
  // The session is read once per (re)connection, so a socket without a patient or doctor never gets handlers.
  if (!socket.data.patientId && !socket.data.doctor) return;
  const handlers = eventHandlers(socket, deps);
  for (const event of CLIENT_EVENTS) socket.on(event, handlers[event]);
}
