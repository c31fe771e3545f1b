// pnpm contract:diff as the tests run it on every clone: against main (HEAD where there is no main branch).
import { execFile, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const TSX = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Where this branch left main (so a branch behind main is not blamed for what main added since);
 * HEAD in a clone with no main branch, as CI's may be.
 */
function baseCommit(): string {
  try {
    return execFileSync('git', ['merge-base', 'main', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return 'HEAD';
  }
}

/** Runs the CLI as `pnpm contract:diff` does (from the root, INIT_CWD unset) without blocking the test's timers. */
function cli(...args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  const env = { ...process.env };
  delete env.INIT_CWD;
  return new Promise((done) => {
    const child = execFile(TSX, [CLI, ...args], { cwd: ROOT, env, encoding: 'utf8' }, (_error, stdout, stderr) =>
      done({ status: child.exitCode ?? -1, stdout, stderr }),
    );
  });
}

describe('pnpm contract:diff', { timeout: 60_000 }, () => {
  it('when run against main, then today’s contract has no breaking change', async () => {
    const run = await cli('--base', baseCommit());
    expect(run.stdout, run.stderr).toMatch(/^PASS: no breaking change\.$/m);
    expect(run.status).toBe(0);
  });

  it('when --base names no commit, then it exits 2 and says why', async () => {
    const unknown = await cli('--base', 'no-such-ref-for-contract-diff');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('git knows no commit "no-such-ref-for-contract-diff"');
  });
});
