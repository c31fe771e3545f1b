import { parseThresholds, type CoverageThresholds } from './coverage.ts';

export interface CliArgs {
  baseUrl: string;
  config?: string;
  only: string[];
  skip: string[];
  reportDir: string;
  openapi?: string;
  asyncapi?: string;
  verbose: boolean;
  minCoverage?: CoverageThresholds;
  maxMs?: number;
  generated?: number;
  seed?: number;
  strict: boolean;
  limits: boolean;
}

export const USAGE =
  'usage: pnpm contract:verify --base-url URL [--config FILE] [--only TAG]... [--skip OPERATION_ID]... [--report-dir DIR] [--openapi FILE] [--asyncapi FILE] [--min-coverage operations=N,pairs=N] [--max-ms MS] [--generated N] [--seed S] [--strict] [--limits] [--verbose]';

const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Parses the CLI flags (`--flag value` or `--flag=value`; --only and --skip repeat or take commas). */
export function parseArgs(argv: string[]): CliArgs {
  const args: CliArgs = {
    baseUrl: '',
    only: [],
    skip: [],
    reportDir: 'reports/conformance',
    verbose: false,
    strict: false,
    limits: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--base-url':
        args.baseUrl = value();
        break;
      case '--config':
        args.config = value();
        break;
      case '--only':
        args.only.push(...list(value()));
        break;
      case '--skip':
        args.skip.push(...list(value()));
        break;
      case '--report-dir':
        args.reportDir = value();
        break;
      case '--openapi':
        args.openapi = value();
        break;
      case '--asyncapi':
        args.asyncapi = value();
        break;
      case '--min-coverage':
        args.minCoverage = { ...args.minCoverage, ...parseThresholds(value()) };
        break;
      case '--max-ms': {
        const ms = Number(value());
        if (!Number.isInteger(ms) || ms < 1) throw new Error(`--max-ms takes a whole number of milliseconds`);
        args.maxMs = ms;
        break;
      }
      case '--generated': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 0 || n > 100) throw new Error('--generated takes a whole number from 0 to 100');
        args.generated = n;
        break;
      }
      case '--seed': {
        const seed = Number(value());
        if (!Number.isSafeInteger(seed) || seed < 0) throw new Error('--seed takes a whole number (from a report)');
        args.seed = seed;
        break;
      }
      case '--strict':
        args.strict = true;
        break;
      case '--limits':
        args.limits = true;
        break;
      case '--verbose':
        args.verbose = true;
        break;
      case '--':
        break;
      default:
        throw new Error(`unknown argument ${argv[i]}`);
    }
  }
  if (!args.baseUrl) throw new Error('--base-url is required');
  if (!/^https?:\/\//.test(args.baseUrl)) throw new Error(`--base-url must be an http(s) URL, got ${args.baseUrl}`);
  return args;
}
