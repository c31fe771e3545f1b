import { close, fsync, open, read, rename, unlink } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { syncDirectory, tmpName } from './persistence.ts';
import { writeAll } from './snapshot-writer.ts';

const openAsync = promisify(open);
const readAsync = promisify(read);
const fsyncAsync = promisify(fsync);
const closeAsync = promisify(close);
const renameAsync = promisify(rename);
const unlinkAsync = promisify(unlink);

/**
 * After a compaction: the journal becomes its lines from byte `from` to `end` (those written since
 * the compaction began; the new snapshot holds the ones before). Written to a temp file, fsynced
 * and renamed over the journal, so a crash at any point leaves either the whole journal or its
 * tail, both right beside the new snapshot (replay skips what a snapshot holds). Returns the
 * descriptor to append to from now on (the temp file's own: no reopening after the rename); the
 * old one is closed. On failure the journal and `fd` are left as they were.
 */
export async function keepJournalTail(journal: string, fd: number, from: number, end: number): Promise<number> {
  const tail = Buffer.alloc(end - from);
  for (let done = 0; done < tail.length;) {
    const { bytesRead } = await readAsync(fd, tail, done, tail.length - done, from + done);
    if (bytesRead === 0) throw new Error(`the journal ${journal} is shorter than expected`);
    done += bytesRead;
  }
  const tmp = tmpName(journal);
  const next = await openAsync(tmp, 'a+', 0o600);
  try {
    await writeAll(next, tail);
    await fsyncAsync(next);
    await renameAsync(tmp, journal);
  } catch (error) {
    await closeAsync(next).catch(() => {});
    await unlinkAsync(tmp).catch(() => {});
    throw error;
  }
  await syncDirectory(dirname(journal));
  await closeAsync(fd).catch(() => {});
  return next;
}
