import type { Operation } from '../contract.ts';
import { Skip, type RunContext } from '../context.ts';
import type { Exchange } from '../http-client.ts';
import { filterRules } from '../meaning/filter-rules.ts';
import { describe, readList } from '../meaning/read.ts';
import { keyOf, listShape } from '../meaning/shape.ts';
import { clientFor } from './generic.ts';

// filter-narrows: a list read with a filter holds only records that match it, never more than
// without it, and (when both lists are whole) every matching record of the unfiltered list.

export async function filterNarrowsCheck(ctx: RunContext, op: Operation): Promise<void> {
  const doc = ctx.contract.openapi;
  const shape = listShape(doc, op);
  const rules = shape ? filterRules(doc, op, shape) : [];
  if (!shape || !rules.length) return;
  await ctx.check(op.operationId, 'filter-narrows', async () => {
    const client = clientFor(ctx, op);
    const size = shape.paged ? { [shape.paged.sizeParam]: shape.paged.maxSize } : {};
    const base = { ...ctx.requestFor(op.operationId).query, ...size };
    const all = await readList(ctx, client, op, shape, base);
    if (all.problems.length) return { problems: all.problems, exchange: all.ex };
    if (!all.items.length) throw new Skip('the unfiltered list is empty: no record to filter');
    const allCount = all.total ?? all.items.length;
    const whole = allCount === all.items.length;
    const problems: string[] = [];
    let failed: Exchange | undefined;
    for (const rule of rules) {
      for (const value of rule.values(all.items)) {
        const query = { ...base, [rule.param]: String(value) };
        const page = await readList(ctx, client, op, shape, query);
        const found = [...page.problems];
        const wrong = page.items.filter((item) => !rule.holds(item, value));
        if (wrong.length)
          found.push(
            `${wrong.length} of ${page.items.length} records do not match (first: ${keyOf(wrong[0])}; rule: ${rule.source})`,
          );
        const count = page.total ?? page.items.length;
        if (count > allCount) found.push(`${count} records, more than the ${allCount} without the filter`);
        if (whole && count === page.items.length) {
          const kept = new Set(page.items.map(keyOf));
          const left = all.items.filter((item) => rule.holds(item, value) && !kept.has(keyOf(item)));
          if (left.length) found.push(`leaves out ${left.length} matching records (first: ${keyOf(left[0])})`);
        }
        if (!found.length) continue;
        problems.push(`${describe({ [rule.param]: String(value) })}: ${found.join('; ')}`);
        failed ??= page.ex;
      }
    }
    return { problems, exchange: failed };
  });
}
