import { beforeAll, describe, expect, it } from 'vitest';
import { sessionRole } from '@ehp/contract-kit/src/contract.ts';
import { RunContext } from '@ehp/contract-kit/src/context.ts';
import { aimAtOtherPatient, bookingSnapshot } from './lib/bookings.ts';
import { alive, type Harness } from './lib/harness.ts';
import { badRequests } from './lib/bad-requests.ts';
import { describe as explain, judge } from './lib/judge.ts';
import { SUBMISSION_KIND_OF } from './lib/submission-kinds.ts';

// For every operation of openapi.yaml: the generated bad requests, each judged on its own.

/** The signed-in client for a role; patient operations run as patient A, aimed at B's booking (lib/bookings.ts); doctor operations as the doctor. */
const CLIENT_OF_ROLE: Record<string, keyof Harness['clients']> = {
  patient: 'patientA',
  clinic_owner: 'clinic_owner',
  doctor: 'doctor',
};

export function registerHttpAbuse(h: Harness): void {
  describe('hostile HTTP requests, operation by operation', () => {
    let ctx: RunContext;
    beforeAll(async () => {
      ctx = new RunContext({ baseUrl: h.target.url, contract: h.contract, config: h.config });
      const target = await aimAtOtherPatient(h, ctx);
      h.booking = { ...target, before: bookingSnapshot(h) };
    });

    for (const op of h.contract.operations) {
      it(`when ${op.operationId} gets generated bad requests, then none gets a 5xx or leaks internals, and each invalid one gets a 4xx with { message }`, async () => {
        const base = ctx.requestFor(op.operationId);
        const query = Object.fromEntries(Object.entries(base.query).map(([k, v]) => [k, String(v)]));
        const role = sessionRole(op);
        const client = role ? h.clients[CLIENT_OF_ROLE[role] ?? 'anon'] : h.clients.anon;
        const failures: string[] = [];
        const requests = badRequests(h.contract.openapi, op, { query, body: base.body }, h.validate);
        for (const req of requests) {
          const ex = await client.request({
            method: op.method,
            path: op.path,
            query: req.query,
            body: req.body,
            contentType: req.contentType,
            xsrf: req.xsrf,
          });
          h.tally.count(ex);
          const kind = SUBMISSION_KIND_OF[op.operationId];
          if (kind && ex.status >= 200 && ex.status < 300) h.writes.set(kind, (h.writes.get(kind) ?? 0) + 1);
          const problems = judge(req, ex, h.validate);
          if (problems.length) failures.push(`${problems.join('; ')} :: ${explain(req, ex)}`);
        }
        expect(requests.length).toBeGreaterThan(0);
        expect(await alive(h), 'the server still answers').toBe(true);
        expect(failures).toEqual([]);
      });
    }
  });
}
