import { PaymentStatus, type CallAttempt } from '@ehp/api-types';
import { AppointmentStatus } from '@ehp/api-types';
import { CallAttemptOutcome } from '@ehp/api-types/schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignedInSession } from '@/lib/session';
import { stubApi } from '@/test/api-stand-in';
import { act, fireEvent, render, screen, waitFor, within } from '@/test/render';
import { createFakeSocket } from '../test/fake-socket';
import DoctorConsultations from './doctor-consultations';

const fake = vi.hoisted(() => ({ server: null as ReturnType<typeof createFakeSocket> | null }));

vi.mock('@/lib/socket', () => {
  const socket = () => (fake.server ? Object.assign(fake.server.socket, { connected: true }) : null);
  return {
    connectNotifySocket: async () => socket(),
    getSocket: () => socket(),
    subscribeSocket: (listener: (s: unknown) => void) => {
      listener(socket());
      return () => {};
    },
  };
});
vi.mock('../lib/load-simple-peer', async () => {
  const { EventEmitter } = await import('node:events');
  class FakePeer extends EventEmitter {
    signal = vi.fn();
    destroy = vi.fn();
  }
  return { loadSimplePeer: async () => FakePeer };
});
vi.mock('../lib/local-media', () => ({ getLocalMedia: async () => null, stopStream: () => {} }));

const session: SignedInSession = {
  verified: true,
  name: 'Dr. Imran Qureshi',
  role: 'doctor',
  user_id: '2001',
  pmdc: '12345-P',
};
const CALL = 'c0a8012e-7b1d-4f4e-9a51-2f0d5d3b6a11';
const row = (id: number, patient: string, paid: boolean) => ({
  id,
  status: paid ? AppointmentStatus.confirmed : AppointmentStatus.awaiting_payment,
  date: '2026-11-24',
  time: id === 5012 ? '18:20:00' : '09:00:00',
  starts_at: '2026-11-24T13:20:00.000Z',
  ends_at: '2026-11-24T13:40:00.000Z',
  payment_status: paid ? PaymentStatus.SUCCESS : PaymentStatus.STARTED,
  patient_id: String(id - 4011),
  patient_name: patient,
  callable_from: '2026-11-24T13:05:00.000Z',
  callable_until: '2026-11-24T14:10:00.000Z',
  reason: id === 5012 ? 'Chest pain for two days' : null,
  returning_patient: id === 5012,
});

function setup(serverTime = '2026-11-24T13:10:00.000Z', attempts: CallAttempt[] = []) {
  fake.server = createFakeSocket();
  stubApi({
    'GET /api/doctor/appointments': {
      body: {
        message: 'OK',
        data: {
          call_window: { minutes_before: 15, minutes_after: 30 },
          server_time: serverTime,
          appointments: [
            { ...row(5012, 'Ali Hassan', true), call_attempts: attempts },
            row(5013, 'Fatima Noor', false),
          ],
        },
      },
    },
  });
  render(<DoctorConsultations session={session} />);
  return fake.server;
}
const rowOf = async (name: string) => (await screen.findByRole('heading', { level: 3, name })).closest('li')!;
const status = (s: string, extra: object = {}) => ({
  call_id: CALL,
  appointment_id: 5012,
  patient_id: '1001',
  status: s,
  ...extra,
});

beforeEach(() => {
  fake.server = null;
});
afterEach(() => vi.unstubAllGlobals());

