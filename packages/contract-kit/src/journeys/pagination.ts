import type { Operation } from '../contract.ts';
import type { RunContext } from '../context.ts';
import type { Exchange } from '../http-client.ts';
import { describe, readList } from '../meaning/read.ts';
import { keyOf, listShape } from '../meaning/shape.ts';
import { clientFor } from './generic.ts';

// pagination-adds-up: walking the pages of a list gives pages of the asked size, the same total
// on each, no record twice, and as many records as the total says.

/** At most this many pages are walked (the page size is chosen to make about three). */
const MAX_PAGES = 10;

export async function paginationCheck(ctx: RunContext, op: Operation): Promise<void> {
  const shape = listShape(ctx.contract.openapi, op);
  const paged = shape?.paged;
  if (!shape || !paged) return;
  await ctx.check(op.operationId, 'pagination-adds-up', async () => {
    const client = clientFor(ctx, op);
    const base = ctx.requestFor(op.operationId).query;
    const at = (page: number, size: number) => ({ ...base, [paged.pageParam]: page, [paged.sizeParam]: size });
    const first = await readList(ctx, client, op, shape, at(1, paged.maxSize));
    if (first.problems.length || first.total === undefined) return { problems: first.problems, exchange: first.ex };
    const total = first.total;
    const problems: string[] = [];
    let failed: Exchange | undefined;
    const note = (query: Record<string, string | number>, found: string[], ex: Exchange) => {
      if (!found.length) return;
      problems.push(`${describe(query)}: ${found.join('; ')}`);
      failed ??= ex;
    };
    if (first.items.length !== Math.min(total, paged.maxSize))
      note(at(1, paged.maxSize), [`${first.items.length} records on page 1, but total says ${total}`], first.ex);
    const size = Math.min(paged.maxSize, Math.max(1, Math.ceil(total / 3)));
    const last = Math.ceil(total / size);
    const pages = Math.min(last, MAX_PAGES);
    const seen = new Map<string, number>();
    let sum = 0;
    for (let k = 1; k <= pages; k++) {
      const page = await readList(ctx, client, op, shape, at(k, size));
      const found = [...page.problems];
      const expected = k < last ? size : total - size * (last - 1);
      if (page.total !== total) found.push(`total ${page.total}, but ${total} on page 1`);
      if (page.page !== undefined && page.page !== k) found.push(`says page ${page.page}`);
      if (page.pageSize !== undefined && page.pageSize !== size) found.push(`says page size ${page.pageSize}`);
      if (page.items.length !== expected)
        found.push(`${page.items.length} records, expected ${expected} (total ${total}, ${size} a page)`);
      for (const item of page.items) {
        const key = keyOf(item);
        if (seen.has(key)) found.push(`${key} again (first on page ${seen.get(key)})`);
        else seen.set(key, k);
      }
      sum += page.items.length;
      note(at(k, size), found, page.ex);
    }
    if (pages === last) {
      if (sum !== total) problems.push(`the ${last} pages hold ${sum} records, but total says ${total}`);
      const past = await readList(ctx, client, op, shape, at(last + 1, size));
      const found = [...past.problems];
      if (past.items.length) found.push(`${past.items.length} records past the last page`);
      note(at(last + 1, size), found, past.ex);
    }
    return { problems, exchange: failed };
  });
}
