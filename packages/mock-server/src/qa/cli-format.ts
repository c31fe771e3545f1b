import { createQaClient, qaData, QaError } from '@ehp/api-types';

// Output and argument helpers shared by the QA CLI's commands.

/** Rows as an aligned text table of the named columns (missing or null cells are blank). */
export function table<Row extends object>(rows: Row[], cols: Array<keyof Row & string>): string {
  const cell = (row: Row, col: keyof Row) => String(row[col] ?? '');
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => cell(r, c).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width[i])).join('  ');
  return [
    line(cols),
    line(width.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(cols.map((c) => cell(r, c)))),
  ].join('\n');
}

/** A whole number argument, or an error naming it. */
export function whole(name: string, raw: string, min: number): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min)
    throw new Error(`${name} must be a whole number${min ? ` of at least ${min}` : ''} (got "${raw}")`);
  return n;
}

/** An argument that must be one of a few words, or an error listing them. */
export function oneOf<T extends string>(name: string, raw: string, allowed: readonly T[]): T {
  const found = allowed.find((word) => word === raw);
  if (found === undefined) throw new Error(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
  return found;
}

/** The typed QA client for one mock server, with errors a terminal user can act on. */
export function cliClient(base: string) {
  const api = createQaClient({ baseUrl: base });
  async function ask<T>(pending: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
    try {
      return await qaData(pending);
    } catch (error) {
      if (error instanceof QaError) throw new Error(`${error.status}: ${error.reason}`);
      throw new Error(`cannot reach the mock server at ${base} (is it running? set MOCK_URL)`);
    }
  }
  return { api, ask };
}
export type CliClient = ReturnType<typeof cliClient>;
