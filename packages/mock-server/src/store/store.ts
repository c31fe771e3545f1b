import { randomBytes } from 'node:crypto';
import { errorMessage } from '@ehp/api-types';
import type { Logger } from '../logger.ts';
import {
  DataFileError,
  FILE_VERSION,
  loadDataFile,
  prepareDataFilePath,
  quarantine,
  writeFileAtomic,
  writeFileAtomicSync,
  type DataFile,
} from './persistence.ts';
import { createSeed } from './seed/index.ts';
import { upgradeData } from './upgrade.ts';
import type { StoreData } from './types.ts';

export interface Store {
  /** Read freely; change only inside write(). */
  readonly data: StoreData;
  /** XSRF HMAC key, persisted with the data when there is a data file. */
  readonly secret: Buffer;
  readonly dataFile: string | null;
  /** Applies a change and resolves once it is on disk (at once without a data file). */
  write<T>(change: (data: StoreData) => T): Promise<T>;
  /** Allocates the next id of a kind; call inside write(). */
  nextId(kind: string): number;
  /** Back to the seed (and on disk). */
  reset(): Promise<void>;
}

export interface StoreOptions {
  dataFile: string | null;
  logger: Logger;
  /** Fixed HMAC key (SESSION_SECRET); otherwise the data file's, or a random one. */
  secret?: string | null;
}

/**
 * The one in-memory store. With a data file, writes are group-committed: every write() waits
 * until a snapshot taken after its change has been written, fsynced and renamed into place.
 */
export function createStore({ dataFile, logger, secret: fixedSecret }: StoreOptions): Store {
  let data = createSeed();
  let secret = fixedSecret ? Buffer.from(fixedSecret) : randomBytes(32);

  if (dataFile) {
    prepareDataFilePath(dataFile);
    const loaded = loadDataFile(dataFile);
    if (loaded.status === 'loaded') {
      data = loaded.file.data;
      if (!fixedSecret) secret = Buffer.from(loaded.file.secret, 'base64url');
      const added = upgradeData(data);
      logger.info('data file loaded', { data_file: dataFile, patients: data.patients.length });
      if (added.length) logger.info('data file upgraded', { data_file: dataFile, added: added.join(', ') });
    } else if (loaded.status === 'corrupt') {
      const aside = quarantine(dataFile);
      logger.error('data file is corrupt; starting from the seed', {
        data_file: dataFile,
        reason: loaded.reason,
        moved_to: aside,
      });
    } else {
      logger.info('no data file yet; starting from the seed and creating it', { data_file: dataFile });
    }
  }

  const snapshot = () =>
    JSON.stringify({
      version: FILE_VERSION,
      saved_at: new Date().toISOString(),
      secret: secret.toString('base64url'),
      data,
    } satisfies DataFile);
  if (dataFile) {
    try {
      writeFileAtomicSync(dataFile, snapshot());
    } catch (error) {
      throw new DataFileError(`cannot write the data file ${dataFile}: ${errorMessage(error)}`);
    }
  }

  let changed = 0; // bumped by every write
  let saved = 0; // the change counter the file on disk reflects
  let inflight: Promise<void> | null = null;

  async function persist(upTo: number): Promise<void> {
    if (!dataFile) return;
    while (saved < upTo) {
      if (!inflight) {
        const target = changed;
        inflight = writeFileAtomic(dataFile, snapshot())
          .then(() => {
            saved = Math.max(saved, target);
          })
          .finally(() => {
            inflight = null;
          });
      }
      await inflight;
    }
  }

  const store: Store = {
    get data() {
      return data;
    },
    get secret() {
      return secret;
    },
    dataFile,
    async write(change) {
      const result = change(data);
      const mine = ++changed;
      await persist(mine);
      return result;
    },
    nextId(kind) {
      const id = data.next_ids[kind] ?? 1;
      data.next_ids[kind] = id + 1;
      return id;
    },
    async reset() {
      data = createSeed();
      const mine = ++changed;
      await persist(mine);
    },
  };
  return store;
}
