import type { CallDecline, CallHangup, CallRef, CallSignal, PatientConnection } from '@ehp/api-types';
import type { AppContext } from '../../context.ts';
import type { CallRegistry, CallResult } from '../calls/registry.ts';
import { receiveCallPayload } from '../calls/payloads.ts';
import { EVENT_SCHEMAS, type ClientEvent, type PayloadValidators } from './payloads.ts';
import { patientRoom } from './rooms.ts';
import type { NotifySocket } from './socket-server.ts';

/** A socket sending more than this many events in 10 seconds is disconnected. */
export const EVENTS_PER_WINDOW = 200;
const WINDOW_MS = 10_000;

interface Deps {
  ctx: AppContext;
  calls: CallRegistry;
  validators: PayloadValidators;
}

const isClientEvent = (event: string): event is ClientEvent => Object.hasOwn(EVENT_SCHEMAS, event);

function refuse(socket: NotifySocket, deps: Deps, event: string, message: string): void {
  deps.ctx.stats.count('socket_events_refused');
  socket.emit('notify_error', { event, message });
}

function flooding(socket: NotifySocket): boolean {
  const now = Date.now();
  const window = socket.data.events;
  if (now - window.windowStart > WINDOW_MS) {
    window.windowStart = now;
    window.count = 0;
  }
  return ++window.count > EVENTS_PER_WINDOW;
}

/** Validates and routes one client event; malformed ones are counted and dropped, nothing throws. */
export function handleClientEvent(socket: NotifySocket, event: string, args: unknown[], deps: Deps): void {
  try {
    if (flooding(socket)) {
      deps.ctx.stats.count('socket_flood_disconnects');
      socket.disconnect(true);
      return;
    }
    const payload = args[0];
    if (!isClientEvent(event) || !deps.validators[event](payload)) {
      deps.ctx.stats.malformedEvent(String(event));
      return;
    }
    deps.ctx.stats.count(`socket_event_${event}`);
    const patientId = socket.data.patientId;
    if (!patientId) return refuse(socket, deps, event, 'Sign in as a patient to receive calls.');

    if (event === 'patient_connection') {
      if ((payload as PatientConnection).patient_id !== patientId) {
        return refuse(socket, deps, event, 'You can only listen for your own calls.');
      }
      void socket.join(patientRoom(patientId));
      // A call that rang during a brief reconnect is still ringing: deliver it now.
      for (const call of deps.calls.ringingFor(patientId)) socket.emit('receive_call', receiveCallPayload(call));
      return;
    }

    let result: CallResult;
    if (event === 'call_accept') result = deps.calls.accept((payload as CallRef).call_id, patientId, socket.id);
    else if (event === 'call_decline') {
      const p = payload as CallDecline;
      result = deps.calls.decline(p.call_id, patientId, socket.id, p.reason);
    } else if (event === 'call_signal') {
      const p = payload as CallSignal;
      result = deps.calls.signalFromPatient(p.call_id, patientId, socket.id, p.signal);
    } else {
      const p = payload as CallHangup;
      result = deps.calls.hangup(p.call_id, patientId, p.reason ?? 'hangup');
    }
    if (!result.ok) refuse(socket, deps, event, result.message);
  } catch (error) {
    deps.ctx.logger.error('socket event failed', {
      event: String(event).slice(0, 60),
      error: (error as Error).message,
    });
  }
}
