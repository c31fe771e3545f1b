import { randomInt } from 'node:crypto';
import { addDays, pakistanDate } from '@ehp/api-types';
import { ensureXsrf, RunContext, Skip, type RunOptions } from './context.ts';
import { noValidInputs } from './generate/policy.ts';
import { coverageOf, coverageShortfalls, type CoverageReport, type CoverageThresholds } from './coverage.ts';
import { rowFor, summarise, type CheckResult, type OperationRow } from './results.ts';
import { countFailures, markConsequences, rowConsequence } from './consequences.ts';
import { appointmentsJourney } from './journeys/appointments.ts';
import { callJourney } from './journeys/call-journey.ts';
import { clinicJourney } from './journeys/clinic.ts';
import { doctorJourney } from './journeys/doctor.ts';
import { followUpJourney } from './journeys/follow-up.ts';
import { exampleCheck, invalidBodyCheck, invalidParamsCheck, unknownIdCheck, xsrfCheck } from './journeys/generic.ts';
import { createdIsListedChecks } from './journeys/created.ts';
import { filterNarrowsCheck } from './journeys/filters.ts';
import { generatedChecks } from './journeys/generated.ts';
import { unicodeChecks } from './journeys/unicode.ts';
import { paginationCheck } from './journeys/pagination.ts';
import { cancelLabBookingJourney, labsJourney, myLabBookingsJourney } from './journeys/labs.ts';
import { oversizeCheck, sessionRequiredCheck, wrongMediaTypeCheck, wrongRoleCheck } from './journeys/transport.ts';
import { marketingJourney } from './journeys/marketing.ts';
import { patientJourney } from './journeys/patient.ts';
import { signOutJourney } from './journeys/sign-out.ts';
import { limitsJourney } from './journeys/limits.ts';
import { visitLinkExpiresCheck } from './journeys/after-visit.ts';
import { rulesJourney } from './journeys/rules.ts';
import { staffJourney } from './journeys/staff.ts';
import { twoUsersJourney } from './journeys/two-users.ts';
import { twoUsersNotifyJourney } from './journeys/two-users-notify.ts';

export interface RunReport {
  baseUrl: string;
  startedAt: string;
  durationMs: number;
  /**
   * `unexplained`: skipped operations no allowSkips entry explains (each fails the run). `root`:
   * operations that failed on their own; `consequences`: operations that failed or went unchecked
   * only because another one failed (their rows say which: `because`).
   */
  totals: Record<'pass' | 'fail' | 'skip' | 'unexplained' | 'root' | 'consequences', number>;
  rows: OperationRow[];
  coverage: CoverageReport;
  /** The latency budget applied to every answer, in ms. */
  maxMs: number;
  /** The generated inputs: replay them with --seed; the operations that got no valid ones, and why. */
  generated: { seed: number; count: number; noValidInputs: Record<string, string> };
  /** Whether the limits were driven (--limits) and responses held to their schemas (--strict). */
  modes?: { limits: boolean; strict: boolean };
  /** Why the run fails besides failed checks: unexplained skips, coverage below its thresholds. */
  problems: string[];
  verdict: 'pass' | 'fail';
}

export interface RunnerOptions extends RunOptions {
  /** Report only operations with these tags (`notify` for the socket channel). */
  only?: string[];
  minCoverage?: CoverageThresholds;
  /** Generated valid and invalid requests per operation (--generated; default 5, 0 turns them off). */
  generated?: number;
  /** The seed the generated requests are built from (--seed; default a random one, reported). */
  seed?: number;
  /** Drive every documented 429 (--limits; src/journeys/limits.ts). Off by default: shared servers. */
  limits?: boolean;
}

/** Generous: a check of meaning, not of speed; set --max-ms to hold a server to its budget. */
export const DEFAULT_MAX_MS = 5000;
export const DEFAULT_GENERATED = 5;

// Journeys in order; a journey runs when it touches a selected tag. Calls it makes for other tags
// (sign-in before a clinic call) still happen, but only the selected operations are reported.
const JOURNEYS: [string[], (ctx: RunContext) => Promise<void>][] = [
  [['labs'], labsJourney],
  [['marketing'], marketingJourney],
  [['auth', 'patient', 'notify'], patientJourney],
  [['appointments', 'payments'], bookingJourney],
  [['labs'], myLabBookings],
  [['clinic', 'auth'], clinicJourney],
  [['doctor', 'auth'], doctorJourney],
  [['doctor', 'appointments'], followUp],
  [['notify'], doctorCallJourney],
  [['appointments', 'payments', 'patient', 'doctor', 'labs'], twoUsers],
  [['notify'], twoUsersNotifyJourney],
  [['staff'], staffJourney],
];

