import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.ts';
import { failingDisk } from '../test/failing-disk.ts';
import { journalPathOf } from './persistence.ts';
import { createStore } from './store.ts';
import type { DemoSubmission } from './types.ts';

const dir = mkdtempSync(join(tmpdir(), 'ehp-rollback-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

const demo = (id: number, i: number): DemoSubmission => ({
  id,
  created_at: '2026-11-24T08:00:00.000Z',
  name: `Clinic ${i}`,
  phone_number: '03001234567',
  email: 'clinic@example.pk',
  demo_for: 1,
});

function setup() {
  const disk = failingDisk();
  const file = join(dir, `data-${++n}.json`);
  const store = createStore({ dataFile: file, logger: silentLogger, openDisk: disk.open });
  return { disk, file, store };
}

describe('a write whose journal entry cannot be saved', () => {
  it('when the disk refuses it, then memory is as before: no record, no id used, no session', async () => {
    const { disk, store } = setup();
    const before = JSON.stringify(store.data);
    disk.failing = true;
    const write = store.write((data) => {
      data.submissions.demo.push(demo(store.nextId('submission'), 1));
      data.sessions.ghost = { role: 'patient', user_id: 1001, expires_at: 1 } as never;
      data.patients[0].name = 'Ghost';
    });
    await expect(write).rejects.toThrow('EFBIG');
    expect(JSON.stringify(store.data)).toBe(before);
    await store.close();
  });

  it('when writes that read the refused one are pending, then they are undone with it, newest last', async () => {
    const { disk, store } = setup();
    const count = store.data.submissions.demo.length;
    const idBefore = store.data.next_ids.submission;
    disk.failing = true;
    const writes = [1, 2, 3].map((i) =>
      store.write((data) => void data.submissions.demo.push(demo(store.nextId('submission'), i))),
    );
    const settled = await Promise.allSettled(writes);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(store.data.submissions.demo).toHaveLength(count);
    expect(store.data.next_ids.submission).toBe(idBefore);
    await store.close();
  });

  it('when the disk works again, then the next write takes the refused id and a restart holds no null', async () => {
    const { disk, file, store } = setup();
    const idBefore = store.data.next_ids.submission ?? 1;
    disk.failing = true;
    await expect(
      store.write((data) => void data.submissions.demo.push(demo(store.nextId('submission'), 1))),
    ).rejects.toThrow();
    disk.failing = false;
    const id = await store.write((data) => {
      const next = store.nextId('submission');
      data.submissions.demo.push(demo(next, 2));
      return next;
    });
    expect(id).toBe(idBefore);
    await store.close();
    expect(readFileSync(journalPathOf(file), 'utf8')).not.toContain('null');
    const again = createStore({ dataFile: file, logger: silentLogger });
    expect(again.data.submissions.demo.filter((d) => d === null)).toHaveLength(0);
    expect(again.data.submissions.demo.at(-1)?.name).toBe('Clinic 2');
    await again.close();
  });
});

describe('a reset whose snapshot cannot be saved', () => {
  it('when the disk refuses it, then memory and disk keep the data; a write made meanwhile waits and is kept', async () => {
    const { disk, file, store } = setup();
    await store.write((data) => void data.submissions.demo.push(demo(store.nextId('submission'), 1)));
    const before = JSON.stringify(store.data);
    disk.failing = true;
    const reset = store.reset();
    disk.failing = false;
    // Made while the reset is on its way to disk: it waits, then lands on the data that stayed.
    const write = store.write((data) => void data.submissions.demo.push(demo(store.nextId('submission'), 2)));
    await expect(reset).rejects.toThrow('EFBIG');
    await write;
    expect(store.data.submissions.demo.map((d) => d.name)).toEqual(['Clinic 1', 'Clinic 2']);
    const kept = JSON.stringify(store.data);
    expect(kept).not.toBe(before);
    await store.close();
    const again = createStore({ dataFile: file, logger: silentLogger });
    expect(JSON.stringify(again.data)).toBe(kept);
    await again.close();
  });

  it('when the disk takes it, then a write made meanwhile lands on the seed, and a restart holds exactly that', async () => {
    const { file, store } = setup();
    await store.write((data) => void data.submissions.demo.push(demo(store.nextId('submission'), 1)));
    const reset = store.reset();
    const write = store.write((data) => void data.submissions.demo.push(demo(store.nextId('submission'), 2)));
    await reset;
    await write;
    expect(store.data.submissions.demo.map((d) => d.name)).toEqual(['Clinic 2']);
    const kept = JSON.stringify(store.data);
    await store.close();
    const again = createStore({ dataFile: file, logger: silentLogger });
    expect(JSON.stringify(again.data)).toBe(kept);
    await again.close();
  });
});
