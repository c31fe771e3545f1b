import type { Operation } from '../contract.ts';
import type { RunContext } from '../context.ts';
import type { Exchange, HttpClient } from '../http-client.ts';
import { at } from '../journeys/expect.ts';
import type { ListShape } from './shape.ts';

export type Row = Record<string, unknown>;

export interface ListPage {
  ex: Exchange;
  items: Row[];
  total?: number;
  page?: number;
  pageSize?: number;
  /** Why the answer cannot be read as a list (status, schema); [] when it can. */
  problems: string[];
}

/** One answer of a list operation, checked against the contract and read as records. */
export async function readList(
  ctx: RunContext,
  client: HttpClient,
  op: Operation,
  shape: ListShape,
  query: Record<string, string | number>,
): Promise<ListPage> {
  const ex = await ctx.send(client, op.operationId, { query });
  const { problems } = ctx.verify(op.operationId, ex, [200]);
  const list = at(ex.json, shape.items);
  const items = Array.isArray(list) ? (list as Row[]) : [];
  const number = (path?: string) => {
    const v = path ? at(ex.json, path) : undefined;
    return typeof v === 'number' ? v : undefined;
  };
  return {
    ex,
    items,
    total: number(shape.paged?.total),
    page: number(shape.paged?.page),
    pageSize: number(shape.paged?.pageSize),
    problems: problems.map((p) => `${describe(query)}: ${p}`),
  };
}

/** `?page=2&page_size=5` for the report. */
export const describe = (query: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;
