import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verify } from './fixtures/faulty-caught.ts';
import { faultyConfig, startFaultyServer, type FaultyServer } from './fixtures/faulty-server.ts';
import { loadContract } from '../src/contract.ts';
import { formatJunit } from '../src/report/junit.ts';
import { formatTable } from '../src/report/table.ts';

// Proof that the kit catches a server that breaks the contract: the faulty server passes with no
// fault on (each fault's own check is in faulty-server-faults-*.test.ts), a failed sign-in is
// reported as the root of what needed it, and the `contract-verify` command reports and exits as documented.

const run = promisify(execFile);
const contract = loadContract();
/** The package's `contract-verify` command, as a backend team runs it. */
const bin = resolve(import.meta.dirname, '../bin/contract-verify.mjs');
let server: FaultyServer;

beforeAll(async () => {
  server = await startFaultyServer();
});
afterAll(() => server.close());

// A whole run takes some 15 s on an idle machine and several times that on a loaded one.
describe('conformance kit against the faulty server', { timeout: 300_000 }, () => {
  it('when no fault is switched on, then every operation passes, every /notify one included, and nothing is skipped, with --limits and --strict', async () => {
    const { report, failures } = await verify(server, contract, [], undefined, undefined, true);
    expect(failures).toEqual([]);
    expect(report.rows.flatMap((r) => r.checks).filter((c) => c.outcome === 'skip')).toEqual([]);
    const ran = (check: string) =>
      report.rows.flatMap((r) => r.checks.filter((c) => c.check === check).map((c) => c.operationId)).sort();
    expect(ran('rate-limit-ends')).toEqual(['addHelplineRequest']);
    expect(ran('starts-at-pakistan')).toEqual(expect.arrayContaining(['getAppointment', 'listAppointments']));
    expect(ran('generated-unicode')).toEqual(
      expect.arrayContaining(['addContactMessage', 'addDemoRequest', 'verifyDoctorSignupOtp', 'verifyOtpCodePatient']),
    );
    expect(ran('logout-twice')).toEqual(['logout']);
    expect(ran('cors-foreign')).toEqual(['listLabs', 'logout']);
    expect(ran('code-expires')).toEqual(['verifyOtpCodePatient']);
    expect(report.rows.filter((r) => r.outcome !== 'pass').map((r) => `${r.operationId}: ${r.reason}`)).toEqual([]);
    expect(report.rows).toHaveLength(contract.operations.length + contract.notify.operations.length);
    expect(report.verdict).toBe('pass');
  });

  it('when the patient cannot sign in, then what needed the session is reported as its consequence, apart from the root failure', async () => {
    const { report } = await verify(server, contract, ['patient-sign-in-fails']);
    const row = (id: string) => report.rows.find((r) => r.operationId === id)!;
    expect(row('verifyOtpCodePatient')).toMatchObject({ outcome: 'fail' });
    expect(row('verifyOtpCodePatient').because).toBeUndefined();
    for (const id of ['getAppointment', 'startPayment', 'listMyLabBookings', 'sendCallAccept'])
      expect(row(id), id).toMatchObject({
        because: ['verifyOtpCodePatient'],
        reason: expect.stringMatching(/^because verifyOtpCodePatient failed: /),
      });
    const roots = report.rows
      .filter((r) => r.outcome === 'fail' && !r.because)
      .map((r) => `${r.operationId}: ${r.reason}`);
    expect(report.totals.root, roots.join('\n')).toBe(1);
    expect(report.totals.consequences).toBeGreaterThanOrEqual(20);
    expect(report.problems.join('\n')).toMatch(/getAppointment was not checked: because verifyOtpCodePatient failed/);
    const table = formatTable(report);
    expect(table).toMatch(/failures: 1 root, \d+ consequences \(because verifyOtpCodePatient failed\)/);
    expect(formatJunit(report)).toMatch(
      /<failure message="not checked: because verifyOtpCodePatient failed: [^"]*" type="consequence"/,
    );
  });

  it('when the CLI runs against a fault, then it prints the table, writes JUnit and JSON, and exits 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'conformance-'));
    const config = join(dir, 'faulty.config.json');
    writeFileSync(config, JSON.stringify(faultyConfig(server.url, contract)));
    server.setFaults(['wrong-type']);
    const cli = (extra: string[]) =>
      run(process.execPath, [bin, '--base-url', server.url, '--config', config, '--report-dir', dir, ...extra], {
        cwd: dir,
      }).then(
        (r) => ({ code: 0, stdout: r.stdout }),
        (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
      );
    const failed = await cli(['--only', 'labs']);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(/getLabInfo\s+\| fail\s+\| example: body-schema: \/data\/lab\/id must be integer/);
    expect(failed.stdout).not.toMatch(/^verifyOtpCodePatient/m);
    expect(readFileSync(join(dir, 'junit.xml'), 'utf8')).toMatch(
      /classname="labs.getLabInfo" name="example">\s*<failure/,
    );
    const json = JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8'));
    expect(json.totals.fail).toBeGreaterThan(0);
    server.setFaults([]);
    const passed = await cli(['--only', 'labs', '--skip', 'getLabLogo']);
    expect(passed.stdout).toMatch(/getLabLogo\s+\| skip\s+\| allowed: skipped on the command line \(--skip\)/);
    expect(passed.code).toBe(0);
  });
});
