import type { Operation, Schema } from '../contract.ts';
import { resolve } from '../schema-sample.ts';
import type { ListShape } from './shape.ts';

// What a filter parameter means for the records it returns. Read from the contract by name where
// the record has a field of the same name (gender -> gender, speciality -> specialities); the
// table below holds the rules the descriptions state in words. A parameter with neither is not
// checked.

type Row = Record<string, unknown>;

export interface FilterRule {
  param: string;
  /** Values to filter by: from the unfiltered records, so the filter has something to keep. */
  values: (items: Row[]) => unknown[];
  holds: (item: Row, value: unknown) => boolean;
  /** Where the rule comes from, for the report. */
  source: string;
}

const NOT_FILTERS = new Set(['page', 'page_size', 'per_page', 'limit', 'offset', 'sort', 'order']);
const same = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string'
    ? a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0
    : String(a) === String(b);
const plural = (name: string) => (name.endsWith('y') ? `${name.slice(0, -1)}ies` : `${name}s`);

/** A value some records have and some do not (so the filter must narrow), else the first one. */
function narrowing(values: unknown[][]): unknown[] {
  const all = values.flat();
  const telling = all.find((v) => values.some((vs) => !vs.some((x) => same(x, v))));
  return all.length ? [telling ?? all[0]] : [];
}

const words = (text: string) =>
  text
    .replace(/^\s*dr\b\.?\s*/i, '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);

/** Without is_online, a doctor's fee is the lower of the two (fee_min's description). */
const fee = (d: Row) => {
  const fees = [d.fee_online, d.fee_clinic].filter((f): f is number => typeof f === 'number');
  return fees.length ? Math.min(...fees) : null;
};
/** The median fee: some doctors above it, some below. */
const medianFee = (items: Row[]) => {
  const fees = items
    .map(fee)
    .filter((f) => f !== null)
    .sort((a, b) => a - b);
  return fees.length ? [fees[Math.floor(fees.length / 2)]] : [];
};

/** Rules stated in the contract's descriptions, by operationId and parameter. */
export const FILTER_TABLE: Record<string, Omit<FilterRule, 'param'>> = {
  'searchDoctors.city': {
    source: "description: 'city matches a practice location's city'",
    values: (items) => narrowing(items.map((d) => ((d.locations as Row[]) ?? []).map((l) => l.city))),
    holds: (d, city) => ((d.locations as Row[]) ?? []).some((l) => same(l.city, city)),
  },
  'searchDoctors.is_online': {
    source: "description: 'true: only doctors who consult online; false: only those who see patients in a clinic'",
    values: () => [true, false],
    holds: (d, online) => (online ? d.offers_online === true : d.fee_clinic !== null),
  },
  'searchDoctors.q': {
    source: "description: 'q matches the doctor's name or a speciality, any case'",
    values: (items) => narrowing(items.map((d) => (d.specialities as string[]) ?? [])),
    holds: (d, q) => {
      const haystack = [...words(String(d.name)), ...((d.specialities as string[]) ?? []).flatMap(words)].join(' ');
      return words(String(q)).every((w) => haystack.includes(w));
    },
  },
  'searchDoctors.fee_min': {
    source: "description: 'without is_online, the lower of the two fees'",
    values: medianFee,
    holds: (d, min) => (fee(d) ?? -1) >= Number(min),
  },
  'searchDoctors.fee_max': {
    source: "description: 'without is_online, the lower of the two fees'",
    values: medianFee,
    holds: (d, max) => fee(d) !== null && fee(d)! <= Number(max),
  },
  'listAppointments.payment_filter': {
    source: "description: 'Cleared=0 (paid), Pending=1 (not started, started or pending), Failed=3'",
    values: () => [0, 1, 3],
    holds: (a, filter) =>
      ({ 0: [0], 1: [1, 3, 4], 3: [2] })[filter as 0 | 1 | 3]?.includes(a.payment_status as number) ?? true,
  },
};

/** The filter rules of a list operation: its optional query parameters with a known meaning. */
export function filterRules(doc: unknown, op: Operation, shape: ListShape): FilterRule[] {
  const fields = (resolve(doc, shape.itemSchema).properties ?? {}) as Record<string, Schema>;
  const rules: FilterRule[] = [];
  for (const p of op.parameters.filter((x) => x.in === 'query' && !x.required && !NOT_FILTERS.has(x.name))) {
    const stated = FILTER_TABLE[`${op.operationId}.${p.name}`];
    if (stated) {
      rules.push({ param: p.name, ...stated });
      continue;
    }
    const field = fields[p.name] ? p.name : fields[plural(p.name)] ? plural(p.name) : undefined;
    if (!field) continue;
    const many = resolve(doc, fields[field]).type === 'array';
    const of = (item: Row): unknown[] => (many ? ((item[field] as unknown[]) ?? []) : [item[field]]);
    rules.push({
      param: p.name,
      source: `the record's field ${field}`,
      values: (items) => narrowing(items.map(of)),
      holds: (item, value) => of(item).some((v) => same(v, value)),
    });
  }
  return rules;
}
