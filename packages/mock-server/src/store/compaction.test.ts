import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.ts';
import { onDisk } from '../test/data-file.ts';
import { journalPathOf } from './persistence.ts';
import { createSeed } from './seed/index.ts';
import { yieldToEventLoop } from './snapshot-writer.ts';
import { createStore, type Store } from './store.ts';
import type { DemoSubmission } from './types.ts';

// Compaction writes the new snapshot a slice at a time while writes go on (disk.ts). These tests
// hold a compaction between two slices (the store's compactionPace) to look at it mid-way.

const dir = mkdtempSync(join(tmpdir(), 'ehp-compaction-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const fileFor = (name: string) => join(dir, `${name}-${++n}.json`);

const demo = (i: number): DemoSubmission => ({
  id: i,
  created_at: '2026-11-24T08:00:00.000Z',
  name: `Clinic ${i}`,
  phone_number: `0300${String(1_000_000 + i)}`,
  email: `clinic${i}@example.pk`,
  demo_for: i % 3,
});

/** A data file holding `records` demo requests: its snapshot takes several slices (256 KB each). */
function bigFile(name: string, records = 20_000): string {
  const file = fileFor(name);
  const data = createSeed();
  for (let i = 1; i <= records; i++) data.submissions.demo.push(demo(i));
  data.next_ids.submission = records + 1;
  writeFileSync(
    file,
    JSON.stringify({ version: 1, saved_at: '', secret: 'Zm9vYmFyLXRlc3Qtc2VjcmV0LWZvci1laHAtbW9jazE', data }),
  );
  return file;
}

function addDemo(store: Store, i: number): Promise<void> {
  return store.write((data) => {
    data.submissions.demo.push({ ...demo(i), id: store.nextId('submission') });
  });
}

/** A pace that stops the compaction after its second slice until released. */
function gate() {
  let slices = 0;
  let release!: () => void;
  let reached!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const atGate = new Promise<void>((r) => (reached = r));
  const pace = async () => {
    slices += 1;
    if (slices === 2) {
      reached();
      await held;
    }
    await yieldToEventLoop();
  };
  return { pace, atGate, release, slices: () => slices };
}

const phonesIn = (file: string) => new Set(onDisk(file).submissions.demo.map((d) => d.phone_number));

describe('compaction while the server goes on', () => {
  it('when a compaction is under way, then a write made meanwhile is acknowledged before it ends, and both are kept', async () => {
    const file = bigFile('during');
    const g = gate();
    const store = createStore({ dataFile: file, logger: silentLogger, compactionPace: g.pace });
    let compacted = false;
    const compaction = store.compact().then(() => void (compacted = true));
    await g.atGate;
    await addDemo(store, 900_001); // acknowledged: in the journal, fsynced
    expect(compacted).toBe(false);
    g.release();
    await compaction;
    expect(g.slices()).toBeGreaterThan(5); // the event loop ran between each two
    // The journal now holds only what was written since the compaction began.
    const lines = readFileSync(journalPathOf(file), 'utf8').split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(demo(900_001).phone_number);
    await store.close();
    const phones = phonesIn(file);
    expect(phones.has(demo(900_001).phone_number)).toBe(true);
    expect(phones.has(demo(20_000).phone_number)).toBe(true);
    expect(phones.size).toBe(20_001);
  });

  it('when the store is reset during a compaction, then the reset is what stays, with the writes after it', async () => {
    const file = bigFile('reset');
    const g = gate();
    const store = createStore({ dataFile: file, logger: silentLogger, compactionPace: g.pace });
    const compaction = store.compact();
    await g.atGate;
    const reset = store.reset();
    const after = addDemo(store, 900_002);
    g.release();
    await Promise.all([compaction, reset, after]);
    await store.close();
    expect(onDisk(file).submissions.demo.map((d) => d.phone_number)).toEqual([demo(900_002).phone_number]);
  });
});

// Copies the files hundreds of times while writes and compactions run: minutes on a loaded machine.
describe('a crash at any moment of a compaction', { timeout: 240_000 }, () => {
  it('when the files are caught at any point while writes and compactions run, then they hold every write acknowledged before', async () => {
    const file = bigFile('crash', 10_000);
    const crashDir = join(dir, 'crashes');
    mkdirSync(crashDir);
    const copies: { file: string; acked: string[] }[] = [];
    const acked: string[] = [];
    /** What a kill -9 right now would leave: the journal first, then the snapshot (renamed in first). */
    const crashNow = () => {
      const copy = join(crashDir, `data-${copies.length}.json`);
      const known = [...acked];
      copyFileSync(journalPathOf(file), journalPathOf(copy));
      copyFileSync(file, copy);
      copies.push({ file: copy, acked: known });
    };
    const store = createStore({
      dataFile: file,
      logger: silentLogger,
      minJournalBytes: 1,
      compactionPace: async () => {
        crashNow();
        await yieldToEventLoop();
      },
    });
    let running = true;
    const catcher = (async () => {
      while (running) {
        crashNow();
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    let i = 800_000;
    const writers = Array.from({ length: 4 }, async () => {
      while (running) {
        const mine = ++i;
        await addDemo(store, mine);
        acked.push(demo(mine).phone_number);
      }
    });
    for (let round = 0; round < 3; round++) await store.compact();
    running = false;
    await Promise.all([...writers, catcher]);
    await store.close();
    expect(copies.length).toBeGreaterThanOrEqual(15); // at least one between any two slices
    for (const copy of copies) {
      const phones = phonesIn(copy.file);
      expect(copy.acked.filter((p) => !phones.has(p))).toEqual([]);
      expect(phones.has(demo(10_000).phone_number)).toBe(true);
    }
  }, 60_000);
});
