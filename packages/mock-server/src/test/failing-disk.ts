import { openDisk, type Disk, type DiskOptions } from '../store/disk.ts';

/**
 * The real disk with a switch: while `failing` is on, every append is refused as a full disk
 * refuses it (EFBIG), without writing a byte, like the real disk cuts a refused batch off; so is a
 * reset's new snapshot (replaced()). `refuses` picks single entries to refuse (by their journal
 * line), e.g. only the one that starts a session.
 */
export interface FailingDisk {
  failing: boolean;
  /** Refuses the appends whose lines it returns true for (while `failing` is off). */
  refuses: ((lines: string) => boolean) | null;
  /** Appends and snapshots refused so far. */
  refused: number;
  open(options: DiskOptions): Disk;
}

const full = () => Object.assign(new Error('EFBIG: file too large, write'), { code: 'EFBIG' });

export function failingDisk(): FailingDisk {
  const switchboard: FailingDisk = {
    failing: false,
    refuses: null,
    refused: 0,
    open(options) {
      const disk = openDisk(options);
      const refuse = () => {
        switchboard.refused += 1;
        return Promise.reject(full());
      };
      return {
        get stats() {
          return disk.stats;
        },
        append(lines) {
          if (switchboard.failing || switchboard.refuses?.(lines)) return refuse();
          return disk.append(lines);
        },
        compact: () => disk.compact(),
        replaced: (next, installed) => (switchboard.failing ? refuse() : disk.replaced(next, installed)),
        close: () => disk.close(),
      };
    },
  };
  return switchboard;
}
