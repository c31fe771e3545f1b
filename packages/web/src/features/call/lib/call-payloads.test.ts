import { describe, expect, it } from 'vitest';
import { parseCallEnded, parseCallSignal, parseNotifyError, parseReceiveCall } from './call-payloads';

const id = 'c0a8012e-7b1d-4f4e-9a51-2f0d5d3b6a11';

describe('call payloads', () => {
  it('when receive_call is well formed, then it is read with a trimmed doctor name', () => {
    expect(
      parseReceiveCall({
        call_id: id,
        appointment_id: 1,
        doctor_name: ' Dr. A ',
        doctor_pmdc: '123-P',
        started_at: 'x',
      }),
    ).toMatchObject({ call_id: id, doctor_name: 'Dr. A' });
  });

  it('when receive_call lacks a call id or doctor name, or is not an object, then it is rejected', () => {
    expect(parseReceiveCall({ doctor_name: 'Dr. A' })).toBeNull();
    expect(parseReceiveCall({ call_id: id, doctor_name: '' })).toBeNull();
    expect(parseReceiveCall({ call_id: id, doctor_name: 'x'.repeat(101) })).toBeNull();
    expect(parseReceiveCall('call')).toBeNull();
    expect(parseReceiveCall(null)).toBeNull();
  });

  it('when call_ended has an unknown reason, then it is rejected; an overlong message is dropped', () => {
    expect(parseCallEnded({ call_id: id, reason: 'aliens' })).toBeNull();
    expect(parseCallEnded({ call_id: id, reason: 'timeout', message: 'x'.repeat(301) })).toEqual({
      call_id: id,
      reason: 'timeout',
      message: undefined,
    });
  });

  it('when call_signal has no signal object, then it is rejected', () => {
    expect(parseCallSignal({ call_id: id, signal: 'offer' })).toBeNull();
    expect(parseCallSignal({ call_id: id, signal: { type: 'offer', sdp: 'v=0' } })).toEqual({
      call_id: id,
      signal: { type: 'offer', sdp: 'v=0' },
    });
  });

  it('when notify_error carries a known code and a call id, then both are read; unknown codes and bad ids are dropped', () => {
    const base = { event: 'call_hangup', message: 'This call was answered in another tab.' };
    expect(parseNotifyError({ ...base, code: 'taken_elsewhere', call_id: id })).toEqual({
      ...base,
      code: 'taken_elsewhere',
      call_id: id,
    });
    expect(parseNotifyError({ ...base, code: 'session_expired' })).toEqual({ ...base, code: 'session_expired' });
    expect(parseNotifyError({ ...base, code: 'drop_tables', call_id: 42 })).toEqual(base);
    expect(parseNotifyError({ event: 'call_hangup' })).toBeNull();
  });
});
