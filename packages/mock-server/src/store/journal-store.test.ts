import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.ts';
import { onDisk } from '../test/data-file.ts';
import { journalPathOf } from './persistence.ts';
import { createSeed } from './seed/index.ts';
import { createStore, type Store } from './store.ts';
import type { DemoSubmission } from './types.ts';

const dir = mkdtempSync(join(tmpdir(), 'ehp-journal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const fileFor = (name: string) => join(dir, `${name}-${++n}.json`);
const open = (file: string, minJournalBytes?: number) =>
  createStore({ dataFile: file, logger: silentLogger, minJournalBytes });

function addDemo(store: Store, i: number): Promise<void> {
  return store.write((data) => {
    data.submissions.demo.push({
      id: store.nextId('submission'),
      created_at: '2026-11-24T08:00:00.000Z',
      name: `Clinic ${i}`,
      phone_number: `0300${String(1000000 + i)}`,
      email: `clinic${i}@example.pk`,
      demo_for: 1,
    } satisfies DemoSubmission);
  });
}
const journalLines = (file: string) => readFileSync(journalPathOf(file), 'utf8').split('\n').filter(Boolean);

describe('the journal beside the data file', () => {
  it('when writes are acknowledged, then each is one journal line and a restart replays them', async () => {
    const file = fileFor('replay');
    const store = open(file);
    const snapshotBefore = readFileSync(file, 'utf8');
    await Promise.all([0, 1, 2].map((i) => addDemo(store, i)));
    expect(readFileSync(file, 'utf8')).toBe(snapshotBefore); // the snapshot is not rewritten per write
    const lines = journalLines(file).map((l) => JSON.parse(l));
    expect(lines.map((l) => l.seq)).toEqual([1, 2, 3]);
    expect(lines[0].ops).toContainEqual({ put: ['next_ids', 'submission'], value: 2 });
    expect(lines[0].ops).toContainEqual(expect.objectContaining({ put: ['submissions', 'demo', 0] }));
    await store.close();
    const again = open(file);
    expect(again.data.submissions.demo.map((d) => d.email)).toEqual([0, 1, 2].map((i) => `clinic${i}@example.pk`));
    expect(journalLines(file)).toEqual([]); // folded into the snapshot at start-up
    await again.close();
  });

  it('when the journal outgrows the snapshot, then it is folded into a new snapshot and emptied', async () => {
    const file = fileFor('compact');
    const store = open(file, 1);
    const seedBytes = statSync(file).size;
    for (let i = 0; i < 1000; i++) await addDemo(store, i);
    // The journal never stays much larger than the snapshot, which now holds most of the records.
    expect(statSync(file).size).toBeGreaterThan(seedBytes);
    expect(statSync(journalPathOf(file)).size).toBeLessThanOrEqual(statSync(file).size + 1000);
    expect(journalLines(file).length).toBeLessThan(1000);
    expect(onDisk(file).submissions.demo).toHaveLength(1000);
    await store.close();
  });

  it('when the last line was cut short by a crash, then start-up ignores it and keeps every complete write', async () => {
    const file = fileFor('torn');
    const store = open(file);
    for (let i = 0; i < 3; i++) await addDemo(store, i);
    await store.close();
    appendFileSync(journalPathOf(file), '{"seq":4,"at":"2026-11-24T08:00:00.000Z","ops":[{"put":["submi');
    const again = open(file);
    expect(again.data.submissions.demo).toHaveLength(3);
    await again.close();
  });

  it('when a complete line is damaged, then replay stops before it and a copy of the journal is kept', async () => {
    const file = fileFor('damaged');
    const store = open(file);
    for (let i = 0; i < 2; i++) await addDemo(store, i);
    await store.close();
    const journal = journalPathOf(file);
    writeFileSync(journal, readFileSync(journal, 'utf8').replace(/\n$/, '\nnot json\n'));
    const lines: string[] = [];
    const logger = { ...silentLogger, error: (msg: string) => void lines.push(msg) };
    const again = createStore({ dataFile: file, logger });
    expect(again.data.submissions.demo).toHaveLength(2);
    expect(lines).toContain('journal is damaged; replayed up to the damage');
    expect(readdirSync(dir).some((f) => f.startsWith(`${file.split('/').pop()}.journal.jsonl.corrupt-`))).toBe(true);
    await again.close();
  });

  it('when a snapshot already holds an entry still in the journal, then replay skips it (no record goes back)', async () => {
    const file = fileFor('seq');
    const store = open(file);
    await store.write((data) => void (data.next_ids.probe = 1));
    const stale = readFileSync(journalPathOf(file), 'utf8');
    await store.write((data) => void (data.next_ids.probe = 2));
    await store.close();
    open(file).close(); // start-up folds both entries into the snapshot (seq 2) and empties the journal
    // As after a crash between the snapshot's rename and the journal's truncation:
    writeFileSync(journalPathOf(file), stale);
    const again = open(file);
    expect(again.data.next_ids.probe).toBe(2);
    await again.close();
  });

  it('when the store is reset, then the snapshot is the seed and the journal is empty', async () => {
    const file = fileFor('reset');
    const store = open(file);
    await addDemo(store, 1);
    await store.reset();
    expect(journalLines(file)).toEqual([]);
    expect(onDisk(file).submissions.demo).toEqual([]);
    await addDemo(store, 2);
    await store.close();
    expect(onDisk(file).submissions.demo.map((d) => d.name)).toEqual(['Clinic 2']);
  });
});

describe('the snapshot file', () => {
  it('when it is read by a person, then each record is one line of JSON that grep finds', async () => {
    const file = fileFor('readable');
    const store = open(file, 1);
    await addDemo(store, 42);
    await store.reset(); // rewrites the snapshot now
    await addDemo(store, 43);
    await store.close();
    open(file).close();
    const text = readFileSync(file, 'utf8');
    const line = text.split('\n').find((l) => l.includes('clinic43@example.pk'))!;
    expect(JSON.parse(line.trim().replace(/,$/, ''))).toMatchObject({ name: 'Clinic 43', demo_for: 1 });
    expect(JSON.parse(text)).toMatchObject({ version: 2, seq: expect.any(Number) });
  });
});

describe('a data file from before the journal (version 1, one JSON document)', () => {
  it('when it is loaded, then its data and secret are kept, and later writes go to the journal', async () => {
    const file = fileFor('v1');
    const data = createSeed();
    data.submissions.demo.push({
      id: 1,
      created_at: '2026-11-01T08:00:00.000Z',
      name: 'Old Clinic',
      phone_number: '03001112223',
      email: 'old@example.pk',
      demo_for: 0,
    });
    const secret = 'Zm9vYmFyLXRlc3Qtc2VjcmV0LWZvci1laHAtbW9jazE';
    writeFileSync(file, JSON.stringify({ version: 1, saved_at: '2026-11-01T08:00:00.000Z', secret, data }));
    const store = open(file);
    expect(store.data.submissions.demo.map((d) => d.name)).toEqual(['Old Clinic']);
    expect(store.secret.toString('base64url')).toBe(secret);
    expect(JSON.parse(readFileSync(file, 'utf8')).version).toBe(2);
    await addDemo(store, 7);
    expect(journalLines(file)).toHaveLength(1);
    await store.close();
    expect(onDisk(file).submissions.demo.map((d) => d.name)).toEqual(['Old Clinic', 'Clinic 7']);
  });
});

describe('--seed FILE', () => {
  it('when the store starts or is reset, then it holds the seed file’s data, and the seed file is never written', async () => {
    const seedFile = fileFor('seed');
    const data = createSeed();
    data.submissions.helpline.push({ id: 1, created_at: '2026-11-01T08:00:00.000Z', phone_number: '03001112223' });
    writeFileSync(
      seedFile,
      JSON.stringify({ version: 1, saved_at: '', secret: 'Zm9vYmFyLXRlc3Qtc2VjcmV0LWZvci1laHAtbW9jazE', data }),
    );
    const before = readFileSync(seedFile, 'utf8');
    const store = createStore({ dataFile: null, seedFile, logger: silentLogger });
    expect(store.data.submissions.helpline).toHaveLength(1);
    await addDemo(store, 1);
    await store.reset();
    expect(store.data.submissions.demo).toEqual([]);
    expect(store.data.submissions.helpline).toHaveLength(1);
    expect(readFileSync(seedFile, 'utf8')).toBe(before);
  });

  it('when the seed file is missing, then start-up stops with a DataFileError naming it', () => {
    expect(() => createStore({ dataFile: null, seedFile: join(dir, 'nope.json'), logger: silentLogger })).toThrow(
      /--seed .*nope.json: no such file/,
    );
  });
});
