import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerGatewayAbuse } from './gateway-abuse.ts';
import { registerHttpAbuse } from './http-abuse.ts';
import { bookingSnapshot } from './lib/bookings.ts';
import { alive, newHarness, startHarness } from './lib/harness.ts';
import { readSubmissions, unexplained, type Submissions } from './lib/submission-kinds.ts';
import { registerSocketAbuse } from './socket-abuse.ts';

// Hostile input against the mock server, in this process: generated bad requests for every
// operation, then socket abuse, then the stored data. The totals are printed here and again, as
// the output's last line, by the global teardown (print-totals.ts).

const h = newHarness();
let before: Submissions;
const onCrash = (error: Error) => {
  h.tally.crashes++;
  h.crashes.push(error.stack ?? String(error));
};

beforeAll(async () => {
  process.on('uncaughtExceptionMonitor', onCrash);
  await startHarness(h);
  before = await readSubmissions(h.target.url);
});

afterAll(async () => {
  process.off('uncaughtExceptionMonitor', onCrash);
  await h.target?.close();
  process.stdout.write(`\n${h.tally.line()}\n`);
  h.tally.save();
});

registerHttpAbuse(h);
registerGatewayAbuse(h, () => h.booking!);
registerSocketAbuse(h);

describe('after the hostile run', () => {
  it('when the submissions are listed again, then they equal those before plus only the valid writes', async () => {
    const after = await readSubmissions(h.target.url);
    expect(unexplained(before, after, Object.fromEntries(h.writes))).toEqual([]);
  });

  it("when patient A's requests named patient B's booking and slot, then no appointment or payment changed", () => {
    expect(h.booking, 'the booking the run aimed at').toBeDefined();
    expect(bookingSnapshot(h)).toBe(h.booking!.before);
  });

  it('when bodies and events carried __proto__ keys, then no prototype was polluted', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
  });

  it('when everything is over, then the server still answers and nothing crashed', async () => {
    expect(await alive(h)).toBe(true);
    expect(h.crashes).toEqual([]);
    expect(h.tally.server5xx).toBe(0);
  });
});
