import type { ClientToServerEvents } from '@ehp/api-types';
import { receiveCallPayload } from '../calls/payloads.ts';
import type { CallRegistry, CallResult } from '../calls/registry.ts';
import { floodControl, refuse, signedInPatient, validPayloads, type MiddlewareDeps } from './middleware.ts';
import { CLIENT_EVENTS, type ClientEvent } from './payloads.ts';
import { patientRoom } from './rooms.ts';
import type { NotifySocket } from './socket-types.ts';

export interface EventDeps extends MiddlewareDeps {
  calls: CallRegistry;
}

/**
 * One handler per client event, typed by ClientToServerEvents. They run only after the socket.use
 * middleware has passed the packet (valid payload, signed-in patient), so payloads need no casts.
 */
export function eventHandlers(socket: NotifySocket, patientId: string, deps: EventDeps): ClientToServerEvents {
  const { ctx, calls } = deps;
  const run = (event: ClientEvent, action: () => CallResult) => {
    try {
      const result = action();
      if (!result.ok) refuse(socket, ctx, event, result.message);
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
        // A call that rang during a brief reconnect is still ringing: deliver it now.
        for (const call of calls.ringingFor(patientId)) socket.emit('receive_call', receiveCallPayload(call));
        return { ok: true };
      }),
    call_accept: ({ call_id }) => run('call_accept', () => calls.accept(call_id, patientId, socket.id)),
    call_decline: ({ call_id, reason }) =>
      run('call_decline', () => calls.decline(call_id, patientId, socket.id, reason)),
    call_signal: ({ call_id, signal }) =>
      run('call_signal', () => calls.signalFromPatient(call_id, patientId, socket.id, signal)),
    call_hangup: ({ call_id, reason }) =>
      run('call_hangup', () => calls.hangup(call_id, patientId, reason ?? 'hangup')),
  };
}

/** Wires a connected socket: middleware first (flood, payload, patient), then the handler map. */
export function attachClientEvents(socket: NotifySocket, deps: EventDeps): void {
  socket.use(floodControl(socket, deps));
  socket.use(validPayloads(deps));
  socket.use(signedInPatient(socket, deps));
  // The session is read once per (re)connection, so a socket without a patient never gets handlers.
  const patientId = socket.data.patientId;
  if (!patientId) return;
  const handlers = eventHandlers(socket, patientId, deps);
  for (const event of CLIENT_EVENTS) socket.on(event, handlers[event]);
}
