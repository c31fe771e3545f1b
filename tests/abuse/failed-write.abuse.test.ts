import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T0 } from '../../packages/mock-server/src/test/appointments.ts';
import { failingDisk } from '../../packages/mock-server/src/test/failing-disk.ts';
import { startTestServer, type TestServer } from '../../packages/mock-server/src/test/server.ts';
import { journalPathOf } from '../../packages/mock-server/src/store/persistence.ts';
import { uncovered, writingOperations } from './lib/failed-write-coverage.ts';
import { NEVER_WRITES } from './lib/failed-write-never-writes.ts';
import { differences } from './lib/failed-write-world.ts';
import { RESET_ROW, ROWS, type Row } from './lib/failed-write-rows.ts';
import { socketEvents } from './lib/failed-write-sockets.ts';
import { record } from './lib/record.ts';

// F5: with the journal write failing (a full disk), every operation that writes the store answers
// 5xx and leaves memory and disk as they were: no ghost hold, payment, account, session or null
// submission, and the same request then succeeds. One row per operation (lib/failed-write-rows.ts); an
// operation without a row fails the completeness check unless it never writes (failed-write-never-writes.ts).

const dir = mkdtempSync(join(tmpdir(), 'ehp-failed-write-'));
const dataFile = join(dir, 'data.json');
const disk = failingDisk();
let server: TestServer;
let attacks = 0;
let held = 0;

const start = () => startTestServer({ dataFile }, { now: () => T0, openDisk: disk.open });
const memory = () => JSON.stringify(server.store.data);

beforeAll(async () => {
  server = await start();
});
afterAll(async () => {
  record({ finding: 'F05 a failed write leaves a ghost', attacks, held });
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `act` with the disk refusing writes (all of them, or those `refuses` picks). */
async function withDiskFailing<T>(act: () => Promise<T>, refuses: Row['refuses'] = undefined): Promise<T> {
  if (refuses) disk.refuses = refuses;
  else disk.failing = true;
  try {
    return await act();
  } finally {
    disk.failing = false;
    disk.refuses = null;
  }
}

/** The row's request with the disk failing (5xx, the store as before), then again with it working (success). */
async function failThenRetry(row: Row): Promise<void> {
  const send = await row.prepare(server);
  const before = memory();
  const failed = await withDiskFailing(send, row.refuses);
  attacks += 1;
  expect(failed.status, failed.text.slice(0, 300)).toBeGreaterThanOrEqual(500);
  if (row.page) expect(failed.type).toBe('text/html');
  else expect(failed.body).toEqual({ message: expect.any(String), code: 'internal_error' });
  expect(differences(before, memory())).toEqual([]);
  expect(memory() === before, 'the same JSON text, key order too').toBe(true);
  expect(row.leftovers?.(server) ?? []).toEqual([]);
  const retried = await send();
  const succeeded = row.page ? retried.status === 303 : retried.status >= 200 && retried.status < 300;
  expect(succeeded, `retry: ${retried.status} ${retried.text.slice(0, 300)}`).toBe(true);
  held += 1;
}

/** Every list in the data, at any depth, holds records only: no null left where a write was refused. */
function nullsIn(value: unknown, path = 'data'): string[] {
  if (Array.isArray(value))
    return value.flatMap((v, i) => (v === null ? [`${path}[${i}]`] : nullsIn(v, `${path}[${i}]`)));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => nullsIn(v, `${path}.${k}`));
  return [];
}

/** Restarts on the same data file; what it loads must be exactly what memory held. */
async function restartHoldsMemory(): Promise<void> {
  const kept = memory();
  expect(nullsIn(server.store.data)).toEqual([]);
  await server.close();
  server = await start(); // replays the journal over the snapshot, then writes a new snapshot
  expect(differences(kept, memory())).toEqual([]);
  expect(memory() === kept, 'the same JSON text, key order too').toBe(true);
  const onDisk = JSON.parse(readFileSync(dataFile, 'utf8')) as { data: unknown };
  expect(nullsIn(onDisk.data)).toEqual([]);
  expect(readFileSync(journalPathOf(dataFile), 'utf8')).toBe('');
}

const title = (row: Row) => `${row.op}${row.variant ? ` (${row.variant})` : ''}`;

describe('a failed write leaves no trace', () => {
  it('every operation that changes something has a row, or is listed as never writing, with its reason', () => {
    const rows = [...ROWS, RESET_ROW];
    const problems = uncovered(new Set(rows.map((r) => r.op)), NEVER_WRITES);
    expect(problems).toEqual([]);
    expect(writingOperations().length).toBeGreaterThan(20);
  });

  for (const row of ROWS)
    it(`when ${title(row)} fails to save, then 5xx, the store as before, and the retry succeeds`, () =>
      failThenRetry(row));

  it('after them all, a restart on the data file holds exactly what memory held: no ghost, no null', async () => {
    expect((await request(server.url).get('/__qa/submissions')).status).toBe(200);
    await restartHoldsMemory();
    await server.store.compact();
    await restartHoldsMemory();
  });

  it('the operations listed as never writing still answer 2xx with the disk failing, and change nothing', async () => {
    for (const [op, { probe }] of Object.entries(NEVER_WRITES)) {
      const before = memory();
      const res = await withDiskFailing(() => probe(server));
      attacks += 1;
      expect(res.status, `${op}: ${res.status} ${res.text.slice(0, 200)}`).toBeLessThan(300);
      expect(differences(before, memory()), op).toEqual([]);
      held += 1;
    }
  });

  it('socket events (calls, presence) with the disk failing get their usual answers and change nothing', async () => {
    const events = await socketEvents(server);
    const before = memory();
    try {
      const driven = await withDiskFailing(events.drive);
      attacks += driven;
      expect(differences(before, memory())).toEqual([]);
      held += driven;
    } finally {
      events.close();
    }
  });

  it(`when ${title(RESET_ROW)} fails to save, then 5xx and the store as before; the retry resets and a restart holds the same`, async () => {
    await failThenRetry(RESET_ROW);
    await restartHoldsMemory();
  });
});
