import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type RunningMock } from '../fixtures/mock-server.ts';
import type { ConformanceConfig } from './lib/config.ts';
import { parseConfig } from './lib/config.ts';
import { loadContract } from './lib/contract.ts';
import { formatTable } from './lib/report/table.ts';
import { runConformance, type RunReport } from './lib/runner.ts';

// Proof that the mock server honours the contract: every check of the kit passes against it, with
// the same config file the CLI uses (tests/conformance/mock.config.json).

const contract = loadContract();
const config: ConformanceConfig = parseConfig(
  JSON.parse(readFileSync(new URL('./mock.config.json', import.meta.url), 'utf8')),
  'mock.config.json',
);
let target: RunningMock;
let report: RunReport;

beforeAll(async () => {
  target = await startMock();
  report = await runConformance({ baseUrl: target.url, contract, config });
});
afterAll(() => target.close());

describe('conformance kit against the mock server', () => {
  it('when every operation is exercised, then no check fails', () => {
    const failures = report.rows.flatMap((r) => r.checks.filter((c) => c.outcome === 'fail'));
    if (failures.length) console.log(formatTable(report, 400), JSON.stringify(failures, null, 2));
    expect(failures).toEqual([]);
  });

  it('when the report is read, then every HTTP operation of openapi.yaml passed', () => {
    const http = report.rows.filter((r) => r.tag !== 'notify');
    expect(http.map((r) => r.operationId).sort()).toEqual(contract.operations.map((o) => o.operationId).sort());
    expect(http.filter((r) => r.outcome !== 'pass').map((r) => `${r.operationId}: ${r.reason}`)).toEqual([]);
  });

  it('when /notify is checked, then the patient connects, receives a valid call, and a refusal is reported', () => {
    const outcome = (id: string) => report.rows.find((r) => r.operationId === id)?.outcome;
    expect([outcome('sendPatientConnection'), outcome('receiveIncomingCall'), outcome('receiveNotifyError')]).toEqual([
      'pass',
      'pass',
      'pass',
    ]);
  });
});
