import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routerBasename, type Language } from '@/lib/i18n/languages';
import { disconnectSocket } from '@/lib/socket';
import { readSession, saveSession } from '@/lib/session';
import { stubApi } from '@/test/api-stand-in';
import { App } from './app';
import { loadLanguage } from './i18n/load-language';

// Issue 21, F13: the server saying the session is gone (the socket's session_expired, or a 401)
// signs the person out here and says so, in the page's language, with the way back.

type Handler = (payload: unknown) => void;
const handlers = new Map<string, Set<Handler>>();
const fakeSocket = {
  active: true,
  connected: true,
  on: vi.fn((event: string, handler: Handler) => {
    if (!handlers.has(event)) handlers.set(event, new Set());
    handlers.get(event)!.add(handler);
    return fakeSocket;
  }),
  off: vi.fn((event: string, handler: Handler) => handlers.get(event)?.delete(handler)),
  emit: vi.fn(),
  removeAllListeners: vi.fn(() => handlers.clear()),
  disconnect: vi.fn(),
  connect: vi.fn(),
};
vi.mock('socket.io-client', () => ({ io: () => fakeSocket }));
const serverSends = (event: string, payload: unknown) =>
  act(() => {
    for (const handler of [...(handlers.get(event) ?? [])]) handler(payload);
  });

function renderApp(url: string, language: Language) {
  return render(
    <MemoryRouter initialEntries={[url]} basename={routerBasename(language)}>
      <App language={language} />
    </MemoryRouter>,
  );
}

const ali = { name: 'Ali Hassan', role: 'patient', user_id: '1001' } as const;
const header = () => screen.getByRole('banner');

describe('a session that ends under the page', () => {
  beforeAll(() => loadLanguage('ur'));
  beforeEach(() => {
    handlers.clear();
    vi.clearAllMocks();
  });
  afterEach(() => {
    disconnectSocket();
    vi.unstubAllGlobals();
  });

  it('when the socket says session_expired, then the patient is signed out here, told so, and offered the sign-in page back to this one', async () => {
    stubApi({});
    saveSession(ali);
    renderApp('/about?from=menu', 'en');
    await waitFor(() => expect(handlers.get('notify_error')?.size).toBeGreaterThan(0));
    expect(within(header()).queryByRole('button', { name: /login/i })).toBeNull();

    serverSends('notify_error', {
      event: 'patient_connection',
      message: 'Sign in as a patient to receive calls.',
      code: 'session_expired',
    });

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Your session has ended')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe(
      '/patient/login?next=%2Fabout%3Ffrom%3Dmenu',
    );
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(readSession().verified).toBe(false);
    expect(fakeSocket.disconnect).toHaveBeenCalled();
    expect(within(header()).getByRole('button', { name: /login/i })).toBeTruthy();

    within(notice).getByRole('button', { name: 'Dismiss' }).click();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('when the socket refuses something else, then the patient stays signed in', async () => {
    stubApi({});
    saveSession(ali);
    renderApp('/about', 'en');
    await waitFor(() => expect(handlers.get('notify_error')?.size).toBeGreaterThan(0));
    serverSends('notify_error', { event: 'call_accept', message: 'No such call' });
    expect(readSession().verified).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when an API call answers 401 on an Urdu page, then the notice is in Urdu and the sign-in link stays under /ur', async () => {
    stubApi({ 'GET /api/appointments/list': { status: 401, body: { message: 'Please sign in' } } });
    saveSession(ali);
    renderApp('/ur/patient/profile', 'ur');
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('آپ کا سیشن ختم ہو گیا ہے')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'دوبارہ سائن اِن کریں' }).getAttribute('href')).toBe(
      '/ur/patient/login?next=%2Fpatient%2Fprofile',
    );
    expect(readSession().verified).toBe(false);
  });
});
