import { readPersisted } from '../store/load.ts';
import type { StoreData } from '../store/types.ts';

/** The data as the files on disk hold it now (snapshot plus journal), as a restart would load it. */
export function onDisk(file: string): StoreData {
  const found = readPersisted(file);
  if (found.status !== 'loaded') throw new Error(`no usable data file at ${file}: ${found.status}`);
  return found.file.data;
}
