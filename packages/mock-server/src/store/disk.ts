import { closeSync, fdatasync, fsyncSync, ftruncate, ftruncateSync, openSync, write } from 'node:fs';
import { promisify } from 'node:util';
import { keepJournalTail } from './journal-tail.ts';
import { journalPathOf, removeStaleTemps, writeFileAtomicSync } from './persistence.ts';
import { chunksOf, joinPieces } from './snapshot-format.ts';
import { writeSnapshotInSlices, type Pace, type WrittenSnapshot } from './snapshot-writer.ts';

const writeAsync = promisify(write);
const datasync = promisify(fdatasync);
const truncate = promisify(ftruncate);

/** Below this the journal is never compacted, however small the snapshot. */
export const MIN_JOURNAL_BYTES = 1024 * 1024;

export interface DiskOptions {
  /** The data file (the snapshot); the journal is beside it. */
  file: string;
  /**
   * The snapshot of the data as it is now: its text in pieces read from the live data as they are
   * asked for (snapshot-format.ts). It holds every entry handed to append() so far.
   */
  snapshot(): Iterable<string>;
  minJournalBytes?: number;
  /** Waits between two slices of a compaction (default: lets the event loop run; tests pause here). */
  pace?: Pace;
}

export interface Disk {
  /** Appends journal lines (one entry); resolves once they (and every line before them) are fsynced. */
  append(lines: string): Promise<void>;
  /** Folds the journal into a new snapshot (after any running compaction); resolves once it is in place. */
  compact(): Promise<void>;
  /**
   * The data is being replaced whole (a reset): `snapshot`, the new data's, is written before any
   * line appended after this call, and the journal emptied; then `installed` runs (the store swaps
   * the new data in, before anything else reads it), and the call resolves. When the disk refuses
   * it, `installed` never runs and the call rejects: the old data stays, as on disk.
   */
  replaced(snapshot: Iterable<string>, installed: () => void): Promise<void>;
  /** Waits for pending work (a running compaction too), then closes the journal. */
  close(): Promise<void>;
  readonly stats: DiskStats;
}

export interface DiskStats {
  journalBytes: number;
  snapshotBytes: number;
  compactions: number;
  /** A compaction is being written now. */
  compacting: boolean;
  /** Slices the last compaction was written in (the event loop ran between any two). */
  lastSlices: number;
}

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}
type Item = { lines: string; waiter: Waiter } | { replacement: string[]; installed: () => void; waiter: Waiter };

interface Compaction {
  /** Where the journal ended when it began: the lines after this are kept once the snapshot is in place. */
  from: number;
  waiters: Waiter[];
  stop: boolean;
  settled: boolean;
  written: WrittenSnapshot | null;
  error: unknown;
  done: Promise<void>;
}

/**
 * The data file on disk: a snapshot plus an append-only journal. Appends are group-committed: the
 * lines that arrive while one fsync runs go out together with the next. When the journal has grown
 * past the snapshot (and MIN_JOURNAL_BYTES), a new snapshot is written a slice at a time while
 * appends go on (snapshot-writer.ts), renamed into place once the journal holds every line the
 * snapshot may have seen, and the journal then cut down to the lines written since it began
 * (journal-tail.ts). Each write pays O(its own size) on average, and none waits for a compaction.
 * Opening writes a snapshot of the data as loaded and empties the journal (synchronously: the
 * server does not listen yet).
 */
