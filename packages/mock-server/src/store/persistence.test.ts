import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { signInOwner, startTestServer, TestClient } from '../test/server.ts';
import { onDisk } from '../test/data-file.ts';
import { checkDataFile } from './persistence.ts';

const dir = mkdtempSync(join(tmpdir(), 'ehp-mock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const demo = { name: 'Bilal Ahmed', phone_number: '03001234567', email: 'bilal@citycare.pk', demo_for: 2 };

describe('persistence with --data', () => {
  it('when a write is acknowledged, then it is already in the file, and a restart keeps it (and the session)', async () => {
    const file = join(dir, 'restart.json');
    const first = await startTestServer({ dataFile: file });
    const c = new TestClient(first.url);
    await signInOwner(c);
    const res = await c.post('/api/demo_request/add', demo);
    expect(res.status).toBe(201);
    // On disk before the 2xx was sent.
    expect(onDisk(file).submissions.demo).toHaveLength(1);
    await first.close();

    const second = await startTestServer({ dataFile: file });
    try {
      expect(second.store.data.submissions.demo[0]).toMatchObject(demo);
      // Same secret and data: the old cookies still pass XSRF, and the duplicate rule still holds.
      const again = await request(second.url)
        .post('/api/demo_request/add')
        .set('Cookie', c.cookieHeader())
        .set('X-XSRF-TOKEN', c.xsrf!)
        .send(demo);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Demo request already exist!');
      const contact = await request(second.url)
        .post('/api/clinic/contact_us')
        .set('Cookie', c.cookieHeader())
        .set('X-XSRF-TOKEN', c.xsrf!)
        .send({ subject: 'After restart', message: 'Still signed in after the restart.' });
      expect(contact.status).toBe(201);
    } finally {
      await second.close();
    }
  });

  it('when many writes race, then every one of them is on disk', async () => {
    const file = join(dir, 'race.json');
    const server = await startTestServer({ dataFile: file });
    const c = new TestClient(server.url);
    await c.get('/api/medical-test-labs/get');
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        c.post('/api/admin/call-helpline/add', { data: {}, phone_number: `0300${String(1000000 + i)}` }),
      ),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(onDisk(file).submissions.helpline).toHaveLength(25);
    await server.close();
  });

  it('when the data file is corrupt, then the server starts from the seed, logs why, and keeps the bad file aside', async () => {
    const file = join(dir, 'corrupt.json');
    writeFileSync(file, '{"version":1,"data":{"patients":');
    const lines: string[] = [];
    const logger = {
      error: (msg: string, f?: object) => lines.push(`${msg} ${JSON.stringify(f)}`),
      info() {},
      debug() {},
    };
    const server = await startTestServer({ dataFile: file }, { logger });
    try {
      expect(server.store.data.labs.length).toBeGreaterThanOrEqual(6);
      expect(lines.join('\n')).toMatch(/data file is corrupt; starting from the seed.*not valid JSON/);
      expect(readdirSync(dir).some((f) => f.startsWith('corrupt.json.corrupt-'))).toBe(true);
      expect(JSON.parse(readFileSync(file, 'utf8')).version).toBe(2);
    } finally {
      await server.close();
    }
  });

  it('when the data file is missing, then the seed is written to it', async () => {
    const file = join(dir, 'fresh.json');
    const server = await startTestServer({ dataFile: file });
    expect(JSON.parse(readFileSync(file, 'utf8')).data.labs.length).toBeGreaterThanOrEqual(6);
    await server.close();
  });

  it('when the file has the wrong shape, then the reason names the part', () => {
    expect(
      checkDataFile({ version: 1, secret: 'Zm9vYmFyLXRlc3Qtc2VjcmV0LWZvci1laHAtbW9jazE', data: { patients: {} } }),
    ).toBe('data.patients is not a list');
    expect(checkDataFile({ version: 3 })).toMatch(/unsupported version/);
  });
});

describe('memory only', () => {
  it('when no data file is given, then a restart starts from the seed', async () => {
    const a = await startTestServer();
    await new TestClient(a.url).post('/api/demo_request/add', demo);
    await a.close();
    const b = await startTestServer();
    expect(b.store.data.submissions.demo).toHaveLength(0);
    await b.close();
  });
});
