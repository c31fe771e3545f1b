import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INCOMING_CALL_DISMISS_MS } from '@/config/constants';
import { act, fireEvent, render, screen } from '@/test/render';
import { callMessages } from '../lib/call-messages';
import { createFakeSocket, ringingCall } from '../test/fake-socket';
import { IncomingCallHost } from './incoming-call-host';

const tone = vi.hoisted(() => ({ start: vi.fn(), stop: vi.fn() }));
vi.mock('../lib/ringtone', () => ({
  startRingtone: () => {
    tone.start();
    return tone.stop;
  },
}));
vi.mock('../lib/load-simple-peer', () => ({ loadSimplePeer: () => new Promise(() => {}) }));
vi.mock('@/features/call/components/video-call', () => ({
  default: ({ call }: { call: { doctor_name: string } }) => <div role="dialog">Video call with {call.doctor_name}</div>,
}));

const first = ringingCall('11111111-1111-4111-8111-111111111111', 'Dr. Imran Qureshi');
const second = ringingCall('22222222-2222-4222-8222-222222222222', 'Dr. Sana Malik');

function setup(options: { connected?: boolean } = {}) {
  const server = createFakeSocket();
  const socket = Object.assign(server.socket, { connected: options.connected ?? false });
  render(<IncomingCallHost socket={socket} patientId="1001" />);
  const ring = (call = first) => act(() => server.serverSends('receive_call', call));
  return { server, ring };
}

