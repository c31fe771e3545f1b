import type { CallStatus, NotifyError } from '@ehp/api-types';
import { CallStatusStatus as S } from '@ehp/api-types/schema';
import { pageTranslator } from '@/lib/i18n/translations';
import { callCatalogue } from '../i18n/en';

const L = pageTranslator(callCatalogue);

// The doctor's one call at a time, as the dashboard shows it. Pure: the hook feeds it socket events.

export type DoctorCallOutcome = 'declined' | 'missed' | 'busy' | 'offline' | 'ended' | 'refused';

export type DoctorCall =
  | { phase: 'idle' }
  /** call_start sent; waiting for the server's first call_status (or a refusal). */
  | { phase: 'calling'; appointmentId: number }
  | { phase: 'ringing'; appointmentId: number; callId: string }
  | { phase: 'connected'; appointmentId: number; callId: string }
  | { phase: 'over'; appointmentId: number; outcome: DoctorCallOutcome; message: string };

export const NO_CALL: DoctorCall = { phase: 'idle' };

// The dashboard's words for a call, read in the page's language when shown.
export const doctorCallWords = {
  get call() {
    return L('dial.start');
  },
  get callAgain() {
    return L('dial.again');
  },
  get cancel() {
    return L('dial.cancel');
  },
  get calling() {
    return L('dial.calling');
  },
  get ringing() {
    return L('dial.ringing');
  },
  get connected() {
    return L('dial.connected');
  },
  outcome: {
    get declined() {
      return L('outcome.declined');
    },
    get missed() {
      return L('outcome.missed');
    },
    get busy() {
      return L('outcome.busy');
    },
    get offline() {
      return L('outcome.offline');
    },
    get ended() {
      return L('outcome.ended');
    },
    get refused() {
      return L('outcome.refused');
    },
  } satisfies Record<DoctorCallOutcome, string>,
  get missedMessage() {
    return L('dial.noAnswer');
  },
  get onlyPaid() {
    return L('dial.unpaid');
  },
  get patientOnline() {
    return L('patient.online');
  },
  get patientOffline() {
    return L('patient.offline');
  },
} as const;

export const activeAppointment = (call: DoctorCall): number | null =>
  call.phase === 'idle' ? null : call.appointmentId;

export const isLive = (call: DoctorCall) =>
  call.phase === 'calling' || call.phase === 'ringing' || call.phase === 'connected';

const callIdOf = (call: DoctorCall): string | null =>
  call.phase === 'ringing' || call.phase === 'connected' ? call.callId : null;

/** The next state on a call_status for the call being made (others are ignored). */
export function onCallStatus(call: DoctorCall, status: CallStatus): DoctorCall {
  if (call.phase === 'idle' || call.phase === 'over') return call;
  if (call.appointmentId !== status.appointment_id) return call;
  const known = callIdOf(call);
  if (known !== null && known !== status.call_id) return call;
  const { appointmentId } = call;
  switch (status.status) {
    case S.ringing:
      return call.phase === 'calling' ? { phase: 'ringing', appointmentId, callId: status.call_id } : call;
    case S.accepted:
      return { phase: 'connected', appointmentId, callId: status.call_id };
    case S.declined:
    case S.missed:
    case S.busy:
    case S.offline:
    case S.ended:
      return { phase: 'over', appointmentId, outcome: `${status.status}`, message: status.message ?? '' };
  }
}

/** A refused call_start (not yours, unpaid, outside the window, busy, rate-limited). */
export function onNotifyError(call: DoctorCall, error: NotifyError): DoctorCall {
  if (call.phase !== 'calling' || error.event !== 'call_start') return call;
  return { phase: 'over', appointmentId: call.appointmentId, outcome: 'refused', message: error.message };
}

export { callIdOf };
