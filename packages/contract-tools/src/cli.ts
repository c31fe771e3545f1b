// pnpm contract:diff: the breaking-change check between two versions of the contract.
// Exit 0: no breaking change (or each one allowed); 1: a breaking change; 2: a usage or input error.
import { parseDiffArgs, USAGE, UsageError } from './args.ts';
import { ContractLoadError } from './load/dereference.ts';
import { UnknownRefError } from './load/read-contract.ts';
import { AllowFileError } from './report/allow.ts';
import { runDiff } from './run.ts';

try {
  const options = parseDiffArgs(process.argv.slice(2));
  if (options === 'help') {
    console.log(USAGE);
  } else {
    const { code, output } = await runDiff(options, process.env.INIT_CWD ?? process.cwd());
    console.log(output);
    process.exitCode = code;
  }
} catch (error) {
  const expected = [UsageError, UnknownRefError, AllowFileError, ContractLoadError];
  if (!expected.some((type) => error instanceof type)) throw error;
  console.error(`contract:diff: ${(error as Error).message}`);
  if (error instanceof UsageError) console.error(USAGE);
  process.exitCode = 2;
}
