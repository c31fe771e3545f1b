import { addDays, pakistanDate } from '@ehp/api-types';
import { ensureXsrf, RunContext, Skip, type RunOptions } from './context.ts';
import { rowFor, type CheckResult, type OperationRow } from './results.ts';
import { appointmentsJourney } from './journeys/appointments.ts';
import { clinicJourney } from './journeys/clinic.ts';
import { doctorJourney } from './journeys/doctor.ts';
import { exampleCheck, invalidBodyCheck, invalidParamsCheck, unknownIdCheck, xsrfCheck } from './journeys/generic.ts';
import { labsJourney } from './journeys/labs.ts';
import { marketingJourney } from './journeys/marketing.ts';
import { patientJourney } from './journeys/patient.ts';
import { signOutJourney } from './journeys/sign-out.ts';
import { staffJourney } from './journeys/staff.ts';

export interface RunReport {
  baseUrl: string;
  startedAt: string;
  durationMs: number;
  totals: Record<'pass' | 'fail' | 'skip', number>;
  rows: OperationRow[];
}

export interface RunnerOptions extends RunOptions {
  /** Report only operations with these tags (`notify` for the socket channel). */
  only?: string[];
}

// Journeys in order; a journey runs when it touches a selected tag. Calls it makes for other tags
// (sign-in before a clinic call) still happen, but only the selected operations are reported.
const JOURNEYS: [string[], (ctx: RunContext) => Promise<void>][] = [
  [['labs'], labsJourney],
  [['marketing'], marketingJourney],
  [['auth', 'patient', 'notify'], patientJourney],
  [['appointments', 'payments'], bookingJourney],
  [['clinic', 'auth'], clinicJourney],
  [['doctor', 'auth'], doctorJourney],
  [['staff'], staffJourney],
];

/** Booking needs a signed-in patient: sign one in first when the patient journey was not selected. */
async function bookingJourney(ctx: RunContext): Promise<void> {
  if (ctx.results.for('verifyOtpCodePatient').length === 0) await patientJourney(ctx);
  await appointmentsJourney(ctx);
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
  }
  await signOutJourney(ctx);
  return {
    baseUrl: options.baseUrl,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    ...tally(rows(ctx, wanted)),
  };
}

function rows(ctx: RunContext, wanted: (tags: string[]) => boolean): OperationRow[] {
  const out: OperationRow[] = [];
  const checks = (id: string): CheckResult[] => ctx.results.for(id);
  for (const op of ctx.contract.operations) {
    if (wanted(op.tags)) out.push(rowFor(op.operationId, op.tags[0] ?? '', op.method, op.path, checks(op.operationId)));
  }
  if (wanted(['notify'])) {
    for (const op of ctx.contract.notify.operations) {
      const names = op.messages.map((m) => m.name).join(', ');
      out.push(
        rowFor(
          op.operationId,
          'notify',
          op.action.toUpperCase(),
          `${ctx.contract.notify.path} ${names}`,
          checks(op.operationId),
        ),
      );
    }
  }
  return out;
}

function tally(list: OperationRow[]): Pick<RunReport, 'totals' | 'rows'> {
  const totals = { pass: 0, fail: 0, skip: 0 };
  for (const row of list) totals[row.outcome]++;
  return { totals, rows: list };
}
