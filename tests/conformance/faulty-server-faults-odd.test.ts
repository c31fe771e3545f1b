import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAUGHT, verify } from './fixtures/faulty-caught.ts';
import { FAULTS, startFaultyServer, type FaultyServer } from './fixtures/faulty-server.ts';
import { loadContract } from './lib/contract.ts';

// Each fault of the faulty server makes exactly the check that names it fail: every other fault
// from the second (the other file takes the rest), so the two test workers share the runs.

const contract = loadContract();
const half = FAULTS.filter((_, i) => i % 2 === 1);
let server: FaultyServer;

beforeAll(async () => {
  server = await startFaultyServer();
});
afterAll(() => server.close());

describe('conformance kit against the faulty server, each fault', { timeout: 300_000 }, () => {
  it.each(half)('when the fault %s is switched on, then the check that names it fails', async (fault) => {
    const expected = CAUGHT[fault];
    // Only the fault's own tag is reported (the sign-ins it needs still run): the full run above
    // proves the rest, and each fault run stays a few seconds.
    const tag = contract.operations.find((o) => o.operationId === expected.operationId)?.tags[0] ?? 'notify';
    const { failures } = await verify(server, contract, [fault], expected.maxMs, [tag], expected.limits);
    const caught = failures.find((f) => f.operationId === expected.operationId && f.check === expected.check);
    expect(caught?.reason).toMatch(expected.reason);
    // With a budget, the answers that were not held pass it: only the slow one is over.
    if (expected.maxMs)
      expect(failures.filter((f) => f.check === 'latency').map((f) => f.operationId)).toEqual([expected.operationId]);
  });
});
