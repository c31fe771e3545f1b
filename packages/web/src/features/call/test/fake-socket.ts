import type { CallSocket } from '../lib/use-video-call';

type Handler = (payload: unknown) => void;

/** A stand-in for the /notify socket: records what the portal emits and lets a test play the server. */
export function createFakeSocket() {
  const handlers = new Map<string, Set<Handler>>();
  const emitted: Array<[event: string, payload: unknown]> = [];
  const fake = {
    on(event: string, handler: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
      return fake;
    },
    off(event: string, handler: Handler) {
      handlers.get(event)?.delete(handler);
      return fake;
    },
    emit(event: string, payload: unknown) {
      emitted.push([event, payload]);
      return fake;
    },
  };
  return {
    socket: fake as unknown as CallSocket,
    emitted,
    /** Payloads the portal sent for one event. */
    sent: (event: string) => emitted.filter(([name]) => name === event).map(([, payload]) => payload),
    /** The server sends an event to the portal. */
    serverSends(event: string, payload: unknown) {
      for (const handler of [...(handlers.get(event) ?? [])]) handler(payload);
    },
    listenerCount: (event: string) => handlers.get(event)?.size ?? 0,
  };
}

export function ringingCall(id = 'c0a8012e-7b1d-4f4e-9a51-2f0d5d3b6a11', doctor = 'Dr. Imran Qureshi') {
  return {
    call_id: id,
    appointment_id: 5012,
    doctor_name: doctor,
    doctor_pmdc: '12345-P',
    started_at: '2026-11-22T10:15:00.000Z',
  };
}
