import { openDisk, type Disk, type DiskOptions } from '../store/disk.ts';

/**
 * The real disk with a switch: while `failing` is on, every append is refused as a full disk
 * refuses it (EFBIG), without writing a byte, like the real disk cuts a refused batch off.
 */
export interface FailingDisk {
  failing: boolean;
  /** Appends refused so far. */
  refused: number;
  open(options: DiskOptions): Disk;
}

export function failingDisk(): FailingDisk {
  const switchboard: FailingDisk = {
    failing: false,
    refused: 0,
    open(options) {
      const disk = openDisk(options);
      return {
        get stats() {
          return disk.stats;
        },
        append(lines) {
          if (!switchboard.failing) return disk.append(lines);
          switchboard.refused += 1;
          return Promise.reject(Object.assign(new Error('EFBIG: file too large, write'), { code: 'EFBIG' }));
        },
        compact: () => disk.compact(),
        replaced: () => disk.replaced(),
        close: () => disk.close(),
      };
    },
  };
  return switchboard;
}
