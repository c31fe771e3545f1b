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
  const fd = openSync(journal, 'a+', 0o600);
  // The snapshot first: until its rename, the old snapshot and journal still hold everything.
  const first = joinPieces(snapshot());
  writeFileAtomicSync(file, first);
  ftruncateSync(fd, 0);
  fsyncSync(fd);
  removeStaleTemps(file);
  removeStaleTemps(journal);

  const worker = new DiskWorker({ file, journal, snapshot, minJournalBytes, pace }, fd, Buffer.byteLength(first));
  return {
    stats: worker.stats,
    append: (lines) => worker.append(lines),
    compact: () => worker.compact(),
    replaced: (next, installed) => worker.replaced(next, installed),
    close: () => worker.close(),
  };
}

interface WorkerOptions {
  file: string;
  journal: string;
  snapshot: DiskOptions['snapshot'];
  minJournalBytes: number;
  pace: Pace | undefined;
}

/**
 * The one worker of an open data file: it takes the queued work one step at a time (run), each
 * step a batch of appends, a reset, or the start or end of a compaction.
 */
class DiskWorker {
  readonly stats: DiskStats;
  private readonly queue: Item[] = [];
  private compactWaiters: Waiter[] = [];
  private compaction: Compaction | null = null;
  // Entries handed to append() and those written (or refused): a compaction's snapshot is renamed
  // into place only once every entry it may have read is in the journal.
  private appended = 0;
  private settledEntries = 0;
  private entryWaiters: { count: number; resolve(): void }[] = [];
  private running = false;
  private idle: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly options: WorkerOptions,
    private fd: number,
    snapshotBytes: number,
  ) {
    this.stats = { journalBytes: 0, snapshotBytes, compactions: 0, compacting: false, lastSlices: 0 };
  }

  append(lines: string): Promise<void> {
    return this.enqueue((waiter) => {
      this.appended += 1;
      this.queue.push({ lines, waiter });
    });
  }

  compact(): Promise<void> {
    return this.enqueue((waiter) => this.compactWaiters.push(waiter));
  }

  replaced(next: Iterable<string>, installed: () => void): Promise<void> {
    // Read now, before any later write changes the new data: the snapshot holds exactly the reset.
    const replacement = chunksOf(joinPieces(next));
    return this.enqueue((waiter) => this.queue.push({ replacement, installed, waiter }));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (;;) {
      await this.idle;
      await this.compaction?.done;
      if (!this.running && !this.compaction) break;
    }
    closeSync(this.fd);
  }

  private enqueue(make: (waiter: Waiter) => void): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the data file is closed'));
    const done = new Promise<void>((resolve, reject) => make({ resolve, reject }));
    this.kick();
    return done;
  }

  private kick(): void {
    if (!this.running) {
      this.running = true;
      this.idle = this.run();
    }
  }

  private async run(): Promise<void> {
    // `running` drops in the same step as the last look for work, so nothing is left behind.
    try {
      for (;;) {
        // Between two batches: a compaction starts here (at once, not after the queue drains).
        if (this.compaction?.settled) await this.finishCompaction(this.compaction);
        else if (this.queue.length && 'replacement' in this.queue[0])
          await this.replaceNow(this.queue.shift() as never);
        else if (!this.compaction && this.due()) this.startCompaction();
        else if (this.queue.length) await this.flushLines();
        else break;
      }
    } finally {
      this.running = false;
    }
  }

  private due(): boolean {
    const { stats } = this;
    return (
      this.compactWaiters.length > 0 ||
      (!this.closed && stats.journalBytes > Math.max(stats.snapshotBytes, this.options.minJournalBytes))
    );
  }

  private async appendNow(text: string): Promise<void> {
    const buffer = Buffer.from(text);
    try {
      let done = 0;
      while (done < buffer.length) done += (await writeAsync(this.fd, buffer, done, buffer.length - done)).bytesWritten;
      await datasync(this.fd);
      this.stats.journalBytes += buffer.length;
    } catch (error) {
      // Cut a half-written batch off so later lines do not follow a broken one.
      await truncate(this.fd, this.stats.journalBytes).catch(() => {});
      throw error;
    }
  }

  private entriesSettled(count: number): void {
    this.settledEntries += count;
    const ready = this.entryWaiters.filter((w) => w.count <= this.settledEntries);
    this.entryWaiters = this.entryWaiters.filter((w) => w.count > this.settledEntries);
    for (const w of ready) w.resolve();
  }

  /** Resolves once the first `count` entries are written (or refused), or the compaction stopped. */
  private entriesThrough(count: number, c: Compaction): Promise<void> {
    return count <= this.settledEntries || c.stop
      ? Promise.resolve()
      : new Promise<void>((resolve) => this.entryWaiters.push({ count, resolve }));
  }

  private async flushLines(): Promise<void> {
    const { queue } = this;
    const batch: Extract<Item, { lines: string }>[] = [];
    while (queue.length && 'lines' in queue[0]) batch.push(queue.shift() as (typeof batch)[number]);
    const waiters = batch.map((item) => item.waiter);
    try {
      await this.appendNow(batch.map((item) => item.lines).join(''));
      this.entriesSettled(batch.length);
      settle(waiters);
    } catch (error) {
      // The lines queued behind a refused batch were written by changes that may have read it:
      // they are refused too (the store undoes them all), so the journal never holds a ghost's effect.
      while (queue.length && 'lines' in queue[0]) batch.push(queue.shift() as (typeof batch)[number]);
      this.entriesSettled(batch.length);
      settle(
        batch.map((item) => item.waiter),
        error,
      );
    }
  }

  private startCompaction(): void {
    const c: Compaction = {
      from: this.stats.journalBytes,
      waiters: this.compactWaiters,
      stop: false,
      settled: false,
      written: null,
      error: undefined,
      done: Promise.resolve(),
    };
    this.compactWaiters = [];
    this.compaction = c;
    this.stats.compacting = true;
    const pieces = this.options.snapshot();
    c.done = writeSnapshotInSlices(this.options.file, pieces, {
      pace: this.options.pace,
      stopped: () => c.stop,
      // Entries it may have read: all handed over by the time its last piece was read.
      beforeRename: () => this.entriesThrough(this.appended, c),
    })
      .then((written) => void (c.written = written))
      .catch((error: unknown) => void (c.error = error ?? new Error('compaction failed')))
      .finally(() => {
        c.settled = true;
        this.kick();
      });
  }

  /** The compaction's snapshot is in place (or it failed): keep only the journal lines written since it began. */
  private async finishCompaction(c: Compaction): Promise<void> {
    const { stats } = this;
    this.compaction = null;
    stats.compacting = false;
    if (!c.written) return settle(c.waiters, c.error);
    try {
      this.fd = await keepJournalTail(this.options.journal, this.fd, c.from, stats.journalBytes);
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
  private async replaceNow(item: Extract<Item, { replacement: string[] }>): Promise<void> {
    const { stats } = this;
    const waiters = [item.waiter];
    const current = this.compaction;
    if (current) {
      // Its snapshot is of the data before the reset: it must not be renamed in after this one.
      current.stop = true;
      for (const w of this.entryWaiters.splice(0)) w.resolve();
      await current.done;
      this.compaction = null;
      stats.compacting = false;
      waiters.push(...current.waiters);
    }
    try {
      const written = await writeSnapshotInSlices(this.options.file, item.replacement, { pace: this.options.pace });
      await truncate(this.fd, 0);
      await datasync(this.fd);
      stats.journalBytes = 0;
      stats.snapshotBytes = written?.bytes ?? 0;
      stats.compactions += 1;
      item.installed();
      settle(waiters);
    } catch (error) {
      settle(waiters, error);
    }
  }
}

function settle(waiters: Waiter[], error?: unknown): void {
  for (const w of waiters) {
    if (error === undefined) w.resolve();
    else w.reject(error);
  }
}
