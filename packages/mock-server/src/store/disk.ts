import { closeSync, fdatasync, fsyncSync, ftruncate, ftruncateSync, openSync, write } from 'node:fs';
import { promisify } from 'node:util';
import { journalPathOf, writeFileAtomic, writeFileAtomicSync } from './persistence.ts';

const writeAsync = promisify(write);
const datasync = promisify(fdatasync);
const truncate = promisify(ftruncate);

/** Below this the journal is never compacted, however small the snapshot. */
export const MIN_JOURNAL_BYTES = 1024 * 1024;

export interface DiskOptions {
  /** The data file (the snapshot); the journal is beside it. */
  file: string;
  /** The snapshot text of the data as it is now, holding every entry handed to append() so far. */
  snapshot(): string;
  minJournalBytes?: number;
}

export interface Disk {
  /** Appends journal lines; resolves once they (and every line before them) are fsynced. */
  append(lines: string): Promise<void>;
  /** Writes a fresh snapshot and empties the journal (after a reset); resolves once it is in place. */
  compact(): Promise<void>;
  /** Waits for pending work, then closes the journal. */
  close(): Promise<void>;
  readonly stats: { journalBytes: number; snapshotBytes: number; compactions: number };
}

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * The data file on disk: a snapshot plus an append-only journal. Appends are group-committed: the
 * lines that arrive while one fsync runs go out together with the next. When the journal has grown
 * past the snapshot (and MIN_JOURNAL_BYTES), the data is written as a new snapshot (temp file,
 * fsync, rename) and the journal emptied, so each write pays O(its own size) on average.
 * Opening writes a snapshot of the data as loaded and empties the journal.
 */
export function openDisk({ file, snapshot, minJournalBytes = MIN_JOURNAL_BYTES }: DiskOptions): Disk {
  const journal = journalPathOf(file);
  const fd = openSync(journal, 'a', 0o600);
  // The snapshot first: until its rename, the old snapshot and journal still hold everything.
  const first = snapshot();
  writeFileAtomicSync(file, first);
  ftruncateSync(fd, 0);
  fsyncSync(fd);

  const stats = { journalBytes: 0, snapshotBytes: Buffer.byteLength(first), compactions: 0 };
  let queued: string[] = [];
  let waiting: Waiter[] = [];
  let snapshotWaiting: Waiter[] = [];
  let running = false;
  let idle: Promise<void> = Promise.resolve();
  let closed = false;

  async function writeSnapshot(): Promise<void> {
    const text = snapshot();
    await writeFileAtomic(file, text);
    // Entries already in the snapshot may stay in the journal without harm (replay skips them by
    // seq); none written after it are lost, since nothing is appended while this runs.
    await truncate(fd, 0);
    await datasync(fd);
    stats.journalBytes = 0;
    stats.snapshotBytes = Buffer.byteLength(text);
    stats.compactions += 1;
  }

  async function appendNow(text: string): Promise<void> {
    const buffer = Buffer.from(text);
    try {
      let done = 0;
      while (done < buffer.length) done += (await writeAsync(fd, buffer, done, buffer.length - done)).bytesWritten;
      await datasync(fd);
      stats.journalBytes += buffer.length;
    } catch (error) {
      // Cut a half-written batch off so later lines do not follow a broken one.
      await truncate(fd, stats.journalBytes).catch(() => {});
      throw error;
    }
  }

  async function run(): Promise<void> {
    // `running` drops in the same step as the last look at the queue, so no line is left behind.
    try {
      while (queued.length || snapshotWaiting.length) await flushOnce();
    } finally {
      running = false;
    }
  }

  async function flushOnce(): Promise<void> {
    const lines = queued.join('');
    const batch = waiting;
    const snapshotBatch = snapshotWaiting;
    queued = [];
    waiting = [];
    snapshotWaiting = [];
    try {
      if (lines) await appendNow(lines);
      settle(batch);
    } catch (error) {
      settle(batch, error);
    }
    try {
      const due = stats.journalBytes > Math.max(stats.snapshotBytes, minJournalBytes);
      if (snapshotBatch.length || due) await writeSnapshot();
      settle(snapshotBatch);
    } catch (error) {
      settle(snapshotBatch, error);
    }
  }

  function enqueue(into: Waiter[]): Promise<void> {
    if (closed) return Promise.reject(new Error('the data file is closed'));
    const done = new Promise<void>((resolve, reject) => into.push({ resolve, reject }));
    if (!running) {
      running = true;
      idle = run();
    }
    return done;
  }

  return {
    stats,
    append(lines) {
      queued.push(lines);
      return enqueue(waiting);
    },
    compact: () => enqueue(snapshotWaiting),
    async close() {
      closed = true;
      await idle;
      closeSync(fd);
    },
  };
}

function settle(waiters: Waiter[], error?: unknown): void {
  for (const w of waiters) {
    if (error === undefined) w.resolve();
    else w.reject(error);
  }
}
