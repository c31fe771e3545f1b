import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Exchange } from '@ehp/contract-kit/src/http-client.ts';

/** Where the worker leaves the totals line for the global teardown to print after the summary. */
export const TOTALS_FILE = resolve(import.meta.dirname, '../../../reports/hostile/totals.txt');

/** The counts printed as the suite's last line, read off CI. */
export class Tally {
  requests = 0;
  client4xx = 0;
  server5xx = 0;
  crashes = 0;

  count(ex: Exchange): void {
    this.requests++;
    if (ex.networkError) this.crashes++;
    else if (ex.status >= 500) this.server5xx++;
    else if (ex.status >= 400) this.client4xx++;
  }

  save(): void {
    mkdirSync(dirname(TOTALS_FILE), { recursive: true });
    writeFileSync(TOTALS_FILE, `${this.line()}\n`);
  }

  line(): string {
    return `HOSTILE TOTALS requests=${this.requests} 4xx=${this.client4xx} 5xx=${this.server5xx} crashes=${this.crashes}`;
  }
}
