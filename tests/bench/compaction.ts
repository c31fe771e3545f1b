// The compaction part of `pnpm bench:api` (ONLY=compaction): how long the mock stops serving while
// its journal is folded into a new snapshot. In-process, the store alone (no HTTP): a data file
// with COMPACT_RECORDS demo requests is opened with --data semantics, then compacted while a write
// is issued every WRITE_EVERY_MS. Prints the event loop's delay during the compaction
// (perf_hooks.monitorEventLoopDelay, 1 ms resolution: the longest stall a request would have
// waited) and the latency of the writes issued meanwhile.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { silentLogger } from '../../packages/mock-server/src/logger.ts';
import { createStore, type Store } from '../../packages/mock-server/src/store/store.ts';
import { writeFilledDataFile } from './filled-store.ts';

const WRITE_EVERY_MS = 2;
const ms = (ns: number) => Number((ns / 1e6).toFixed(1));

function addDemo(store: Store, n: number): Promise<void> {
  return store.write((data) => {
    data.submissions.demo.push({
      id: store.nextId('submission'),
      created_at: new Date().toISOString(),
      name: `Compaction Clinic ${n}`,
      phone_number: `0333${String(n).padStart(7, '0')}`,
      email: `compaction${n}@example.pk`,
      demo_for: n % 3,
    });
  });
}

/** One compaction of the whole store, with writes issued every WRITE_EVERY_MS while it runs. */
async function oneCompaction(store: Store, round: number) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  let compacting = true;
  let n = round * 1_000_000;
  const writer = (async () => {
    while (compacting) {
      const issued = performance.now();
      pending.push(addDemo(store, ++n).then(() => void latencies.push(performance.now() - issued)));
      await new Promise((r) => setTimeout(r, WRITE_EVERY_MS));
    }
  })();
  delay.enable();
  const started = performance.now();
  await store.compact();
  const took = performance.now() - started;
  delay.disable();
  const ackedDuring = latencies.length;
  compacting = false;
  await writer;
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  return {
    round,
    'compaction ms': Math.round(took),
    'loop delay p50 ms': ms(delay.percentile(50)),
    'p99 ms': ms(delay.percentile(99)),
    'max ms': ms(delay.max),
    'writes issued': pending.length,
    'acked during': ackedDuring,
    'write p50 ms': Number(latencies[Math.floor(latencies.length / 2)].toFixed(1)),
    'write max ms': Number(latencies[latencies.length - 1].toFixed(1)),
  };
}

export async function compactionStall(records: number, rounds: number) {
  const dir = mkdtempSync(join(tmpdir(), 'ehp-bench-compaction-'));
  try {
    const file = join(dir, 'data.json');
    writeFilledDataFile(file, { submissions: records, appointments: 0 });
    const store = createStore({ dataFile: file, logger: silentLogger });
    const rows = [];
    try {
      for (let round = 1; round <= rounds; round++) {
        const row = await oneCompaction(store, round);
        console.log(
          `  round ${round}: compaction ${row['compaction ms']} ms; event loop delay p99 ${row['p99 ms']} ms, max ${row['max ms']} ms; ${row['acked during']} of ${row['writes issued']} writes acknowledged during it (max ${row['write max ms']} ms)`,
        );
        rows.push(row);
      }
    } finally {
      await store.close();
    }
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
