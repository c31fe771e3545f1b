import { describe, expect, it } from 'vitest';
import { IDLE, onReceiveCall } from './call-state';

const call = (id: string) => ({
  call_id: id,
  appointment_id: 1,
  doctor_name: 'Dr. Test',
  doctor_pmdc: '1-P',
  started_at: '2026-01-01T00:00:00Z',
});

describe('onReceiveCall', () => {
  it('when nothing is showing, then the call rings', () => {
    expect(onReceiveCall(IDLE, call('a'))).toEqual({ kind: 'ring', next: { phase: 'ringing', call: call('a') } });
  });

  it('when a notice is showing, then the call still rings', () => {
    expect(onReceiveCall({ phase: 'idle', notice: 'x' }, call('a')).kind).toBe('ring');
  });

  it('when the same call is re-delivered, then nothing changes', () => {
    expect(onReceiveCall({ phase: 'ringing', call: call('a') }, call('a'))).toEqual({ kind: 'same' });
    expect(onReceiveCall({ phase: 'in_call', call: call('a') }, call('a'))).toEqual({ kind: 'same' });
  });

  it('when another call arrives while one is ringing or in progress, then it is busy', () => {
    expect(onReceiveCall({ phase: 'ringing', call: call('a') }, call('b'))).toEqual({ kind: 'busy' });
    expect(onReceiveCall({ phase: 'in_call', call: call('a') }, call('b'))).toEqual({ kind: 'busy' });
  });
});
