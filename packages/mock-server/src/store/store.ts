import { randomBytes } from 'node:crypto';
import { errorMessage } from '@ehp/api-types';
import type { Logger } from '../logger.ts';
import { openDisk, type Disk, type DiskOptions } from './disk.ts';
import { lendIndexes, LiveIndex, type IndexSpec } from './indexes.ts';
import { journalLine, opsFor } from './journal.ts';
import { loadForStartup, readSeedFile } from './load.ts';
import { DataFileError, FILE_VERSION, prepareDataFilePath, type DataFile } from './persistence.ts';
import type { Path } from './record-paths.ts';
import type { Pace } from './snapshot-writer.ts';
import { startRecording, type Recording } from './recorder.ts';
import { createSeed } from './seed/index.ts';
import { snapshotPieces } from './snapshot-format.ts';
import type { StoreData } from './types.ts';
import { quarantineBadRecords } from './quarantine.ts';
import { weakSecretProblem } from './repair.ts';
import { upgradeData } from './upgrade.ts';

export interface Store {
  /** Read freely; change only inside write(). */
  readonly data: StoreData;
  /** XSRF HMAC key, persisted with the data when there is a data file. */
  readonly secret: Buffer;
  readonly dataFile: string | null;
  /**
   * Applies a synchronous change and resolves once it is on disk (at once without a data file).
   * What the change touched is recorded (see recorder.ts): callers just change `data`.
   */
  write<T>(change: (data: StoreData) => T): Promise<T>;
  /** Allocates the next id of a kind; call inside write(). */
  nextId(kind: string): number;
  /** Back to the seed (and on disk). */
  reset(): Promise<void>;
  /** Folds the journal into a new snapshot now; resolves once it is in place (at once without a data file). */
  compact(): Promise<void>;
  /** Finishes pending disk work and closes the journal. */
  close(): Promise<void>;
}

export interface StoreOptions {
  dataFile: string | null;
  logger: Logger;
  /** Fixed HMAC key (SESSION_SECRET); otherwise the data file's, or a random one. */
  secret?: string | null;
  /** Start (and reset) from this data file's data instead of the built-in seed (load.ts). */
  seedFile?: string | null;
  /** Journal size below which it is never compacted (disk.ts; tests make it small). */
  minJournalBytes?: number;
  /** Waits between two slices of a compaction (disk.ts; tests pause compactions with it). */
  compactionPace?: Pace;
  /** Opens the data file's disk (tests wrap the real one to make writes fail). */
  openDisk?: (options: DiskOptions) => Disk;
}

const isThenable = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/** What the store's parts share and change: the data, its place in the journal, and the writes under way. */
interface StoreState {
  data: StoreData;
  /** The last journal entry's number. */
  seq: number;
  secret: Buffer;
  /** The recording of the write in progress. */
  active: Recording<StoreData> | null;
  /** A reset on its way to disk: writes wait for it (made on the old data, they would be lost). */
  resetting: Promise<void> | null;
  /** The last journal entry's save. */
  durable: Promise<void>;
  /**
   * Writes applied in memory whose journal entry is not yet on disk, oldest first. When one fails
   * to save, it and every write after it (they may have read it; the disk refuses their lines too)
   * are undone, newest first: a failed write leaves memory as the disk has it.
   */
  unsaved: Unsaved[];
}

interface Unsaved {
  seq: number;
  recording: Recording<StoreData>;
  changed: Path[];
}

type Indexes = Map<IndexSpec<unknown>, LiveIndex<unknown>>;
/** Saves the fresh data as seq, installing it in memory once it is saved. */
type Replace = (fresh: StoreData, seq: number, install: () => void) => Promise<void>;
/** Brings the indexes and the journal up to date with the records a write touched. */
type Commit = (changed: Path[], recording?: Recording<StoreData>) => Promise<void>;

