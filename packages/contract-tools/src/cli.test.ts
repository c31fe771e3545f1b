// pnpm contract:diff as CI runs it: against main (HEAD where the clone has no main branch).
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const TSX = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function hasRef(ref: string): boolean {
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: ROOT, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function cli(...args: string[]) {
  const env = { ...process.env };
  delete env.INIT_CWD;
  return spawnSync(TSX, [CLI, ...args], { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
}

describe('pnpm contract:diff', () => {
  it('when run against main, then today’s contract has no breaking change', () => {
    const base = hasRef('main') ? 'main' : 'HEAD';
    const run = cli('--base', base);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^PASS: no breaking change\.$/m);
    expect(run.status).toBe(0);
  });

  it('when --base is missing or names no commit, then it exits 2 and says why', () => {
    const missing = cli();
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('--base <git-ref> is required');
    const unknown = cli('--base', 'no-such-ref-for-contract-diff');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('git knows no commit "no-such-ref-for-contract-diff"');
  });
});
