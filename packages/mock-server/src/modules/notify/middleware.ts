import type { NotifyError } from '@ehp/api-types';
import { NotifyErrorCode } from '@ehp/api-types/schema';
import type { AppContext } from '../../context.ts';
import { CALL_MESSAGES } from '../calls/doctor-rules.ts';
import { EVENT_SCHEMAS, isClientEvent, type PayloadValidators } from './payloads.ts';
import type { NotifySocket } from './socket-types.ts';

// socket.use middleware: every client packet passes these, in order, before a handler sees it.
// A middleware that does not call next() drops the packet; none of them throws into socket.io.

/** A socket sending more than this many events in 10 seconds is disconnected. */
export const EVENTS_PER_WINDOW = 200;
const WINDOW_MS = 10_000;

export interface MiddlewareDeps {
  ctx: AppContext;
  validators: PayloadValidators;
}

type Packet = [event: string, ...args: unknown[]];
type PacketMiddleware = (packet: Packet, next: () => void) => void;

export function refuse(
  socket: NotifySocket,
  ctx: AppContext,
  event: string,
  message: string,
  why?: Pick<NotifyError, 'code' | 'call_id'>,
): void {
  ctx.stats.count('socket_events_refused');
  const payload: NotifyError = { event, message };
  if (why?.code) payload.code = why.code;
  if (why?.call_id) payload.call_id = why.call_id;
  socket.emit('notify_error', payload);
}

/** Counts every packet, malformed ones too, so garbage cannot flood the server either. */
export const floodControl =
  (socket: NotifySocket, { ctx }: MiddlewareDeps): PacketMiddleware =>
  (_packet, next) => {
    const now = Date.now();
    const window = socket.data.events;
    if (now - window.windowStart > WINDOW_MS) {
      window.windowStart = now;
      window.count = 0;
    }
    if (++window.count <= EVENTS_PER_WINDOW) return next();
    ctx.stats.count('socket_flood_disconnects');
    socket.disconnect(true);
  };

/**
 * Only the contract's events, each with a payload its schema accepts (types are not validation). A
 * contract event with a bad payload is told so (notify_error); unknown events are only counted.
 */
export const validPayloads =
  (socket: NotifySocket, { ctx, validators }: MiddlewareDeps): PacketMiddleware =>
  ([event, payload], next) => {
    let valid = false;
    try {
      valid = isClientEvent(event) && validators[event](payload);
    } catch (error) {
      ctx.logger.error('socket payload check failed', { event: String(event).slice(0, 60), error: String(error) });
    }
    if (!valid) {
      // Made-up names share one bucket: counting each would let a flood grow memory without bound.
      ctx.stats.malformedEvent(isClientEvent(event) ? event : undefined);
      if (isClientEvent(event))
        socket.emit('notify_error', {
          event,
          message: `Malformed ${event}: the payload does not match ${EVENT_SCHEMAS[event]} (asyncapi.yaml).`,
        });
      return;
    }
    ctx.stats.count(`socket_event_${event}`);
    next();
  };

const DOCTOR_EVENTS: readonly string[] = ['doctor_connection', 'call_start'];
const SHARED_EVENTS: readonly string[] = ['call_signal', 'call_hangup', 'call_media_state'];

/** Why this socket's user may not send this event (patients answer calls, doctors make them), or null. */
export function roleProblem(event: string, data: Pick<NotifySocket['data'], 'patientId' | 'doctor'>): string | null {
  if (DOCTOR_EVENTS.includes(event)) {
    if (data.doctor) return null;
    return data.patientId ? CALL_MESSAGES.patientsCannotCall : CALL_MESSAGES.notDoctor;
  }
  if (data.patientId) return null;
  if (data.doctor && SHARED_EVENTS.includes(event)) return null;
  return data.doctor ? 'Only patients answer calls.' : 'Sign in as a patient to receive calls.';
}

/**
 * Calls are for signed-in patients and doctors, each with their own events; anyone else is told why.
 * A socket whose handshake named no signed-in session is told so in a form the portal acts on
 * (session_expired: it believes it is signed in, or it would not have connected).
 */
export const signedInCaller =
  (socket: NotifySocket, { ctx }: MiddlewareDeps): PacketMiddleware =>
  ([event], next) => {
    const problem = roleProblem(event, socket.data);
    if (!problem) return next();
    refuse(socket, ctx, event, problem, socket.data.signedIn ? undefined : { code: NotifyErrorCode.session_expired });
  };
