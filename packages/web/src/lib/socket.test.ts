import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const handlers = new Map<string, () => void>();
const fakeSocket = {
  on: vi.fn((event: string, handler: () => void) => handlers.set(event, handler)),
  emit: vi.fn(),
  removeAllListeners: vi.fn(),
  disconnect: vi.fn(),
};
const io = vi.fn(() => fakeSocket);
vi.mock('socket.io-client', () => ({ io }));

const patient = { verified: true, name: 'Ali Hassan', role: 'patient', user_id: '1001' } as const;
const doctor = { verified: true, name: 'Dr. Sana', role: 'doctor', user_id: '9', pmdc: '12345-P' } as const;

describe('patient socket', () => {
  beforeEach(() => {
    handlers.clear();
    vi.clearAllMocks();
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
});
