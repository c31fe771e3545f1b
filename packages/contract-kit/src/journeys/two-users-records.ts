import { jsonBody, sessionRole, type Operation } from '../contract.ts';
import { Skip, type RequestParts, type RunContext } from '../context.ts';
import type { Exchange, HttpClient } from '../http-client.ts';
import { listShape } from '../meaning/shape.ts';
import { refName, resolve } from '../schema-sample.ts';
import { at } from './expect.ts';
import { otherPatientsHold, type Hold } from './two-users-holds.ts';
import { needSecond } from './second-users.ts';

// The operations on a patient's or doctor's own records, read from the contract: those that need
// a `patient` or `doctor` session and either list records (a GET answering a list, no required
// parameter) or name one by a required id. The second user of that role sends the first one's
// request: a list must hold none of the first one's records; a named record must get the
// documented 404 with nothing of it in the answer, and a change must change nothing.

type Row = Record<string, unknown>;
export type OwnerRole = 'patient' | 'doctor';
const ROLES: OwnerRole[] = ['patient', 'doctor'];
/** Fields that count down on their own between two reads (hold_seconds_left). */
const TICKING = /_left$/;

export const otherCheckName = (role: OwnerRole) => `other-${role}`;

/** A record's id in a list: `id`, else the first `*_id` field of the record's schema (booking_id). */
function recordId(row: Row): string | undefined {
  const key = 'id' in row ? 'id' : Object.keys(row).find((k) => k.endsWith('_id'));
  return key && row[key] !== undefined && row[key] !== null ? String(row[key]) : undefined;
}

/** The required request fields that name a record by id (a query parameter or a body field). */
export function idFields(ctx: RunContext, op: Operation): { in: 'query' | 'body'; name: string }[] {
  const isId = (name: string, schema: unknown) =>
    /(^|_)id$/.test(name) || refName(schema as Record<string, unknown>) === 'Id';
  const out: { in: 'query' | 'body'; name: string }[] = op.parameters
    .filter((p) => p.in === 'query' && p.required && isId(p.name, p.schema))
    .map((p) => ({ in: 'query', name: p.name }));
  const schema = resolve(ctx.contract.openapi, jsonBody(op)?.schema);
  const props = (schema.properties ?? {}) as Record<string, unknown>;
  for (const name of (schema.required as string[] | undefined) ?? [])
    if (isId(name, props[name])) out.push({ in: 'body', name });
  return out;
}

/** The operations of a role's own records: its lists, and those naming one record by id. */
export function ownedOperations(ctx: RunContext, role: OwnerRole): { lists: Operation[]; named: Operation[] } {
  const ops = ctx.contract.operations.filter((op) => sessionRole(op) === role);
  const isList = (op: Operation) => !!listShape(ctx.contract.openapi, op) && !op.parameters.some((p) => p.required);
  return {
    lists: ops.filter(isList),
    named: ops.filter((op) => !isList(op) && idFields(ctx, op).length > 0),
  };
}

/** Every list of the role, as one user sees it: list operation -> record id -> record. */
async function listsOf(ctx: RunContext, role: OwnerRole, client: HttpClient) {
  const out = new Map<string, Map<string, Row>>();
  for (const op of ownedOperations(ctx, role).lists) {
    const shape = listShape(ctx.contract.openapi, op)!;
    const ex = await ctx.send(client, op.operationId, { query: ctx.requestFor(op.operationId).query });
    const rows = new Map<string, Row>();
    for (const row of (at(ex.json, shape.items) as Row[] | undefined) ?? []) {
      const id = recordId(row);
      if (id !== undefined) rows.set(id, row);
    }
    out.set(op.operationId, rows);
  }
  return out;
}

const findRecord = (lists: Map<string, Map<string, Row>>, id: string) =>
  [...lists.values()].find((rows) => rows.has(id))?.get(id);

const steady = (row: Row | undefined) =>
  JSON.stringify(row, (key, value: unknown) => (TICKING.test(key) ? undefined : value));

/** The strings of a record worth looking for in another user's answer (names, references). */
function telltales(row: Row | undefined): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string' && v.length >= 8 && !/^[\d\s:.TZ+-]+$/.test(v)) out.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(row);
  return out;
}

/** The first user's request with the run's earlier record of a list swapped for the live hold. */
function ownRequest(ctx: RunContext, op: Operation, lists: Map<string, Map<string, Row>>, hold?: Hold): RequestParts {
  const parts = ctx.requestFor(op.operationId);
  const holdList = hold ? [...lists.values()].find((rows) => rows.has(String(hold.id))) : undefined;
  for (const field of idFields(ctx, op)) {
    const where = (field.in === 'query' ? parts.query : parts.body) as Row;
    if (hold && holdList?.has(String(where[field.name]))) where[field.name] = hold.id;
  }
  return parts;
}

