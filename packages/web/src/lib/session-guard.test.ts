import { createApiClient } from '@ehp/api-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginSignOut, clearSession, saveSession } from '@/lib/session';
import { sessionGuard } from './session-guard';

const patient = { name: 'Ali Hassan', role: 'patient', user_id: '1001' } as const;

/** The API client with the guard, over a fetch that answers `status` (and may act before answering). */
function clientAnswering(status: number, meanwhile: () => void = () => {}) {
  const gone = vi.fn();
  const api = createApiClient({
    baseUrl: 'http://api.test',
    getCookie: () => undefined,
    fetch: async () => {
      meanwhile();
      return new Response(JSON.stringify({ message: status === 401 ? 'Please sign in' : 'OK' }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  api.use(sessionGuard(gone));
  return { api, gone };
}

afterEach(() => clearSession());

describe('sessionGuard', () => {
  it('when a signed-in page’s request answers 401, then the session is reported gone', async () => {
    saveSession(patient);
    const { api, gone } = clientAnswering(401);
    await api.GET('/api/appointments/list', { params: { query: {} } });
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it('when a sign-in form answers 401 (wrong password or code), then nobody is signed out', async () => {
    saveSession(patient);
    const { api, gone } = clientAnswering(401);
    await api.POST('/api/doctor/dr_login', { body: { pmdc: '12345-P', password: 'wrong' } });
    await api.POST('/api/clinic/check_clinic_branches', { body: { email: 'owner@shifa.pk', password: 'wrong' } });
    await api.POST('/api/auth/verify-otp-code-patient', { body: { phone_number: '03001234567', otp_code: '000000' } });
    expect(gone).not.toHaveBeenCalled();
  });

  it('when a signed-in patient opens someone’s prescription link and it is refused (401), then they stay signed in', async () => {
    saveSession(patient);
    const { api, gone } = clientAnswering(401);
    await api.GET('/api/appointments/visit-advice', { params: { query: { id: 5012, visit_token: 'v1.altered' } } });
    expect(gone).not.toHaveBeenCalled();
  });

  it('when nobody was signed in as the request left, then a 401 is only the page’s business', async () => {
    const { api, gone } = clientAnswering(401);
    await api.GET('/api/appointments/list', { params: { query: {} } });
    expect(gone).not.toHaveBeenCalled();
  });

  it('when someone else signed in while the request was out (another tab), then their session is left alone', async () => {
    saveSession(patient);
    const { api, gone } = clientAnswering(401, () =>
      saveSession({ name: 'Fatima Noor', role: 'patient', user_id: '1002' }),
    );
    await api.GET('/api/appointments/list', { params: { query: {} } });
    expect(gone).not.toHaveBeenCalled();
  });

  it.each([200, 403, 404, 500])('when a signed-in request answers %i, then the session stays', async (status) => {
    saveSession(patient);
    const { api, gone } = clientAnswering(status);
    await api.GET('/api/appointments/list', { params: { query: {} } });
    expect(gone).not.toHaveBeenCalled();
  });

  it('while a sign-out is on its way, then no request but the logout leaves, until the session is cleared', async () => {
    saveSession(patient);
    const sent: string[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getCookie: () => undefined,
      fetch: async (request) => {
        sent.push(new URL((request as Request).url).pathname);
        return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
      },
    });
    api.use(sessionGuard(vi.fn()));
    beginSignOut();
    await expect(api.GET('/api/appointments/list', { params: { query: {} } })).rejects.toThrow('Signing out.');
    await api.POST('/api/auth/logout');
    expect(sent).toEqual(['/api/auth/logout']);
    clearSession();
    await api.GET('/api/appointments/list', { params: { query: {} } });
    expect(sent).toEqual(['/api/auth/logout', '/api/appointments/list']);
  });
});
