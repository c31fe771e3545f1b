import type { Operation } from '../contract.ts';
import { Skip, type RunContext } from '../context.ts';
import { describe, readList } from '../meaning/read.ts';
import { createdRecord, keyOf, listShape } from '../meaning/shape.ts';
import { at } from './expect.ts';
import { clientFor } from './generic.ts';

// created-is-listed: a record an operation created (its 201 answer, seen during the run) is in
// the list of records of the same component (bookAppointment's Appointment in listAppointments).
// Pairs come from the contract: a 201 answer carrying a $ref record, a list of the same $ref.

/** At most this many pages are read looking for the record. */
const MAX_PAGES = 5;

export async function createdIsListedChecks(ctx: RunContext, lists: Operation[]): Promise<void> {
  const doc = ctx.contract.openapi;
  for (const list of lists) {
    const shape = listShape(doc, list);
    if (!shape?.itemRef) continue;
    for (const creator of ctx.contract.operations) {
      const record = createdRecord(doc, creator);
      if (record?.ref !== shape.itemRef) continue;
      await ctx.check(list.operationId, 'created-is-listed', async () => {
        const created = ctx.created.get(creator.operationId);
        if (!created) throw new Skip(`needs a record created by ${creator.operationId}`, creator.operationId);
        const key = keyOf(at(created.json, record.path));
        const client = clientFor(ctx, list);
        const base = ctx.requestFor(list.operationId).query;
        for (let page = 1; page <= MAX_PAGES; page++) {
          const query = shape.paged
            ? { ...base, [shape.paged.pageParam]: page, [shape.paged.sizeParam]: shape.paged.maxSize }
            : base;
          const read = await readList(ctx, client, list, shape, query);
          if (read.problems.length) return { problems: read.problems, exchange: read.ex };
          if (read.items.some((item) => keyOf(item) === key)) return { problems: [] };
          if (!shape.paged || read.items.length < shape.paged.maxSize) {
            const problem = `the ${shape.itemRef} ${key} that ${creator.operationId} created is not listed by ${describe(query)}`;
            return { problems: [problem], exchange: read.ex };
          }
        }
        throw new Skip(`${key} was not on the first ${MAX_PAGES} pages`);
      });
    }
  }
}
