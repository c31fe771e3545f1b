import { existsSync, readFileSync } from 'node:fs';
import { errorMessage } from '@ehp/api-types';
import type { Logger } from '../logger.ts';
import { applyOps, parseJournal } from './journal.ts';
import { DataFileError, journalPathOf, keepCopy, loadDataFile, quarantine, type DataFile } from './persistence.ts';
import type { StoreData } from './types.ts';
import { upgradeData } from './upgrade.ts';

export type Persisted =
  | {
      status: 'loaded';
      file: DataFile;
      /** The last journal entry applied (or the snapshot's seq). */
      seq: number;
      replayed: number;
      torn: boolean;
      /** Why replay stopped early: the journal has a broken line or one that does not fit. */
      broken: string | null;
    }
  | { status: 'missing' }
  | { status: 'corrupt'; reason: string };

/** The data as the files on disk hold it: the snapshot with the journal replayed over it. No side effects. */
export function readPersisted(dataFile: string): Persisted {
  const loaded = loadDataFile(dataFile);
  if (loaded.status !== 'loaded') return loaded;
  const { file } = loaded;
  let seq = file.seq ?? 0;
  const journal = journalPathOf(dataFile);
  const base = { status: 'loaded' as const, file, replayed: 0, torn: false, broken: null as string | null };
  if (!existsSync(journal)) return { ...base, seq };
  const parsed = parseJournal(readFileSync(journal, 'utf8'));
  let replayed = 0;
  let broken = parsed.bad ? `line ${parsed.bad.line} is ${parsed.bad.reason}` : null;
  for (const entry of parsed.entries) {
    if (entry.seq <= seq) continue; // already in the snapshot
    try {
      applyOps(file.data, entry.ops);
    } catch (error) {
      broken = `entry ${entry.seq} does not fit the data (${errorMessage(error)})`;
      break;
    }
    seq = entry.seq;
    replayed += 1;
  }
  return { ...base, seq, replayed, torn: parsed.torn, broken };
}

/**
 * Reads the data file for start-up, logging what it finds. A corrupt snapshot is moved aside with
 * its journal (which cannot be applied without it); a journal with a broken line is replayed up to
 * that line and a copy kept aside. Returns null to start from the seed.
 */
export function loadForStartup(dataFile: string, logger: Logger): Extract<Persisted, { status: 'loaded' }> | null {
  const journal = journalPathOf(dataFile);
  const found = readPersisted(dataFile);
  if (found.status === 'corrupt') {
    const aside = quarantine(dataFile);
    const journalAside = existsSync(journal) ? quarantine(journal) : null;
    logger.error('data file is corrupt; starting from the seed', {
      data_file: dataFile,
      reason: found.reason,
      moved_to: aside,
      ...(journalAside ? { journal_moved_to: journalAside } : {}),
    });
    return null;
  }
  if (found.status === 'missing') {
    if (existsSync(journal)) {
      logger.error('journal without its data file; keeping it aside', { moved_to: quarantine(journal) });
    }
    logger.info('no data file yet; starting from the seed and creating it', { data_file: dataFile });
    return null;
  }
  if (found.torn) logger.info('journal ends with a cut-off line (never acknowledged); ignored', { journal });
  if (found.broken) {
    logger.error('journal is damaged; replayed up to the damage', {
      journal,
      reason: found.broken,
      copy_kept_at: keepCopy(journal),
    });
  }
  return found;
}

/** The data of a --seed file (snapshot and journal, as a restart would read them); it is never written. */
export function readSeedFile(seedFile: string): StoreData {
  const found = readPersisted(seedFile);
  if (found.status === 'missing') throw new DataFileError(`--seed ${seedFile}: no such file`);
  if (found.status === 'corrupt') throw new DataFileError(`--seed ${seedFile}: ${found.reason}`);
  upgradeData(found.file.data);
  return found.file.data;
}
