import { existsSync, readFileSync, rmSync } from 'node:fs';
import { RECORD_FILE } from './lib/record.ts';

// Global setup of the abuse suite: every file records its figures (lib/record.ts); the teardown
// prints their totals after vitest's summary, as the very last line of the run.

export function setup(): void {
  rmSync(RECORD_FILE, { force: true });
}

export function teardown(): void {
  const lines = existsSync(RECORD_FILE) ? readFileSync(RECORD_FILE, 'utf8').trim().split('\n').filter(Boolean) : [];
  const entries = lines.map((line) => JSON.parse(line) as Record<string, number | string>);
  const sum = (key: string) =>
    entries.filter((e) => e.kind === 'attack').reduce((total, e) => total + Number(e[key] ?? 0), 0);
  // The soaks' span: before the first, after the last.
  const soaks = entries.filter((e) => e.kind === 'rss');
  const rss = soaks.length ? { before: soaks[0].before, after: soaks.at(-1)!.after } : undefined;
  const mb = (bytes: unknown) => (typeof bytes === 'number' ? `${(bytes / 1048576).toFixed(0)}MB` : 'n/a');
  process.stdout.write(
    `\nABUSE TOTALS attacks=${sum('attacks')} held=${sum('held')} findings=${new Set(entries.map((e) => e.finding).filter(Boolean)).size} rss_before=${mb(rss?.before)} rss_after=${mb(rss?.after)}\n`,
  );
}