/** The second patient and doctor against the first ones, who must be signed in first. */
async function twoUsers(ctx: RunContext): Promise<void> {
  if (ctx.results.for('verifyOtpCodePatient').length === 0) await patientJourney(ctx);
  if (ctx.results.for('doctorLogin').length === 0) await doctorJourney(ctx);
  // The race's bookings are not what created-is-listed looks for in the first patient's list.
  const created = ctx.created.get('bookAppointment');
  await twoUsersJourney(ctx);
  if (created) ctx.created.set('bookAppointment', created);
}

/** Booking needs a signed-in patient: sign one in first when the patient journey was not selected. */
async function bookingJourney(ctx: RunContext): Promise<void> {
  if (ctx.results.for('verifyOtpCodePatient').length === 0) await patientJourney(ctx);
  await appointmentsJourney(ctx);
}

/** The patient's lab bookings need a signed-in patient too. */
async function myLabBookings(ctx: RunContext): Promise<void> {
  if (ctx.results.for('verifyOtpCodePatient').length === 0) await patientJourney(ctx);
  await myLabBookingsJourney(ctx);
  await cancelLabBookingJourney(ctx);
}

/** The free follow-up needs the doctor and the patient signed in. */
async function followUp(ctx: RunContext): Promise<void> {
  if (ctx.results.for('verifyOtpCodePatient').length === 0) await patientJourney(ctx);
  if (ctx.results.for('doctorLogin').length === 0) await doctorJourney(ctx);
  await followUpJourney(ctx);
}

/** A call needs the doctor signed in: sign in first when the doctor journey was not selected. */
async function doctorCallJourney(ctx: RunContext): Promise<void> {
  if (ctx.results.for('doctorLogin').length === 0) await doctorJourney(ctx);
  await callJourney(ctx);
}

export async function runConformance(options: RunnerOptions): Promise<RunReport> {
  const started = Date.now();
  const ctx = new RunContext(options);
  // The contract's example date is a fixed day, which is in the past once that day is over in
  // Pakistan: the slots are read for tomorrow there instead (a journey may still override it).
  ctx.override('listDoctorSlots', { query: { date: addDays(pakistanDate(Date.now()), 1) } });
  const only = options.only?.length ? new Set(options.only) : undefined;
  const wanted = (tags: string[]) => !only || tags.some((t) => only.has(t));
  try {
    await ensureXsrf(ctx, ctx.anon);
  } catch (error) {
    if (!(error instanceof Skip)) throw error;
    ctx.log(`warning: ${error.message}`);
  }
  for (const [tags, journey] of JOURNEYS) if (wanted(tags)) await journey(ctx);
  const operations = ctx.contract.operations.filter((op) => wanted(op.tags));
  for (const op of operations) await exampleCheck(ctx, op);
  for (const op of operations) {
    await xsrfCheck(ctx, op);
    await invalidBodyCheck(ctx, op);
    await invalidParamsCheck(ctx, op);
    await unknownIdCheck(ctx, op);
    await wrongMediaTypeCheck(ctx, op);
    await oversizeCheck(ctx, op);
    await sessionRequiredCheck(ctx, op);
    await wrongRoleCheck(ctx, op);
  }
  const generated = { count: options.generated ?? DEFAULT_GENERATED, seed: options.seed ?? randomInt(2 ** 31 - 1) };
  if (generated.count > 0) for (const op of operations) await generatedChecks(ctx, op, generated);
  if (generated.count > 0)
    for (const [index, op] of operations.entries()) await unicodeChecks(ctx, op, generated.seed, index);
  for (const op of operations) {
    await filterNarrowsCheck(ctx, op);
    await paginationCheck(ctx, op);
  }
  await createdIsListedChecks(ctx, operations);
  await rulesJourney(ctx, wanted);
  // Last but the sign-outs (logout has no limit): a limit locks what it counts for up to an hour.
  if (options.limits) await limitsJourney(ctx, operations);
  await signOutJourney(ctx);
  // Last of all: it moves the clock past the link's days, which ends every session.
  if (operations.some((op) => op.operationId === 'getVisitAdviceByLink')) await visitLinkExpiresCheck(ctx);
  const maxMs = options.maxMs ?? DEFAULT_MAX_MS;
  latencyChecks(ctx, maxMs);
  markConsequences(ctx.results.checks);
  const list = rows(ctx, wanted);
  const coverage = coverageOf(ctx.contract, list, ctx.seen);
  const totals = tally(list);
  const problems = [
    ...list
      .filter((r) => r.outcome === 'skip' && !r.allowed)
      .map((r) =>
        r.because
          ? `${r.operationId} was not checked: ${r.reason}`
          : `${r.operationId} was not checked (${r.reason}) and no allowSkips entry says why`,
      ),
    ...coverageShortfalls(coverage, options.minCoverage),
  ];
  return {
    baseUrl: options.baseUrl,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    totals,
    rows: list,
    coverage,
    maxMs,
    generated: {
      ...generated,
      noValidInputs: Object.fromEntries(
        operations.flatMap((op) => {
          const why = generated.count > 0 ? noValidInputs(op) : undefined;
          return why ? [[op.operationId, why]] : [];
        }),
      ),
    },
    modes: { limits: options.limits ?? false, strict: options.strict ?? false },
    problems,
    verdict: totals.fail || problems.length ? 'fail' : 'pass',
  };
}

