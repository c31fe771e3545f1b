import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, redactFields } from '../../logger.ts';
import { freeSlots, IMRAN, payAtGateway, T0 } from '../../test/appointments.ts';
import { moveTo } from '../../test/calls.ts';
import { signInPatient, startTestServer, TestClient, type TestServer } from '../../test/server.ts';

// Codes and join links never reach the logs: every line the server writes at debug level, through a
// sign-in with a code, a paid booking, its reminders with the join link and "I'm ready" with it.

const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    { logLevel: 'debug' },
    { now: () => T0, logger: createLogger('debug', (line) => void lines.push(line)) },
  );
});
afterAll(() => server.close());

describe('log redaction', () => {
  it('when a patient signs in with a code and opens a join link, then neither the code nor the link is in any log line', async () => {
    const client = new TestClient(server.url);
    await signInPatient(server, client, '03001234567');
    const code = server.ctx.otp.last('03001234567')!.code;
    const [slot] = freeSlots(server, 1, { aheadMinutes: 120 });
    const booked = await client.post('/api/appointments/book', { pmdc: IMRAN, mode: 'online', ...slot });
    const id: number = booked.body.data.appointment.id;
    const started = await client.post('/api/payments/start', { appointment_id: id, method: 'card' });
    await payAtGateway(server, started.body.data.payment.id, '000');
    await moveTo(server, id, -10);
    const messages = (await request(server.url).get('/__qa/messages?phone=03001234567')).body.messages as Array<{
      kind: string;
      text: string;
    }>;
    const link = messages.find((m) => m.kind === 'reminder_10m')!.text;
    const token = /join_token=([^\s]+)/.exec(link)![1]!;
    expect((await client.post('/api/appointments/ready', { appointment_id: id, join_token: token })).status).toBe(200);
    // Refused tokens are not logged either.
    await client.post('/api/appointments/ready', { appointment_id: id, join_token: `${token.slice(0, -1)}x` });

    const log = lines.join('');
    expect(lines.some((l) => l.includes('"msg":"message sent"'))).toBe(true);
    expect(lines.some((l) => l.includes('/api/appointments/ready'))).toBe(true);
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split('.').at(-1));
    expect(log).not.toContain(code);
  });

  it('when a field is named like a secret or a string carries a join or visit token or a secret query value, then it is redacted', () => {
    const token = 'j1.5012.1001.mi9x3k40.Yd3kq0cV8Qp1bZ7nT2sLwA';
    expect(
      redactFields({
        code: '123456',
        status: 200,
        join_token: token,
        text: 'anything',
        note: `open https://p.test/appointment/payment/checkout/5012?join_token=${token} now`,
        path: '/x?otp=999999&page=2',
        error: `bad ${token}`,
        visit: `read v1.5012.1001.my1m5ug0.kX3p9QvT2mLr8sWbN4cYdA and /a?visit_token=v1.5012.1001.my1m5ug0.kX3p9QvT2mLr8sWbN4cYdA`,
      }),
    ).toEqual({
      code: '[redacted]',
      status: 200,
      join_token: '[redacted]',
      text: '[redacted]',
      note: 'open https://p.test/appointment/payment/checkout/5012?join_token=[redacted] now',
      path: '/x?otp=[redacted]&page=2',
      error: 'bad [redacted]',
      visit: 'read [redacted] and /a?visit_token=[redacted]',
    });
  });
});
