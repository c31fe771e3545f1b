import { describe, expect, it } from 'vitest';
import { callWindowState, clockOffset, pakistanClock } from './call-window';

const a = { callable_from: '2026-11-24T06:50:00.000Z', callable_until: '2026-11-24T07:50:00.000Z' };
const at = (iso: string) => Date.parse(iso);

describe('callWindowState', () => {
  it('when the server time is before callable_from, then Call is closed with the opening time in Pakistan time', () => {
    expect(callWindowState(a, at('2026-11-24T06:49:59.000Z'))).toEqual({ kind: 'early', opensAt: '11:50 AM' });
  });
  it('when the server time is within the window (its ends included), then Call is open', () => {
    expect(callWindowState(a, at(a.callable_from))).toEqual({ kind: 'open' });
    expect(callWindowState(a, at(a.callable_until))).toEqual({ kind: 'open' });
  });
  it('when the server time is past callable_until, then the window is closed', () => {
    expect(callWindowState(a, at('2026-11-24T07:50:01.000Z'))).toEqual({ kind: 'closed' });
  });
});

describe('clockOffset and pakistanClock', () => {
  it('when the device clock is 3 minutes slow, then the offset adds them', () => {
    expect(clockOffset('2026-11-24T07:03:00.000Z', at('2026-11-24T07:00:00.000Z'))).toBe(180_000);
    expect(clockOffset(undefined, 123)).toBe(0);
  });
  it('when an instant is 07:02 UTC, then Pakistan reads 12:02 PM', () => {
    expect(pakistanClock('2026-11-24T07:02:00.000Z')).toBe('12:02 PM');
  });
});
