// Output and argument helpers shared by the QA CLI's commands.

export function table(rows: Array<Record<string, unknown>>, cols: string[]): string {
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width[i])).join('  ');
  return [
    line(cols),
    line(width.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(cols.map((c) => String(r[c] ?? '')))),
  ].join('\n');
}

/** A whole number argument, or an error naming it. */
export function whole(name: string, raw: string, min: number): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min)
    throw new Error(`${name} must be a whole number${min ? ` of at least ${min}` : ''} (got "${raw}")`);
  return n;
}
