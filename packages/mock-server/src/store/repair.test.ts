import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Logger } from '../logger.ts';
import { silentLogger } from '../logger.ts';
import { journalPathOf } from './persistence.ts';
import { createStore } from './store.ts';

// F11 of issue 21: the data file is not trusted. Bad records are taken out and named, the id
// counters are rebuilt from the data, and a weak secret stops the start.

const dir = mkdtempSync(join(tmpdir(), 'ehp-repair-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

/** A data file as a store writes it, then edited by `edit` as a person or a tool might. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the file as JSON, edited freely
async function fileEditedBy(edit: (file: Record<string, any>) => void): Promise<string> {
  const file = join(dir, `data-${++n}.json`);
  const store = createStore({ dataFile: file, logger: silentLogger });
  await store.write((data) => {
    data.appointments.push({
      id: store.nextId('appointment'),
      patient_id: 1001,
      pmdc: '12345-P',
      mode: 'online',
      location_id: null,
      date: '2026-11-30',
      time: '11:00:00',
      fee: 2000,
      status: 'confirmed',
      payment_status: 0,
      refund_status: 'none',
      hold_expires_at: null,
      created_at: '2026-11-23T05:00:00.000Z',
      cancelled_at: null,
    } as never);
  });
  await store.compact();
  await store.close();
  rmSync(journalPathOf(file), { force: true });
  const json = JSON.parse(readFileSync(file, 'utf8'));
  edit(json);
  writeFileSync(file, JSON.stringify(json));
  return file;
}

function recordingLogger(): Logger & { errors: Array<Record<string, unknown>> } {
  const errors: Array<Record<string, unknown>> = [];
  return {
    ...silentLogger,
    errors,
    error: (msg: string, fields?: Record<string, unknown>) => void errors.push({ msg, ...fields }),
  } as never;
}

describe('a data file with bad records', () => {
  it('when a session is null, then it is quarantined, named in the log, and the rest loads', async () => {
    const file = await fileEditedBy((f) => (f.data.sessions.broken = null));
    const logger = recordingLogger();
    const store = createStore({ dataFile: file, logger });
    expect(store.data.sessions).not.toHaveProperty('broken');
    expect(
      logger.errors.some((e) => e.msg === 'data file record quarantined' && String(e.at).includes('sessions')),
    ).toBe(true);
    expect(readdirSync(dir).some((name) => name.startsWith(`data-${n}.json.corrupt-`))).toBe(true);
    await store.close();
  });

  it('when next_ids is empty, then the next appointment id is past every stored one', async () => {
    const file = await fileEditedBy((f) => (f.data.next_ids = {}));
    const store = createStore({ dataFile: file, logger: silentLogger });
    const max = Math.max(...store.data.appointments.map((a) => a.id));
    expect(store.data.next_ids.appointment).toBe(max + 1);
    expect(store.data.next_ids.patient).toBeGreaterThan(Math.max(...store.data.patients.map((p) => p.id)));
    await store.close();
  });

  it('when appointments is null, then that is logged as a quarantined collection, not silently emptied', async () => {
    const file = await fileEditedBy((f) => (f.data.appointments = null));
    const logger = recordingLogger();
    const store = createStore({ dataFile: file, logger });
    expect(store.data.appointments).toEqual([]);
    expect(logger.errors.find((e) => e.at === 'data.appointments')).toMatchObject({ reason: 'not a list' });
    await store.close();
  });

  it('when an appointment has no id, then it alone is quarantined', async () => {
    const file = await fileEditedBy((f) => f.data.appointments.push({ patient_id: 1001 }));
    const logger = recordingLogger();
    const store = createStore({ dataFile: file, logger });
    expect(store.data.appointments).toHaveLength(1);
    expect(logger.errors.some((e) => String(e.at).startsWith('data.appointments['))).toBe(true);
    await store.close();
  });

  it('when the secret is 32 "!" (an empty key), then start-up is refused with a reason', async () => {
    const file = await fileEditedBy((f) => (f.secret = '!'.repeat(32)));
    expect(() => createStore({ dataFile: file, logger: silentLogger })).toThrow(/too weak/);
    expect(existsSync(file)).toBe(true);
  });

  it('when SESSION_SECRET is one character repeated, then start-up is refused', () => {
    expect(() => createStore({ dataFile: null, logger: silentLogger, secret: 'a'.repeat(64) })).toThrow(
      /SESSION_SECRET is too weak/,
    );
  });
});