/**
 * The one in-memory store. With a data file, each write appends one journal entry holding the
 * records it changed, group-committed with one fsync per batch before the writes resolve; the
 * journal is folded into a new snapshot when it outgrows it (disk.ts).
 */
export function createStore(options: StoreOptions): Store {
  const { dataFile, seedFile = null } = options;
  const seed = (): StoreData => (seedFile ? readSeedFile(seedFile) : createSeed());
  const state = loadState(options, seed);

  // Read lazily as a compaction writes it (snapshot-format.ts): `data` and `seq` as they are now.
  const snapshotOf = (of: StoreData, at: number) => {
    const file = {
      version: FILE_VERSION,
      saved_at: new Date().toISOString(),
      seq: at,
      secret: state.secret.toString('base64url'),
      data: of,
    } satisfies DataFile;
    return snapshotPieces(file as unknown as Record<string, unknown>);
  };
  const disk = dataFile ? openStoreDisk(options, dataFile, () => snapshotOf(state.data, state.seq)) : null;

  const indexes: Indexes = new Map();
  const finder = indexFinder(state, indexes);
  lendIndexes(state.data, finder);
  const commit = committer(state, indexes, disk);
  // The seed is on disk before it replaces the data in memory: a reset the disk refuses leaves
  // the data as it was, in memory as on disk.
  const replace: Replace = (fresh, freshSeq, install) =>
    disk ? disk.replaced(snapshotOf(fresh, freshSeq), install) : Promise.resolve(install());
  const reindex = () => {
    lendIndexes(state.data, finder);
    for (const index of indexes.values()) index.invalidate();
  };

  return {
    get data() {
      return state.data;
    },
    get secret() {
      return state.secret;
    },
    dataFile,
    write: (change) => writeRecorded(state, commit, change),
    nextId(kind) {
      if (!state.active) throw new Error('store.nextId() must be called inside store.write()');
      const id = state.data.next_ids[kind] ?? 1;
      state.active.mark(['next_ids', kind]); // before the change: the recording keeps what it undoes
      state.data.next_ids[kind] = id + 1;
      return id;
    },
    reset: () => resetData(state, seed, replace, reindex),
    async compact() {
      await disk?.compact();
    },
    async close() {
      await disk?.close();
    },
  };
}

/** The data file's data (checked, repaired, upgraded) or the seed, and the secret that signs sessions. */
function loadState({ dataFile, secret: fixedSecret, logger }: StoreOptions, seed: () => StoreData): StoreState {
  let secret = fixedSecret ? Buffer.from(fixedSecret) : randomBytes(32);
  const weakFixed = fixedSecret ? weakSecretProblem(secret) : null;
  if (weakFixed) throw new DataFileError(`SESSION_SECRET is too weak to sign sessions: ${weakFixed}`);
  let seq = 0;

  if (dataFile) prepareDataFilePath(dataFile);
  const loaded = dataFile ? loadForStartup(dataFile, logger) : null;
  const data = loaded ? loaded.file.data : seed();
  if (dataFile && loaded) {
    seq = loaded.seq;
    if (!fixedSecret) secret = Buffer.from(loaded.file.secret, 'base64url');
    const weak = weakSecretProblem(secret);
    if (weak) throw new DataFileError(`the secret in ${dataFile} is too weak to sign sessions: ${weak}`);
    quarantineBadRecords(data, dataFile, logger);
    const added = upgradeData(data);
    logger.info('data file loaded', {
      data_file: dataFile,
      patients: data.patients.length,
      journal_entries_replayed: loaded.replayed,
    });
    if (added.length) logger.info('data file upgraded', { data_file: dataFile, added: added.join(', ') });
  }
  return { data, seq, secret, active: null, resetting: null, durable: Promise.resolve(), unsaved: [] };
}

