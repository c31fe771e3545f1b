import type { Schema } from '../contract.ts';

// `starts_at` is the appointment's `date` and `time` read in Pakistan time (Asia/Karachi, UTC+5,
// no daylight saving): the contract says so in words, which no schema can check.

/** Pakistan's offset from UTC: +05:00 all year. */
export const PAKISTAN_OFFSET = '+05:00';

/** The instant a Pakistan date (YYYY-MM-DD) and time (HH:MM or HH:MM:SS) name, in ms. */
export function pakistanInstant(date: string, time: string): number {
  const hms = time.length === 5 ? `${time}:00` : time;
  return Date.parse(`${date}T${hms}${PAKISTAN_OFFSET}`);
}

/** Problems of every record in `body` that carries date, time and starts_at. */
export function startsAtProblems(body: unknown, path = ''): string[] {
  if (!body || typeof body !== 'object') return [];
  if (Array.isArray(body)) return body.flatMap((item, i) => startsAtProblems(item, `${path}/${i}`));
  const record = body as Record<string, unknown>;
  const out: string[] = [];
  const { date, time, starts_at: startsAt } = record;
  if (typeof date === 'string' && typeof time === 'string' && typeof startsAt === 'string') {
    const expected = pakistanInstant(date, time);
    const got = Date.parse(startsAt);
    if (Number.isNaN(expected) || got !== expected) {
      const hours = Number.isNaN(got) || Number.isNaN(expected) ? '' : ` (${(got - expected) / 3_600_000} h off)`;
      const want = Number.isNaN(expected) ? 'an instant' : new Date(expected).toISOString();
      out.push(`${path || '/'}: starts_at ${startsAt} is not ${date} ${time} in Pakistan time (${want})${hours}`);
    }
  }
  for (const [key, value] of Object.entries(record))
    if (value && typeof value === 'object') out.push(...startsAtProblems(value, `${path}/${key}`));
  return out;
}

/** Whether a schema (followed through $ref, composition and items) holds an object with date, time and starts_at. */
export function holdsStartsAt(
  doc: Record<string, unknown>,
  schema: Schema | undefined,
  seen = new Set<unknown>(),
): boolean {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return false;
  seen.add(schema);
  if (typeof schema.$ref === 'string') {
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], doc);
    return holdsStartsAt(doc, target as Schema, seen);
  }
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  if ('date' in props && 'time' in props && 'starts_at' in props) return true;
  const children = [
    ...Object.values(props),
    schema.items as Schema,
    ...(['allOf', 'oneOf', 'anyOf'] as const).flatMap((k) => (schema[k] as Schema[] | undefined) ?? []),
  ];
  return children.some((c) => holdsStartsAt(doc, c, seen));
}
