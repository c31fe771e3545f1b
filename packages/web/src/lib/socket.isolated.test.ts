import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const handlers = new Map<string, () => void>();
const fakeSocket = {
  on: vi.fn((event: string, handler: () => void) => handlers.set(event, handler)),
  emit: vi.fn(),
  removeAllListeners: vi.fn(),
  disconnect: vi.fn(),
  connect: vi.fn(),
  active: true,
  connected: true,
};
const io = vi.fn(() => fakeSocket);
vi.mock('socket.io-client', () => ({ io }));

const patient = { verified: true, name: 'Ali Hassan', role: 'patient', user_id: '1001' } as const;
const doctor = { verified: true, name: 'Dr. Sana', role: 'doctor', user_id: '9', pmdc: '12345-P' } as const;

describe('patient socket', () => {
  beforeEach(() => {
    handlers.clear();
    vi.clearAllMocks();
    Object.assign(fakeSocket, { active: true, connected: true });
  });
  afterEach(async () => {
    const { disconnectSocket } = await import('./socket');
    disconnectSocket();
  });

  it('when the user is a doctor then no socket is opened', async () => {
    const { connectPatientSocket } = await import('./socket');
    await expect(connectPatientSocket(doctor)).resolves.toBeNull();
    expect(io).not.toHaveBeenCalled();
  });

  it('when a patient connects then it uses /notify with credentials and emits patient_connection on each connect', async () => {
    const { connectPatientSocket } = await import('./socket');
    await connectPatientSocket(patient);
    expect(io).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ path: '/notify', withCredentials: true }),
    );
    handlers.get('connect')?.();
    handlers.get('connect')?.();
    expect(fakeSocket.emit).toHaveBeenCalledTimes(2);
    expect(fakeSocket.emit).toHaveBeenCalledWith('patient_connection', { patient_id: '1001' });
  });

  it('when a doctor opens the dashboard socket then it announces doctor_connection with the own pmdc on each connect', async () => {
    const { connectNotifySocket } = await import('./socket');
    await connectNotifySocket(doctor);
    handlers.get('connect')?.();
    expect(fakeSocket.emit).toHaveBeenCalledWith('doctor_connection', { pmdc: '12345-P' });
    expect(fakeSocket.emit).not.toHaveBeenCalledWith('patient_connection', expect.anything());
  });

  it('when a clinic owner asks for the socket then none is opened', async () => {
    const { connectNotifySocket } = await import('./socket');
    const owner = { verified: true, name: 'Shifa', role: 'clinic_owner', user_id: '7', clinic_id: '7' } as const;
    await expect(connectNotifySocket(owner)).resolves.toBeNull();
    expect(io).not.toHaveBeenCalled();
  });

  it('when disconnected then the socket is closed and forgotten', async () => {
    const { connectPatientSocket, disconnectSocket, getSocket } = await import('./socket');
    await connectPatientSocket(patient);
    disconnectSocket();
    expect(fakeSocket.disconnect).toHaveBeenCalled();
    expect(getSocket()).toBeNull();
  });

  it('when the server closes the socket (a session ended elsewhere), then it connects again after a second', async () => {
    vi.useFakeTimers();
    try {
      const { connectPatientSocket, RECONNECT_AFTER_SERVER_CLOSE_MS } = await import('./socket');
      await connectPatientSocket(patient);
      Object.assign(fakeSocket, { active: false, connected: false });
      handlers.get('disconnect')?.();
      vi.advanceTimersByTime(RECONNECT_AFTER_SERVER_CLOSE_MS - 1);
      expect(fakeSocket.connect).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(fakeSocket.connect).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('when the network drops (socket.io reconnects by itself) or the page closed the socket, then it does not', async () => {
    vi.useFakeTimers();
    try {
      const { connectPatientSocket, disconnectSocket, RECONNECT_AFTER_SERVER_CLOSE_MS } = await import('./socket');
      await connectPatientSocket(patient);
      handlers.get('disconnect')?.(); // still active: socket.io's own reconnection
      vi.advanceTimersByTime(RECONNECT_AFTER_SERVER_CLOSE_MS);
      Object.assign(fakeSocket, { active: false, connected: false });
      handlers.get('disconnect')?.();
      disconnectSocket();
      vi.advanceTimersByTime(RECONNECT_AFTER_SERVER_CLOSE_MS);
      expect(fakeSocket.connect).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('saysSessionExpired', () => {
  it('when notify_error carries code session_expired, then true; other refusals and garbage, false', async () => {
    const { saysSessionExpired } = await import('./socket');
    const base = { event: 'patient_connection', message: 'Sign in as a patient to receive calls.' };
    expect(saysSessionExpired({ ...base, code: 'session_expired' })).toBe(true);
    expect(saysSessionExpired(base)).toBe(false);
    expect(saysSessionExpired({ ...base, code: 'taken_elsewhere' })).toBe(false);
    expect(saysSessionExpired(null)).toBe(false);
    expect(saysSessionExpired('session_expired')).toBe(false);
  });
});