function openStoreDisk(
  { openDisk: open = openDisk, minJournalBytes, compactionPace }: StoreOptions,
  dataFile: string,
  snapshot: () => ReturnType<typeof snapshotPieces>,
): Disk {
  try {
    return open({ file: dataFile, snapshot, minJournalBytes, pace: compactionPace });
  } catch (error) {
    throw new DataFileError(`cannot write the data file ${dataFile}: ${errorMessage(error)}`);
  }
}

/** The records of the data an index spec finds under a key, its index made on first use. */
function indexFinder(state: StoreState, indexes: Indexes) {
  return <T>(spec: IndexSpec<T>, key: string, at: object): T[] => {
    let index = indexes.get(spec as IndexSpec<unknown>) as LiveIndex<T> | undefined;
    if (!index) {
      index = new LiveIndex(spec);
      indexes.set(spec as IndexSpec<unknown>, index as LiveIndex<unknown>);
    }
    return index.find(at, state.data, key);
  };
}

/** The store's commit: the indexes follow the change, and its journal entry is saved (or undone). */
function committer(state: StoreState, indexes: Indexes, disk: Disk | null): Commit {
  function undoFrom(entry: Unsaved): void {
    const at = state.unsaved.indexOf(entry);
    if (at < 0) return; // already undone with an earlier write
    const undone = state.unsaved.slice(at).reverse();
    state.unsaved = state.unsaved.slice(0, at);
    for (const u of undone) u.recording.undo();
    for (const u of undone) for (const index of indexes.values()) index.follow(state.data, u.changed);
    state.seq = entry.seq - 1; // the refused lines were cut off the journal: the next entry takes this seq
  }

  return (changed, recording) => {
    // A write that changed nothing still waits for the writes before it (it may have read them).
    const earlier = () =>
      state.durable.then(
        () => undefined,
        () => undefined, // their own callers were told
      );
    if (!changed.length) return earlier();
    for (const index of indexes.values()) index.follow(state.data, changed);
    if (!disk) return earlier();
    state.seq += 1;
    const line = journalLine({ seq: state.seq, at: new Date().toISOString(), ops: opsFor(state.data, changed) });
    const appended = disk.append(line);
    state.durable = appended;
    if (!recording) return appended;
    const entry = { seq: state.seq, recording, changed };
    state.unsaved.push(entry);
    return appended.then(
      () => void (state.unsaved = state.unsaved.filter((u) => u !== entry)),
      (error: unknown) => {
        undoFrom(entry);
        throw error;
      },
    );
  };
}

/** Store.write: the change runs against a recording view, then is committed. */
async function writeRecorded<T>(state: StoreState, commit: Commit, change: (data: StoreData) => T): Promise<T> {
  if (state.active) throw new Error('store.write() was called inside another store.write()');
  while (state.resetting) await state.resetting;
  const recording = startRecording(state.data);
  state.active = recording;
  let result: T;
  try {
    result = change(recording.view);
  } catch (error) {
    // What the change did before it threw is kept, in memory and on disk alike.
    state.active = null;
    await commit(recording.finish());
    throw error;
  }
  state.active = null;
  const saved = commit(recording.finish(), recording);
  if (isThenable(result)) throw new Error('store.write() needs a synchronous change');
  await saved;
  return result;
}

/** Store.reset: the seed replaces the data once it is saved; writes wait until then. */
async function resetData(
  state: StoreState,
  seed: () => StoreData,
  replace: Replace,
  reindex: () => void,
): Promise<void> {
  if (state.active) throw new Error('store.reset() was called inside store.write()');
  while (state.resetting) await state.resetting;
  const fresh = seed();
  const freshSeq = state.seq + 1;
  const install = () => {
    state.data = fresh;
    state.seq = freshSeq;
    state.unsaved = []; // the old data's writes: nothing to undo in the new data
    reindex();
  };
  const done = replace(fresh, freshSeq, install);
  state.resetting = done.then(
    () => undefined,
    () => undefined,
  );
  try {
    await done;
  } finally {
    state.resetting = null;
  }
}
