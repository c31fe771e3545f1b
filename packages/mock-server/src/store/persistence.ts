import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { errorMessage } from '@ehp/api-types';
import { SUBMISSION_KINDS, type StoreData } from './types.ts';

/** 2: a snapshot with a journal beside it (FILE.journal.jsonl). 1: the whole store in one file, still read. */
export const FILE_VERSION = 2;
const READABLE_VERSIONS = [1, 2];

export interface DataFile {
  version: number;
  saved_at: string;
  /** The last journal entry this snapshot holds: replay starts after it (0 in version 1 files). */
  seq?: number;
  /** XSRF HMAC key (base64url), kept with the data so tokens survive a restart. */
  secret: string;
  data: StoreData;
}

/** The journal that goes with a data file. */
export const journalPathOf = (dataFile: string): string => `${dataFile}.journal.jsonl`;

export type LoadResult =
  { status: 'loaded'; file: DataFile } | { status: 'missing' } | { status: 'corrupt'; reason: string };

const ARRAY_KEYS = [
  'patients',
  'doctors',
  'facilities',
  'owners',
  'branches',
  'staff',
  'labs',
  'lab_branches',
  'lab_categories',
  'packages',
] as const;

/** Checks the envelope and the shape of the top-level collections; returns a reason or null. */
export function checkDataFile(value: unknown): string | null {
  if (!isObject(value)) return 'not a JSON object';
  if (!READABLE_VERSIONS.includes(value.version as number))
    return `unsupported version ${JSON.stringify(value.version)} (expected ${READABLE_VERSIONS.join(' or ')})`;
  if (value.seq !== undefined && !Number.isSafeInteger(value.seq)) return 'seq is not a whole number';
  if (typeof value.secret !== 'string' || value.secret.length < 32) return 'missing or short secret';
  const data = value.data;
  if (!isObject(data)) return 'missing data';
  for (const key of ARRAY_KEYS) {
    const list = data[key];
    if (!Array.isArray(list)) return `data.${key} is not a list`;
    // Pricing cards have no id; every other collection is keyed by one.
    const bad = list.findIndex((item) => !isRecord(item, key !== 'packages'));
    if (bad >= 0) return `data.${key}[${bad}] is not a record${key === 'packages' ? '' : ' with an id'}`;
  }
  const subs = data.submissions;
  if (!isObject(subs)) return 'data.submissions is missing';
  for (const key of SUBMISSION_KINDS) if (!Array.isArray(subs[key])) return `data.submissions.${key} is not a list`;
  if (!isObject(data.sessions)) return 'data.sessions is missing';
  if (!isObject(data.next_ids)) return 'data.next_ids is missing';
  return null;
}

/** A JSON object or array: its fields can be read (an array's are simply absent). */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isRecord = (item: unknown, withId: boolean) =>
  isObject(item) && !Array.isArray(item) && (!withId || ['number', 'string'].includes(typeof item.id));

/** As far as checkDataFile looks: the records inside are the server's own writing and trusted. */
const isDataFile = (value: unknown): value is DataFile => checkDataFile(value) === null;

/** A data file the server cannot use at all (a directory, an unwritable place): start-up stops with this. */
export class DataFileError extends Error {}

/** Checks the path can hold the data file, creating missing parent directories. */
export function prepareDataFilePath(path: string): void {
  if (existsSync(path) && statSync(path).isDirectory())
    throw new DataFileError(`--data ${path} is a directory; give a file name, e.g. ${path}/mock-data.json`);
  try {
    mkdirSync(dirname(path), { recursive: true });
  } catch (error) {
    throw new DataFileError(`cannot create the folder of the data file ${path}: ${errorMessage(error)}`);
  }
}

export function loadDataFile(path: string): LoadResult {
  if (!existsSync(path)) return { status: 'missing' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return { status: 'corrupt', reason: `not valid JSON (${errorMessage(error)})` };
  }
  if (isDataFile(parsed)) return { status: 'loaded', file: parsed };
  return { status: 'corrupt', reason: checkDataFile(parsed) ?? 'not a data file' };
}

/** Moves a corrupt file aside so it is kept for inspection and not overwritten. */
export function quarantine(path: string, now = new Date()): string {
  const aside = `${path}.corrupt-${now.toISOString().replace(/[:.]/g, '-')}`;
  renameSync(path, aside);
  return aside;
}

/** Keeps a copy of a file aside (the original stays in use). */
export function keepCopy(path: string, now = new Date()): string {
  const aside = `${path}.corrupt-${now.toISOString().replace(/[:.]/g, '-')}`;
  copyFileSync(path, aside);
  return aside;
}

let tmpCounter = 0;
/** A temp file beside `path`, unique in this process. */
export const tmpName = (path: string) => `${path}.tmp-${process.pid}-${++tmpCounter}`;

/** Removes the temp files a crash left beside `path` (a snapshot or journal cut off mid-write). */
export function removeStaleTemps(path: string): void {
  const prefix = `${basename(path)}.tmp-`;
  for (const name of readdirSync(dirname(path))) {
    if (!name.startsWith(prefix)) continue;
    try {
      unlinkSync(join(dirname(path), name));
    } catch {
      // Gone already, or not ours to remove: harmless either way.
    }
  }
}

/** Write to a temp file, fsync it, rename over the target, fsync the directory. */
export async function writeFileAtomic(path: string, content: string): Promise<void> {
  const tmp = tmpName(path);
  const handle = await open(tmp, 'w', 0o600);
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, path);
  await syncDirectory(dirname(path));
}

export function writeFileAtomicSync(path: string, content: string): void {
  const tmp = tmpName(path);
  const fd = openSync(tmp, 'w', 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
  syncDirectorySync(dirname(path));
}

function syncDirectorySync(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // As below: not every platform can fsync a directory.
  }
}

export async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some platforms cannot fsync a directory; the rename is still atomic there.
  }
}
