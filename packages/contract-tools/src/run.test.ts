// The whole run on a throwaway git repository holding today's contract: a commit is the base and
// the working tree, edited, is the head.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DiffOptions } from './args.ts';
import { ContractLoadError } from './load/dereference.ts';
import { UnknownRefError } from './load/read-contract.ts';
import { runDiff } from './run.ts';
import { editedTexts, todaysTexts } from './test-support/contract-fixture.ts';

const REMOVED_ID = 'removed-response-field:checkClinicBranches:response.200.body.data.branches[].branch_name';
const options = (extra: Partial<DiffOptions> = {}): DiffOptions => ({
  base: 'HEAD',
  head: null,
  allow: [],
  allowFile: null,
  json: false,
  ...extra,
});

let repo: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.pk', ...args], { cwd: repo });

function writeContract({ texts }: ReturnType<typeof todaysTexts>) {
  for (const [file, text] of Object.entries(texts)) writeFileSync(join(repo, file), text as string);
}

/** Today's contract less `ClinicBranch.branch_name`: the working tree of every test. */
const withoutBranchName = () =>
  editedTexts((openapi) => {
    const branch = openapi.components.schemas.ClinicBranch;
    delete branch.properties.branch_name;
    branch.required = branch.required.filter((name: string) => name !== 'branch_name');
  });

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'contract-diff-'));
  git('init', '-q');
  writeContract(todaysTexts());
  git('add', '.');
  git('commit', '-qm', 'today');
  writeContract(withoutBranchName());
});

describe('runDiff', () => {
  it('when the working tree removes a response field, then the run fails and names it', async () => {
    const { code, output } = await runDiff(options(), repo);
    expect(code).toBe(1);
    expect(output).toContain(`id: ${REMOVED_ID}`);
    expect(output).toContain('checkClinicBranches (POST /api/clinic/check_clinic_branches)');
    expect(output).toMatch(/^FAIL: 1 breaking change/m);
  });

  it('when --allow names the change, then the run passes and shows it as allowed', async () => {
    const { code, output } = await runDiff(options({ allow: [REMOVED_ID] }), repo);
    expect(code).toBe(0);
    expect(output).toContain('ALLOWED (1)');
  });

  it('when the allow file lists it with a reason, then the run passes and quotes the reason', async () => {
    const entry = { id: REMOVED_ID, reason: 'branch names come from /branches now' };
    writeFileSync(join(repo, 'contract-diff.allow.json'), JSON.stringify({ allow: [entry] }));
    try {
      const { code, output } = await runDiff(options(), repo);
      expect(code).toBe(0);
      expect(output).toContain('allowed: branch names come from /branches now');
    } finally {
      git('clean', '-qf', 'contract-diff.allow.json');
    }
  });

  it('when head is the base commit itself, then nothing changed', async () => {
    const { code, verdict } = await runDiff(options({ head: 'HEAD' }), repo);
    expect(code).toBe(0);
    expect(verdict).toEqual({ breaking: [], allowed: [], notes: [], unused: [] });
  });

  it('when the base names no commit, then it says so', async () => {
    await expect(runDiff(options({ base: 'no-such-branch' }), repo)).rejects.toThrow(UnknownRefError);
  });

  it('when a version has a $ref to nothing, then it names the file and the version', async () => {
    const broken = editedTexts((openapi) => {
      openapi.paths['/api/auth/logout'].post.responses['200'] = { $ref: '#/components/responses/Gone' };
    });
    writeContract(broken);
    git('commit', '-qam', 'broken ref');
    try {
      await expect(runDiff(options({ base: 'HEAD~1', head: 'HEAD' }), repo)).rejects.toThrow(ContractLoadError);
      await expect(runDiff(options({ base: 'HEAD~1', head: 'HEAD' }), repo)).rejects.toThrow(/openapi\.yaml at HEAD/);
    } finally {
      git('reset', '-q', '--hard', 'HEAD~1');
      writeContract(withoutBranchName());
    }
  });
});
