import { close, fsync, open, rename, unlink, write } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { syncDirectory, tmpName } from './persistence.ts';

const openAsync = promisify(open);
const writeAsync = promisify(write);
const fsyncAsync = promisify(fsync);
const closeAsync = promisify(close);
const renameAsync = promisify(rename);
const unlinkAsync = promisify(unlink);

/** A slice ends after this much text or this much time, whichever comes first. */
export const SLICE_BYTES = 256 * 1024;
export const SLICE_MS = 8;

/** Waits between two slices; the default lets everything queued on the event loop run first. */
export type Pace = () => Promise<void>;
export const yieldToEventLoop: Pace = () => new Promise((resolve) => setImmediate(resolve));

export interface WrittenSnapshot {
  bytes: number;
  /** How many slices it was written in: the event loop ran between any two of them. */
  slices: number;
}

/** Writes a whole buffer at the file's current position (a write may take only part of it). */
export async function writeAll(fd: number, buffer: Buffer, position: number | null = null): Promise<void> {
  let done = 0;
  while (done < buffer.length) {
    const at = position === null ? null : position + done;
    done += (await writeAsync(fd, buffer, done, buffer.length - done, at)).bytesWritten;
  }
}

/**
 * Writes a snapshot from its pieces a slice at a time (temp file, fsync, rename over `path`,
 * directory fsync), waiting on `pace` between slices so requests are served meanwhile. Each slice
 * reads the data as it is then (snapshot-format.ts). `beforeRename` is waited for (with the fsync)
 * before the rename. `stopped()` is asked before every slice and before the rename: once it says
 * so, the temp file is removed and null returned, `path` untouched.
 */
export async function writeSnapshotInSlices(
  path: string,
  pieces: Iterable<string>,
  {
    pace = yieldToEventLoop,
    stopped = () => false,
    beforeRename = () => Promise.resolve(),
  }: { pace?: Pace; stopped?: () => boolean; beforeRename?: () => Promise<void> } = {},
): Promise<WrittenSnapshot | null> {
  const tmp = tmpName(path);
  const fd = await openAsync(tmp, 'w', 0o600);
  let bytes = 0;
  let slices = 0;
  let open = true;
  try {
    const source = pieces[Symbol.iterator]();
    for (let next = source.next(); !next.done;) {
      if (stopped()) break;
      const parts: string[] = [];
      let length = 0;
      const started = performance.now();
      while (!next.done && length < SLICE_BYTES && performance.now() - started < SLICE_MS) {
        parts.push(next.value);
        length += next.value.length;
        next = source.next();
      }
      const buffer = Buffer.from(parts.join(''));
      await writeAll(fd, buffer, bytes);
      bytes += buffer.length;
      slices += 1;
      if (!next.done) await pace();
    }
    if (!stopped()) await Promise.all([fsyncAsync(fd), beforeRename()]);
    await closeAsync(fd);
    open = false;
    if (stopped()) {
      await unlinkAsync(tmp);
      return null;
    }
    await renameAsync(tmp, path);
  } catch (error) {
    if (open) await closeAsync(fd).catch(() => {});
    await unlinkAsync(tmp).catch(() => {});
    throw error;
  }
  await syncDirectory(dirname(path));
  return { bytes, slices };
}
