// The process kill-9.test.ts kills in the middle of a compaction: it opens the store on the data
// file given (with --data semantics), keeps 8 writers adding demo requests and compacts again and
// again. It prints `ack <phone>` once a write is acknowledged and `slice` between two slices of a
// compaction, where it waits 50 ms (so a kill there lands mid-compaction). stdout is a pipe, and
// pipes are written synchronously on Linux: a line printed is a line the parent gets.
import { silentLogger } from '../logger.ts';
import { createStore } from '../store/store.ts';

const file = process.argv[2];
const store = createStore({
  dataFile: file,
  logger: silentLogger,
  compactionPace: async () => {
    console.log('slice');
    await new Promise((resolve) => setTimeout(resolve, 50));
  },
});

let n = 0;
async function writer(): Promise<never> {
  for (;;) {
    const phone = `0312${String(1_000_000 + ++n)}`;
    await store.write((data) => {
      data.submissions.demo.push({
        id: store.nextId('submission'),
        created_at: new Date().toISOString(),
        name: `Clinic ${phone}`,
        phone_number: phone,
        email: `k${phone}@example.pk`,
        demo_for: 1,
      });
    });
    console.log(`ack ${phone}`);
  }
}

for (let i = 0; i < 8; i++) void writer();
for (;;) {
  console.log('compacting');
  await store.compact();
  console.log('compacted');
}
