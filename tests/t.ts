import { startFaultyServer, faultyConfig } from './conformance/fixtures/faulty-server.ts';
import { loadContract } from './conformance/lib/contract.ts';
import { runConformance } from './conformance/lib/runner.ts';
import { formatTable } from './conformance/lib/report/table.ts';
const s = await startFaultyServer((process.argv[2] ?? '').split(',').filter(Boolean) as never);
const r = await runConformance({ baseUrl: s.url, contract: loadContract(), config: faultyConfig(s.url) as never });
console.log(formatTable(r, 400));
for (const row of r.rows) for (const c of row.checks) if (c.outcome !== 'pass') console.log(row.operationId, c.check, c.outcome, c.reason);
await s.close();
