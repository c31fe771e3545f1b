import { CallStatusStatus } from '@ehp/api-types/schema';
import { describe, expect, it } from 'vitest';
import { NO_CALL, onCallStatus, onNotifyError, type DoctorCall } from './doctor-call-state';

const CALL = 'c0a8012e-7b1d-4f4e-9a51-2f0d5d3b6a11';
const status = (s: CallStatusStatus, extra: object = {}) => ({
  call_id: CALL,
  appointment_id: 5012,
  patient_id: '1001',
  status: s,
  ...extra,
});
const calling: DoctorCall = { phase: 'calling', appointmentId: 5012 };

describe('doctor call state', () => {
  it('when the server rings and the patient accepts, then calling -> ringing -> connected', () => {
    const ringing = onCallStatus(calling, status(CallStatusStatus.ringing));
    expect(ringing).toEqual({ phase: 'ringing', appointmentId: 5012, callId: CALL });
    expect(onCallStatus(ringing, status(CallStatusStatus.accepted))).toEqual({
      phase: 'connected',
      appointmentId: 5012,
      callId: CALL,
    });
  });

  it('when the outcome is declined, missed, busy, offline or ended, then the call is over with the message', () => {
    for (const s of [
      CallStatusStatus.declined,
      CallStatusStatus.missed,
      CallStatusStatus.busy,
      CallStatusStatus.offline,
      CallStatusStatus.ended,
    ]) {
      expect(onCallStatus(calling, status(s, { message: 'why' }))).toEqual({
        phase: 'over',
        appointmentId: 5012,
        outcome: `${s}`,
        message: 'why',
      });
    }
  });

  it('when a status is for another appointment or call, or nothing is being called, then nothing changes', () => {
    expect(onCallStatus(calling, { ...status(CallStatusStatus.ringing), appointment_id: 1 })).toBe(calling);
    const ringing: DoctorCall = { phase: 'ringing', appointmentId: 5012, callId: 'other' };
    expect(onCallStatus(ringing, status(CallStatusStatus.accepted))).toBe(ringing);
    expect(onCallStatus(NO_CALL, status(CallStatusStatus.ringing))).toBe(NO_CALL);
  });

  it('when call_start is refused, then the call is over as refused with the server message', () => {
    expect(onNotifyError(calling, { event: 'call_start', message: 'Only paid appointments can be called.' })).toEqual({
      phase: 'over',
      appointmentId: 5012,
      outcome: 'refused',
      message: 'Only paid appointments can be called.',
    });
    expect(onNotifyError(calling, { event: 'call_signal', message: 'x' })).toBe(calling);
  });
});
