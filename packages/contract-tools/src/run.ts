// One run of the check: read both versions, compare, judge against the allow list, report.
import { join, resolve } from 'node:path';
import { diffContract } from './diff-contract.ts';
import type { DiffOptions } from './args.ts';
import { loadContract } from './load/dereference.ts';
import { gitRoot, readAtRef, readWorkingTree } from './load/read-contract.ts';
import { judge, readAllowFile, type Verdict } from './report/allow.ts';
import { formatReport } from './report/format.ts';

export const DEFAULT_ALLOW_FILE = 'contract-diff.allow.json';

export interface RunResult {
  code: 0 | 1;
  output: string;
  verdict: Verdict;
}

export async function runDiff(options: DiffOptions, cwd: string): Promise<RunResult> {
  const root = gitRoot(cwd);
  const allowFile = options.allowFile ? resolve(cwd, options.allowFile) : join(root, DEFAULT_ALLOW_FILE);
  const entries = [
    ...readAllowFile(allowFile),
    ...options.allow.map((id) => ({ id, reason: 'allowed with --allow on the command line' })),
  ];
  const [base, head] = await Promise.all([
    loadContract(readAtRef(root, options.base)),
    loadContract(options.head ? readAtRef(root, options.head) : readWorkingTree(root)),
  ]);
  const verdict = judge(diffContract(base, head), entries);
  const output = options.json
    ? JSON.stringify({ base: base.label, head: head.label, ...verdict }, null, 2)
    : formatReport(verdict, base.label, head.label, allowFile);
  return { code: verdict.breaking.length ? 1 : 0, output, verdict };
}
