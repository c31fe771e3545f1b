import { loadConfig } from './config.ts';
import { DEFAULT_ASYNCAPI, DEFAULT_OPENAPI, loadContract } from './contract.ts';
import { parseArgs, USAGE, type CliArgs } from './args.ts';
import { formatTable } from './report/table.ts';
import { writeReports } from './report/write.ts';
import { runConformance } from './runner.ts';

// pnpm contract:verify --base-url URL: exits 0 when every check passes and nothing went unchecked
// without a reason, 1 on any failure, unexplained skip or coverage below --min-coverage, 2 when it
// cannot start (bad arguments, config or contract).

async function main(): Promise<number> {
  let args: CliArgs;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  let setup;
  try {
    setup = {
      config: loadConfig(args.config),
      contract: loadContract(args.openapi ?? DEFAULT_OPENAPI, args.asyncapi ?? DEFAULT_ASYNCAPI),
    };
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const unknownSkips = args.skip.filter(
    (id) =>
      !setup.contract.operations.some((o) => o.operationId === id) &&
      !setup.contract.notify.operations.some((o) => o.operationId === id),
  );
  if (unknownSkips.length) console.error(`warning: --skip names no operation: ${unknownSkips.join(', ')}`);
  const report = await runConformance({
    baseUrl: args.baseUrl,
    ...setup,
    only: args.only,
    skip: args.skip,
    minCoverage: args.minCoverage,
    maxMs: args.maxMs,
    generated: args.generated,
    seed: args.seed,
    strict: args.strict,
    limits: args.limits,
    log: args.verbose ? (line) => console.error(line) : undefined,
  });
  console.log(formatTable(report));
  const files = writeReports(report, args.reportDir);
  console.log(`reports: ${files.join(', ')}`);
  return report.verdict === 'pass' ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
