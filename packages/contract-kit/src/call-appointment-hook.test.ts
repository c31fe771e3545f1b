import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchCallAppointment } from './call-appointment-hook.ts';

let base = '';
const seen: Array<{ url: string; body: string }> = [];
const server = createServer(async (req, res) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  seen.push({ url: req.url ?? '', body });
  const status = req.url?.startsWith('/down') ? 503 : 201;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ appointment: { id: req.url?.includes('text') ? 'five' : 5012 } }));
});

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const parties = { patientId: '1001', pmdc: '12345-P' };

describe('call appointment hook', () => {
  it('when configured, then it POSTs the patient and the doctor and reads the id at jsonPath', async () => {
    const hook = { url: '{baseUrl}/qa/{patientId}/{pmdc}', jsonPath: 'appointment.id' };
    expect(await fetchCallAppointment(hook, `${base}/`, parties)).toBe(5012);
    expect(seen.at(-1)).toEqual({ url: '/qa/1001/12345-P', body: '{"patient_id":"1001","doctor_pmdc":"12345-P"}' });
  });

  it('when the target refuses or answers no integer id, then it throws saying what came back', async () => {
    await expect(
      fetchCallAppointment({ url: `${base}/down`, jsonPath: 'appointment.id' }, base, parties),
    ).rejects.toThrow(/answered 503/);
    await expect(
      fetchCallAppointment({ url: `${base}/text`, jsonPath: 'appointment.id' }, base, parties),
    ).rejects.toThrow(/no appointment id at appointment.id/);
  });
});