/** A 'latency' failure on each operation whose slowest answer went over the budget. */
function latencyChecks(ctx: RunContext, maxMs: number): void {
  for (const [operationId, exchange] of ctx.slowest) {
    if (exchange.durationMs <= maxMs) continue;
    ctx.results.record({
      operationId,
      tag: ctx.contract.operations.find((o) => o.operationId === operationId)?.tags[0] ?? 'notify',
      check: 'latency',
      outcome: 'fail',
      reason: `answered in ${exchange.durationMs} ms, over the ${maxMs} ms budget (--max-ms)`,
      exchange: summarise(exchange),
    });
  }
}

/** The row, with why its skip is allowed, what its failure blocked, and its slowest answer. */
function finish(ctx: RunContext, row: OperationRow): OperationRow {
  const allowSkips: Record<string, string> = { ...ctx.config.allowSkips };
  for (const id of ctx.options.skip ?? []) allowSkips[id] = 'skipped on the command line (--skip)';
  const blocked = [...(ctx.blocked.get(row.operationId) ?? [])];
  const slowestMs = ctx.slowest.get(row.operationId)?.durationMs;
  let out: OperationRow = { ...row, slowestMs };
  if (row.outcome === 'skip' && allowSkips[row.operationId]) out.allowed = allowSkips[row.operationId];
  else out = rowConsequence(out);
  if (blocked.length) {
    out.blocked = blocked;
    if (row.outcome === 'fail') out.reason = `${row.reason} | blocked: ${blocked.join(', ')}`;
  }
  return out;
}

function rows(ctx: RunContext, wanted: (tags: string[]) => boolean): OperationRow[] {
  const out: OperationRow[] = [];
  const checks = (id: string): CheckResult[] => ctx.results.for(id);
  for (const op of ctx.contract.operations) {
    if (wanted(op.tags))
      out.push(finish(ctx, rowFor(op.operationId, op.tags[0] ?? '', op.method, op.path, checks(op.operationId))));
  }
  if (wanted(['notify'])) {
    for (const op of ctx.contract.notify.operations) {
      const names = op.messages.map((m) => m.name).join(', ');
      out.push(
        finish(
          ctx,
          rowFor(
            op.operationId,
            'notify',
            op.action.toUpperCase(),
            `${ctx.contract.notify.path} ${names}`,
            checks(op.operationId),
          ),
        ),
      );
    }
  }
  return out;
}

function tally(list: OperationRow[]): RunReport['totals'] {
  const totals = { pass: 0, fail: 0, skip: 0, unexplained: 0 };
  for (const row of list) {
    totals[row.outcome]++;
    if (row.outcome === 'skip' && !row.allowed) totals.unexplained++;
  }
  const { root, consequences } = countFailures(list);
  return { ...totals, root, consequences };
}
