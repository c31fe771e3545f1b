import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * Where each abuse test leaves its figures (one JSON line per call) for the global teardown, which
 * prints the suite's totals as the run's last line. Files run in workers, hence a file, not memory.
 */
export const RECORD_FILE = resolve(import.meta.dirname, '../../../reports/abuse/record.jsonl');

export interface AttackRecord {
  /** The finding this proves, e.g. 'F01 parallel password guessing'. */
  finding: string;
  /** Hostile requests or events sent. */
  attacks: number;
  /** How many of them the server held (refused, limited or absorbed without harm). */
  held: number;
}

/** Records one attack's figures. */
export function record(entry: AttackRecord): void {
  write({ kind: 'attack', ...entry });
}

/** Records the soak test's resident memory, in bytes, before and after the flood. */
export function recordRss(before: number, after: number): void {
  write({ kind: 'rss', before, after });
}

function write(line: object): void {
  mkdirSync(dirname(RECORD_FILE), { recursive: true });
  appendFileSync(RECORD_FILE, `${JSON.stringify(line)}\n`);
}

/** One finding's running figures; `flush()` (in afterAll) records them. */
export function findingTally(finding: string) {
  let attacks = 0;
  let held = 0;
  return {
    /** Counts `count` attacks, all held when `ok`. Returns `ok`, so a test can assert it too. */
    hit(ok: boolean, count = 1): boolean {
      attacks += count;
      if (ok) held += count;
      return ok;
    },
    /** Counts `count` attacks of which `heldCount` were held. */
    add(count: number, heldCount: number): void {
      attacks += count;
      held += heldCount;
    },
    flush(): void {
      record({ finding, attacks, held });
    },
  };
}