export function openDisk({ file, snapshot, minJournalBytes = MIN_JOURNAL_BYTES, pace }: DiskOptions): Disk {
  const journal = journalPathOf(file);
  let fd = openSync(journal, 'a+', 0o600);
  // The snapshot first: until its rename, the old snapshot and journal still hold everything.
  const first = joinPieces(snapshot());
  writeFileAtomicSync(file, first);
  ftruncateSync(fd, 0);
  fsyncSync(fd);
  removeStaleTemps(file);
  removeStaleTemps(journal);

  const stats: DiskStats = {
    journalBytes: 0,
    snapshotBytes: Buffer.byteLength(first),
    compactions: 0,
    compacting: false,
    lastSlices: 0,
  };
  const queue: Item[] = [];
  let compactWaiters: Waiter[] = [];
  let compaction: Compaction | null = null;
  // Entries handed to append() and those written (or refused): a compaction's snapshot is renamed
  // into place only once every entry it may have read is in the journal.
  let appended = 0;
  let settledEntries = 0;
  let entryWaiters: { count: number; resolve(): void }[] = [];
  let running = false;
  let idle: Promise<void> = Promise.resolve();
  let closed = false;

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

  function entriesSettled(count: number): void {
    settledEntries += count;
    const ready = entryWaiters.filter((w) => w.count <= settledEntries);
    entryWaiters = entryWaiters.filter((w) => w.count > settledEntries);
    for (const w of ready) w.resolve();
  }

  /** Resolves once the first `count` entries are written (or refused), or the compaction stopped. */
  const entriesThrough = (count: number, c: Compaction) =>
    count <= settledEntries || c.stop
      ? Promise.resolve()
      : new Promise<void>((resolve) => entryWaiters.push({ count, resolve }));

  async function flushLines(): Promise<void> {
    const batch: Extract<Item, { lines: string }>[] = [];
    while (queue.length && 'lines' in queue[0]) batch.push(queue.shift() as (typeof batch)[number]);
    const waiters = batch.map((item) => item.waiter);
    try {
      await appendNow(batch.map((item) => item.lines).join(''));
      entriesSettled(batch.length);
      settle(waiters);
    } catch (error) {
      // The lines queued behind a refused batch were written by changes that may have read it:
      // they are refused too (the store undoes them all), so the journal never holds a ghost's effect.
      while (queue.length && 'lines' in queue[0]) batch.push(queue.shift() as (typeof batch)[number]);
      entriesSettled(batch.length);
      settle(
        batch.map((item) => item.waiter),
        error,
      );
    }
  }

  function startCompaction(): void {
    const c: Compaction = {
      from: stats.journalBytes,
      waiters: compactWaiters,
      stop: false,
      settled: false,
      written: null,
      error: undefined,
      done: Promise.resolve(),
    };
    compactWaiters = [];
    compaction = c;
    stats.compacting = true;
    const pieces = snapshot();
    c.done = writeSnapshotInSlices(file, pieces, {
      pace,
      stopped: () => c.stop,
      // Entries it may have read: all handed over by the time its last piece was read.
      beforeRename: () => entriesThrough(appended, c),
    })
      .then((written) => void (c.written = written))
      .catch((error: unknown) => void (c.error = error ?? new Error('compaction failed')))
      .finally(() => {
        c.settled = true;
        kick();
      });
  }

  /** The compaction's snapshot is in place (or it failed): keep only the journal lines written since it began. */
  async function finishCompaction(c: Compaction): Promise<void> {
    compaction = null;
    stats.compacting = false;
    if (!c.written) return settle(c.waiters, c.error);
    try {
      fd = await keepJournalTail(journal, fd, c.from, stats.journalBytes);
      stats.journalBytes -= c.from;
      stats.snapshotBytes = c.written.bytes;
      stats.lastSlices = c.written.slices;
      stats.compactions += 1;
      settle(c.waiters);
    } catch (error) {
      // The journal is whole as it was: the new snapshot plus it still hold everything.
      settle(c.waiters, error);
    }
  }

  /** A reset: every line before it is written; no line after it is until its snapshot is in place. */
  async function replaceNow(item: Extract<Item, { replacement: string[] }>): Promise<void> {
    const waiters = [item.waiter];
    const current = compaction;
    if (current) {
      // Its snapshot is of the data before the reset: it must not be renamed in after this one.
      current.stop = true;
      for (const w of entryWaiters.splice(0)) w.resolve();
      await current.done;
      compaction = null;
      stats.compacting = false;
      waiters.push(...current.waiters);
    }
    try {
      const written = await writeSnapshotInSlices(file, item.replacement, { pace });
      await truncate(fd, 0);
      await datasync(fd);
      stats.journalBytes = 0;
      stats.snapshotBytes = written?.bytes ?? 0;
      stats.compactions += 1;
      item.installed();
      settle(waiters);
    } catch (error) {
      settle(waiters, error);
    }
  }

  const due = () =>
    compactWaiters.length > 0 || (!closed && stats.journalBytes > Math.max(stats.snapshotBytes, minJournalBytes));

  async function run(): Promise<void> {
    // `running` drops in the same step as the last look for work, so nothing is left behind.
    try {
      for (;;) {
        // Between two batches: a compaction starts here (at once, not after the queue drains).
        if (compaction?.settled) await finishCompaction(compaction);
        else if (queue.length && 'replacement' in queue[0]) await replaceNow(queue.shift() as never);
        else if (!compaction && due()) startCompaction();
        else if (queue.length) await flushLines();
        else break;
      }
    } finally {
      running = false;
    }
  }

  function kick(): void {
    if (!running) {
      running = true;
      idle = run();
    }
  }

  function enqueue(make: (waiter: Waiter) => void): Promise<void> {
    if (closed) return Promise.reject(new Error('the data file is closed'));
    const done = new Promise<void>((resolve, reject) => make({ resolve, reject }));
    kick();
    return done;
  }

  return {
    stats,
    append(lines) {
      return enqueue((waiter) => {
        appended += 1;
        queue.push({ lines, waiter });
      });
    },
    compact: () => enqueue((waiter) => compactWaiters.push(waiter)),
    replaced(next, installed) {
      // Read now, before any later write changes the new data: the snapshot holds exactly the reset.
      const replacement = chunksOf(joinPieces(next));
      return enqueue((waiter) => queue.push({ replacement, installed, waiter }));
    },
    async close() {
      closed = true;
      for (;;) {
        await idle;
        await compaction?.done;
        if (!running && !compaction) break;
      }
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