describe('IncomingCallHost', () => {
  beforeEach(() => {
    // setImmediate stays real: React's scheduler uses it to retry a lazy component once its import resolves.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    tone.start.mockClear();
    tone.stop.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when a call arrives, then the panel names the doctor with Accept and Decline, and the tone rings', () => {
    const { ring } = setup();
    ring();
    const panel = screen.getByRole('alertdialog', { name: 'Online Appointment Calling...' });
    expect(panel.textContent).toContain('Dr. Imran Qureshi');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(tone.start).toHaveBeenCalledTimes(1);
  });

  it('when nobody answers for 10 s, then the panel dismisses itself, the tone stops and the server hears missed', () => {
    const { server, ring } = setup();
    ring();
    act(() => vi.advanceTimersByTime(INCOMING_CALL_DISMISS_MS - 1));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(server.sent('call_decline')).toEqual([]);

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(tone.stop).toHaveBeenCalled();
    expect(server.sent('call_decline')).toEqual([{ call_id: first.call_id, reason: 'missed' }]);
    expect(screen.getByRole('status').textContent).toContain(
      `${callMessages.missed('Dr. Imran Qureshi')} The doctor may call again; keep this page open.`,
    );
  });

  it('when a call rings in a hidden tab with alerts allowed, then a system notification names the doctor and closes with the ringing', () => {
    const shown: Array<{ title: string; body?: string; close: () => void }> = [];
    class FakeNotification {
      static permission = 'granted';
      close = vi.fn();
      onclick: (() => void) | null = null;
      constructor(title: string, options: { body?: string }) {
        shown.push({ title, body: options.body, close: this.close });
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    try {
      const { ring } = setup();
      ring();
      expect(shown).toEqual([
        {
          title: 'Online Appointment Calling...',
          body: 'Dr. Imran Qureshi is calling about your online appointment. Open the page to answer.',
          close: expect.any(Function),
        },
      ]);
      fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
      expect(shown[0].close).toHaveBeenCalled();
    } finally {
      hidden.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('when a second call arrives while one rings, then it is ignored and answered busy', () => {
    const { server, ring } = setup();
    ring(first);
    ring(second);
    expect(screen.getByRole('alertdialog').textContent).toContain('Dr. Imran Qureshi');
    expect(screen.queryByText('Dr. Sana Malik')).toBeNull();
    expect(server.sent('call_decline')).toEqual([{ call_id: second.call_id, reason: 'busy' }]);
    expect(tone.start).toHaveBeenCalledTimes(1);
  });

  it('when the ringing call is re-delivered after a reconnect, then it keeps ringing without a busy reply or a fresh 10 s', () => {
    const { server, ring } = setup();
    ring(first);
    act(() => vi.advanceTimersByTime(6000));
    ring(first);
    expect(server.sent('call_decline')).toEqual([]);
    act(() => vi.advanceTimersByTime(4000));
    expect(server.sent('call_decline')).toEqual([{ call_id: first.call_id, reason: 'missed' }]);
  });

  it('when Decline is pressed, then the tone stops, the server hears declined, and the notice says the doctor may call again', () => {
    const { server, ring } = setup();
    ring();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain(
      'You declined a call from Dr. Imran Qureshi. The doctor may call again; keep this page open.',
    );
    expect(tone.stop).toHaveBeenCalled();
    expect(server.sent('call_decline')).toEqual([{ call_id: first.call_id, reason: 'declined' }]);
    act(() => vi.advanceTimersByTime(INCOMING_CALL_DISMISS_MS));
    expect(server.sent('call_decline')).toHaveLength(1);
  });

  it('when the panel is minimised (its button or Escape), then the call rings on as a bar, and the 10 s end it as missed', () => {
    const { server, ring } = setup();
    ring(first);
    fireEvent.click(screen.getByRole('button', { name: 'Minimise; the call keeps ringing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const bar = screen.getByRole('region', { name: 'Dr. Imran Qureshi is calling…' });
    expect(bar.querySelector('button')).toBe(document.activeElement);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(tone.stop).not.toHaveBeenCalled();
    expect(server.sent('call_decline')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Dr. Imran Qureshi is calling…' }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.getByRole('region', { name: 'Dr. Imran Qureshi is calling…' })).toBeTruthy();
    expect(server.sent('call_decline')).toEqual([]);

    act(() => vi.advanceTimersByTime(INCOMING_CALL_DISMISS_MS));
    expect(screen.queryByRole('region')).toBeNull();
    expect(tone.stop).toHaveBeenCalled();
    expect(server.sent('call_decline')).toEqual([{ call_id: first.call_id, reason: 'missed' }]);
  });

  it('when the minimised bar is accepted, then the server hears accept and the tone stops', () => {
    const { server, ring } = setup();
    ring(first);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(server.sent('call_accept')).toEqual([{ call_id: first.call_id }]);
    expect(screen.queryByRole('region')).toBeNull();
    expect(tone.stop).toHaveBeenCalled();
  });

  it('when the doctor cancels while ringing, then the panel goes and the reason is shown', () => {
    const { server, ring } = setup();
    ring();
    act(() => server.serverSends('call_ended', { call_id: first.call_id, reason: 'cancelled' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(tone.stop).toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toContain(callMessages.ended.cancelled);
  });

  it('when Accept is pressed, then the tone stops, the server hears accept and the call view opens; further calls are busy', async () => {
    const { server, ring } = setup();
    ring(first);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(tone.stop).toHaveBeenCalled();
    expect(server.sent('call_accept')).toEqual([{ call_id: first.call_id }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => {
      await vi.dynamicImportSettled();
      await new Promise((resolve) => setImmediate(resolve));
    });
    expect(screen.getByRole('dialog').textContent).toContain('Video call with Dr. Imran Qureshi');

    act(() => vi.advanceTimersByTime(INCOMING_CALL_DISMISS_MS * 2));
    expect(server.sent('call_decline')).toEqual([]);
    ring(second);
    expect(server.sent('call_decline')).toEqual([{ call_id: second.call_id, reason: 'busy' }]);

    // The server's English text is not shown: the reason code picks the catalogue's words.
    act(() =>
      server.serverSends('call_ended', {
        call_id: first.call_id,
        reason: 'doctor_hangup',
        message: 'Server English: hung up',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain(callMessages.ended.doctor_hangup);
    expect(screen.getByRole('status').textContent).not.toContain('Server English');
  });

  it('when another tab of the patient answers the ringing call, then this tab stops ringing and says the call was taken there', () => {
    const { server, ring } = setup();
    ring();
    act(() =>
      server.serverSends('call_ended', {
        call_id: first.call_id,
        reason: 'taken_elsewhere',
        message: 'The call was answered or declined on another device.',
      }),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(tone.stop).toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toContain(callMessages.ended.taken_elsewhere);
    act(() => vi.advanceTimersByTime(INCOMING_CALL_DISMISS_MS));
    expect(server.sent('call_decline')).toEqual([]);
  });

  it('when this tab accepts a call another tab already answered, then the refusal closes the call view with the same words', async () => {
    const { server, ring } = setup();
    ring(first);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const refusal = {
      event: 'call_accept',
      message: 'This call was answered in another tab.',
      code: 'taken_elsewhere',
    };
    act(() => server.serverSends('notify_error', { ...refusal, call_id: second.call_id }));
    act(() => server.serverSends('notify_error', { ...refusal, code: undefined, call_id: first.call_id }));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => server.serverSends('notify_error', { ...refusal, call_id: first.call_id }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain(callMessages.ended.taken_elsewhere);
    expect(server.sent('call_hangup')).toEqual([]);
  });

  it('when a payload is malformed or names another call, then it is ignored', () => {
    const { server, ring } = setup();
    act(() => server.serverSends('receive_call', { call_id: 42 }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    ring(first);
    act(() => server.serverSends('call_ended', { call_id: second.call_id, reason: 'cancelled' }));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('when the host mounts on an already connected socket, then it asks the server to re-deliver a ringing call', () => {
    const { server } = setup({ connected: true });
    expect(server.sent('patient_connection')).toEqual([{ patient_id: '1001' }]);
  });
});
