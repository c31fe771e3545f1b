// Spectral's OpenAPI and AsyncAPI rulesets (.spectral.yaml) over both files of the contract, as
// `pnpm lint:contract` runs them: no error and no warning; the ruleset names its few exceptions.
// About 8 s of CPU; the timeout is for a machine busy with other suites.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './load.ts';

interface Finding {
  code: string;
  message: string;
  severity: number;
  path: string[];
  source?: string;
}

/** Spectral's findings as JSON (severity 0 error, 1 warning, 2 information, 3 hint). */
function spectral(): Promise<Finding[]> {
  const args = ['lint', 'openapi.yaml', 'asyncapi.yaml', '--ruleset', '.spectral.yaml', '-f', 'json', '--quiet'];
  const env = { ...process.env, SCARF_ANALYTICS: 'false' };
  return new Promise((done, fail) =>
    execFile(resolve(ROOT, 'node_modules/.bin/spectral'), args, { cwd: ROOT, env }, (error, stdout, stderr) => {
      // Exit 1 means findings; only output that is not JSON is a failure of the run itself.
      try {
        done(stdout.trim() ? (JSON.parse(stdout) as Finding[]) : []);
      } catch {
        fail(new Error(`spectral did not run: ${error?.message ?? ''}\n${stderr}`));
      }
    }),
  );
}

describe('Spectral (spectral:oas, spectral:asyncapi)', () => {
  it('when it lints openapi.yaml and asyncapi.yaml, then it finds nothing', { timeout: 300_000 }, async () => {
    const findings = await spectral();
    const shown = findings.map(
      ({ code, message, path, source }) => `${source?.split('/').pop()} ${path.join('.')}: ${code} ${message}`,
    );
    expect(shown).toEqual([]);
  });
});
