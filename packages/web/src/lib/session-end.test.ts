import { renderHook, act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadQueryClient } from '@/lib/query/query-boundary';
import { readSession, saveSession } from '@/lib/session';
import { dismissEndedSession, endSession, useEndedSession } from './session-end';

afterEach(async () => {
  dismissEndedSession();
  (await loadQueryClient()).clear();
});

describe('endSession', () => {
  it('when a signed-in patient’s session ends, then it is cleared here, private reads are forgotten and the notice knows who it was', async () => {
    const client = await loadQueryClient();
    const appointments = ['get', '/api/appointments/list', { params: { query: {} } }];
    const doctors = ['get', '/api/doctors/search', { params: { query: {} } }];
    client.setQueryData(appointments, { data: 'private' });
    client.setQueryData(doctors, { data: 'public' });
    saveSession({ name: 'Ali Hassan', role: 'patient', user_id: '1001' });
    const { result } = renderHook(() => useEndedSession());
    expect(result.current).toBeNull();

    let ended = false;
    act(() => {
      ended = endSession();
    });
    expect(ended).toBe(true);
    expect(readSession().verified).toBe(false);
    expect(client.getQueryData(appointments)).toBeUndefined();
    expect(client.getQueryData(doctors)).toEqual({ data: 'public' });
    expect(result.current).toEqual({ role: 'patient' });

    act(() => dismissEndedSession());
    expect(result.current).toBeNull();
  });

  it('when a hospital owner’s session ends, then the facility type is kept for the way back', () => {
    saveSession({ name: 'Nadia Hussain', role: 'clinic_owner', user_id: '3002', clinic_id: '9', facility_type: 1 });
    const { result } = renderHook(() => useEndedSession());
    act(() => void endSession());
    expect(result.current).toEqual({ role: 'clinic_owner', facility_type: 1 });
  });

  it('when nobody is signed in here (another tab signed out first), then nothing is announced', () => {
    const { result } = renderHook(() => useEndedSession());
    let ended = true;
    act(() => {
      ended = endSession();
    });
    expect(ended).toBe(false);
    expect(result.current).toBeNull();
  });
});
