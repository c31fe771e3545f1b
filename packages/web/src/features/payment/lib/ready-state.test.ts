import { describe, expect, it } from 'vitest';
import type { Appointment } from '@/lib/appointments';
import { readyState } from './ready-state';

const base = {
  id: 5012,
  mode: 'online',
  status: 'confirmed',
  call_window: { callable_from: '2026-11-24T13:05:00.000Z', callable_until: '2026-11-24T14:10:00.000Z', open: true },
  ready_at: null,
  call_attempts: [],
} as unknown as Appointment;

describe('readyState', () => {
  it('when the window is open after a missed call, then it names the call and its doctor until the patient is ready', () => {
    const missed = {
      ...base,
      call_attempts: [{ at: '2026-11-24T13:06:00.000Z', outcome: 'missed', doctor_name: 'Dr. Imran Qureshi' }],
    } as Appointment;
    expect(readyState(missed)).toEqual({
      kind: 'open',
      readyAt: null,
      missedAt: '2026-11-24T13:06:00.000Z',
      missedBy: 'Dr. Imran Qureshi',
    });
    expect(readyState({ ...missed, ready_at: '2026-11-24T13:07:00.000Z' })).toMatchObject({
      readyAt: '2026-11-24T13:07:00.000Z',
    });
  });

  it('when the window is not open, then before the visit it says when it opens and after it that it is over', () => {
    const closed = { ...base, call_window: { ...base.call_window!, open: false } } as Appointment;
    expect(readyState(closed)).toEqual({ kind: 'early', from: '2026-11-24T13:05:00.000Z' });
    expect(readyState({ ...closed, status: 'completed' } as Appointment)).toEqual({ kind: 'over' });
  });

  it('when the visit is in a clinic, unpaid or cancelled, then there is no call to show', () => {
    expect(readyState({ ...base, mode: 'clinic' } as Appointment)).toEqual({ kind: 'none' });
    expect(readyState({ ...base, status: 'awaiting_payment' } as Appointment)).toEqual({ kind: 'none' });
    expect(readyState({ ...base, status: 'cancelled' } as Appointment)).toEqual({ kind: 'none' });
  });
});
