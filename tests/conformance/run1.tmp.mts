import { readFileSync } from 'node:fs';
import { startMock } from '../fixtures/mock-server.ts';
import { parseConfig } from './lib/config.ts';
import { loadContract } from './lib/contract.ts';
import { formatTable } from './lib/report/table.ts';
import { runConformance } from './lib/runner.ts';
const contract = loadContract();
const config = parseConfig(JSON.parse(readFileSync(new URL('./mock.config.json', import.meta.url), 'utf8')));
const target = await startMock();
const only = process.argv.slice(2);
const report = await runConformance({
  baseUrl: target.url,
  contract,
  config,
  seed: 23,
  only: only.length ? only : undefined,
  generated: only.length ? 0 : 5,
});
console.log(formatTable(report, 300));
const checks = report.rows.flatMap((r) => r.checks).filter((c) => /other-|own-hold|race|second-/.test(c.check));
for (const c of checks) console.log(c.operationId, c.check, c.outcome, c.reason.slice(0, 300));
for (const c of report.rows.flatMap((r) => r.checks).filter((c) => c.outcome === 'fail'))
  console.log('FAIL', c.operationId, c.check, c.reason.slice(0, 500));
await target.close();
process.exit(0);