async function namedRecordCheck(ctx: RunContext, op: Operation, role: OwnerRole, hold?: Hold): Promise<void> {
  await ctx.check(op.operationId, otherCheckName(role), async () => {
    const other = needSecond(ctx, role);
    const owner = ctx.session(role);
    const before = await listsOf(ctx, role, owner);
    const parts = ownRequest(ctx, op, before, hold);
    const self = role === 'patient' ? ctx.state.patientId : ctx.config.doctor?.pmdc;
    const named = idFields(ctx, op).map((f) => String(((f.in === 'query' ? parts.query : parts.body) as Row)[f.name]));
    const mine = named.filter((v) => v === String(self) || findRecord(before, v));
    if (!mine.length)
      throw new Skip(
        `the request names no record of the first ${role} (${named.join(', ')})`,
        hold ? undefined : 'bookAppointment',
      );
    const ex = await ctx.send(other, op.operationId, parts);
    const records = mine.map((id) => findRecord(before, id));
    const problems = leaks(ex, role, mine, records);
    if (op.mutating) {
      const after = await listsOf(ctx, role, owner);
      for (const id of mine.filter((v) => findRecord(before, v)))
        if (steady(findRecord(before, id)) !== steady(findRecord(after, id)))
          problems.push(`the second ${role}'s call changed the first ${role}'s record ${id}`);
      const theirs = await listsOf(ctx, role, other);
      for (const id of mine)
        if (findRecord(theirs, id))
          problems.push(`the first ${role}'s record ${id} is now in the second ${role}'s list`);
    }
    const expected = op.responses['404'] ? 404 : 403;
    return ctx.verify(op.operationId, ex, [expected], problems);
  });
}

/** A refusal carries no record: no `data`, no image, none of the record's names or references. */
function leaks(ex: Exchange, role: OwnerRole, ids: string[], records: (Row | undefined)[]): string[] {
  if (ex.status < 300) return [`the second ${role} was given the first ${role}'s record ${ids.join(', ')}`];
  if (ex.status < 400) return [];
  const problems: string[] = [];
  if (at(ex.json, 'data') !== undefined) problems.push("the refusal carries data: it may be the first user's record");
  if ((ex.headers['content-type'] ?? '').startsWith('image/')) problems.push('the refusal is an image');
  // The ids the request itself named may be echoed back ("no booking LB-000002"): that is no leak.
  for (const text of records.flatMap(telltales).filter((t) => !ids.includes(t)))
    if (ex.text.includes(text)) problems.push(`the refusal shows "${text.slice(0, 40)}" from the first user's record`);
  return problems;
}

async function listCheck(ctx: RunContext, op: Operation, role: OwnerRole): Promise<void> {
  await ctx.check(op.operationId, otherCheckName(role), async () => {
    const other = needSecond(ctx, role);
    const mine = (await listsOf(ctx, role, ctx.session(role))).get(op.operationId)!;
    if (!mine.size)
      throw new Skip(
        `the first ${role}'s ${op.operationId} is empty: nothing of theirs to look for`,
        'bookAppointment',
      );
    const shape = listShape(ctx.contract.openapi, op)!;
    const ex = await ctx.send(other, op.operationId, { query: ctx.requestFor(op.operationId).query });
    const theirs = new Set(((at(ex.json, shape.items) as Row[] | undefined) ?? []).map(recordId));
    const leaked = [...mine.keys()].filter((id) => theirs.has(id));
    const problems = leaked.length
      ? [
          `the second ${role}'s list holds the first ${role}'s record${leaked.length > 1 ? 's' : ''} ${leaked.join(', ')}`,
        ]
      : [];
    return ctx.verify(op.operationId, ex, [200], problems);
  });
}

/** Runs the other-user checks of every owned operation while the first patient holds a slot. */
export async function otherUserChecks(ctx: RunContext, hold: Hold | undefined): Promise<void> {
  if (!ctx.config.patient2 && !ctx.config.doctor2) return;
  await otherPatientsHold(ctx, hold);
  for (const role of ROLES) {
    const { lists, named } = ownedOperations(ctx, role);
    for (const op of lists) await listCheck(ctx, op, role);
    for (const op of named) await namedRecordCheck(ctx, op, role, hold);
  }
}
