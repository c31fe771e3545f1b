import { createQaClient, NOTIFY_PATH, qaData, type NotifyError } from '@ehp/api-types';
import { io } from 'socket.io-client';
import { inject } from 'vitest';
import { ApiSession, signInWithSmsCode } from '../support/api-session';
import { callState, framesDecoded } from './fixtures/calls';
import { appointmentRow, incomingPanel, openCallPair } from './fixtures/doctor-calls';
import { uniquePhone } from './fixtures/sessions';
import { expect, test } from './fixtures/test';

// A third party tries to inject signalling into a live doctor-to-patient call (socket level): the
// server refuses it with notify_error, counts it, and the call between the two browsers goes on.

const mockUrl = () => inject('mockUrl');
const baseUrl = () => inject('baseUrl');

const foreignCount = async () => {
  const stats = await qaData(createQaClient({ baseUrl: mockUrl() }).GET('/__qa/stats'));
  return stats.counters.call_signals_refused_foreign ?? 0;
};

test("when a signed-in stranger sends signalling for someone else's call, then it is refused, counted, and the call goes on", async ({
  open,
  qa: _reset,
}) => {
  const { doctor, patient, appointmentId } = await openCallPair(open, mockUrl(), baseUrl(), 'Tara Target');
  const row = appointmentRow(doctor, appointmentId);
  await row.getByText('Patient connected').waitFor({ timeout: 15_000 });
  await row.getByRole('button', { name: 'Call', exact: true }).click();
  await incomingPanel(patient).getByRole('button', { name: 'Accept', exact: true }).click();
  await expect.poll(() => framesDecoded(doctor), { timeout: 20_000 }).toBeGreaterThan(0);
  const callId = (await patient.getByRole('dialog').getAttribute('data-call-id'))!;

  const stranger = new ApiSession(mockUrl());
  await signInWithSmsCode(stranger.api, createQaClient({ baseUrl: mockUrl() }), uniquePhone(), 'Mallory');
  const socket = io(mockUrl(), {
    path: NOTIFY_PATH,
    transports: ['websocket'],
    extraHeaders: { cookie: stranger.cookieHeader() },
    reconnection: false,
  });
  try {
    await new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(undefined));
      socket.once('connect_error', reject);
    });
    const before = await foreignCount();
    const refused = new Promise<NotifyError>((resolve) => socket.once('notify_error', resolve));
    socket.emit('call_signal', { call_id: callId, signal: { type: 'offer', sdp: 'v=0 injected' } });
    expect(await refused).toEqual({ event: 'call_signal', message: 'You are not in this call.' });
    await expect.poll(foreignCount).toBe(before + 1);
  } finally {
    socket.disconnect();
  }

  // Both browsers keep decoding each other; the call is still live.
  for (const page of [doctor, patient]) {
    const now = await framesDecoded(page);
    await expect.poll(() => framesDecoded(page), { timeout: 15_000 }).toBeGreaterThan(now + 5);
  }
  expect(await callState(mockUrl(), callId)).toBe('in_call');
});