describe('DoctorConsultations', () => {
  it('when the list loads, then each appointment shows patient, 12-hour Pakistan time, payment and live presence; unpaid ones cannot be called', async () => {
    const server = setup();
    const ali = await rowOf('Ali Hassan');
    expect(ali.textContent).toContain('Tuesday, 24 November 2026 at 06:20 PM (Pakistan time)');
    expect(within(ali).getByText('Paid')).toBeTruthy();
    expect(within(ali).getByText('Patient not connected')).toBeTruthy();
    act(() => server.serverSends('patient_presence', { patient_id: '1001', online: true }));
    expect(within(ali).getByText('Patient connected')).toBeTruthy();
    expect(within(ali).getByRole('button', { name: 'Call' }).hasAttribute('disabled')).toBe(false);

    const fatima = await rowOf('Fatima Noor');
    expect(within(fatima).getByText('Payment started')).toBeTruthy();
    expect(within(fatima).getByRole('button', { name: 'Call' }).hasAttribute('disabled')).toBe(true);
    expect(within(fatima).getByText('Only paid appointments can be called.')).toBeTruthy();
    // The doctor's socket announced itself on mount.
    expect(server.sent('doctor_connection')).toEqual([{ pmdc: '12345-P' }]);
  });

  it('when the server time is before the call window, then Call is disabled and says when it opens (Pakistan time); after the window, that it closed', async () => {
    setup('2026-11-24T13:04:00.000Z');
    const ali = await rowOf('Ali Hassan');
    const call = within(ali).getByRole('button', { name: 'Call' });
    expect(call.hasAttribute('disabled')).toBe(true);
    expect(within(ali).getByTestId('call-window').textContent).toBe('Call opens at 06:05 PM');
    expect(call.getAttribute('aria-describedby')).toBe(within(ali).getByTestId('call-window').id);
  });

  it('when the window is over, then Call is disabled with the reason', async () => {
    setup('2026-11-24T14:10:01.000Z');
    const ali = await rowOf('Ali Hassan');
    expect(within(ali).getByRole('button', { name: 'Call' }).hasAttribute('disabled')).toBe(true);
    expect(within(ali).getByTestId('call-window').textContent).toBe('The call window has closed');
  });

  it('when the appointment has call attempts, then each shows with its Pakistan time and outcome', async () => {
    setup(undefined, [
      { at: '2026-11-24T13:07:00.000Z', outcome: CallAttemptOutcome.missed, doctor_name: 'Dr. Imran Qureshi' },
      { at: '2026-11-24T13:09:00.000Z', outcome: CallAttemptOutcome.declined, doctor_name: 'Dr. Imran Qureshi' },
    ]);
    const ali = await rowOf('Ali Hassan');
    const list = within(ali).getByRole('list', { name: 'Calls made' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Called 06:07 PM — missed', 'Called 06:09 PM — declined']);
  });

  it('when the doctor calls, then Calling, Ringing (with Cancel), then Declined with Call again', async () => {
    const server = setup();
    const ali = await rowOf('Ali Hassan');
    fireEvent.click(within(ali).getByRole('button', { name: 'Call' }));
    expect(server.sent('call_start')).toEqual([{ appointment_id: 5012 }]);
    expect(within(ali).getByText('Calling…')).toBeTruthy();
    act(() => server.serverSends('call_status', status('ringing')));
    expect(within(ali).getByText('Ringing…')).toBeTruthy();
    // One call at a time: the other row cannot be called meanwhile.
    expect(
      within(await rowOf('Fatima Noor'))
        .getByRole('button', { name: 'Call' })
        .hasAttribute('disabled'),
    ).toBe(true);
    act(() => server.serverSends('call_status', status('declined', { message: 'The patient declined the call.' })));
    expect(ali.textContent).toContain('Declined: The patient declined the call.');
    expect(within(ali).getByRole('button', { name: 'Call again' })).toBeTruthy();
  });

  it('when the outcome is missed, busy or offline, or the call is refused, then the row says so', async () => {
    const server = setup();
    const ali = await rowOf('Ali Hassan');
    const cases: Array<[object, string, string]> = [
      [
        status('missed', { message: 'The patient did not answer.' }),
        'call_status',
        'Missed: The patient did not answer.',
      ],
      [
        status('busy', { message: 'The patient is in another call.' }),
        'call_status',
        'Busy: The patient is in another call.',
      ],
      [
        status('offline', { message: 'The patient is not connected right now.' }),
        'call_status',
        'Offline: The patient is not connected right now.',
      ],
      [
        { event: 'call_start', message: 'The call window of this appointment is over.' },
        'notify_error',
        'Not called: The call window of this appointment is over.',
      ],
    ];
    for (const [payload, event, text] of cases) {
      const button = within(ali).getByRole('button', { name: /^Call( again)?$/ });
      fireEvent.click(button);
      act(() => server.serverSends(event, payload));
      expect(ali.textContent).toContain(text);
    }
  });

  it('when the doctor cancels a ringing call, then call_hangup goes out and the row is callable again', async () => {
    const server = setup();
    const ali = await rowOf('Ali Hassan');
    fireEvent.click(within(ali).getByRole('button', { name: 'Call' }));
    act(() => server.serverSends('call_status', status('ringing')));
    fireEvent.click(within(ali).getByRole('button', { name: 'Cancel call' }));
    expect(server.sent('call_hangup')).toEqual([{ call_id: CALL, reason: 'hangup' }]);
    expect(within(ali).getByRole('button', { name: 'Call' })).toBeTruthy();
  });

  it('when the patient accepts, then Connected and the call view opens; the patient hanging up ends it with the reason', async () => {
    const server = setup();
    const ali = await rowOf('Ali Hassan');
    fireEvent.click(within(ali).getByRole('button', { name: 'Call' }));
    act(() => server.serverSends('call_status', status('ringing')));
    act(() => server.serverSends('call_status', status('accepted')));
    expect(within(ali).getByText('Connected')).toBeTruthy();
    await screen.findByRole('dialog', { name: 'Connecting to Ali Hassan…' });
    act(() => server.serverSends('call_status', status('ended', { message: 'The patient ended the call.' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ali.textContent).toContain('Call ended: The patient ended the call.');
  });
});
