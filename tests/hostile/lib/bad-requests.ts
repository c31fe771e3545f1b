import { jsonBody, type Operation } from '@ehp/contract-kit/src/contract.ts';
import { resolve } from '@ehp/contract-kit/src/schema-sample.ts';
import type { Validate } from '@ehp/contract-kit/src/schema-validator.ts';
import { badValues, isIdentifier, TRAVERSALS } from './bad-values.ts';

// Generated bad requests for one operation. Each carries the oracle's verdict: `invalid` requests
// must be refused with a 4xx and { message }; valid ones (a script tag as a name) may succeed, but
// nothing may answer 5xx.

export interface HostileRequest {
  label: string;
  /** Raw, already-encoded query string (without '?'). */
  query: string;
  body?: string | Buffer;
  contentType?: string;
  /** Send the X-XSRF-TOKEN header (false for the XSRF variant). */
  xsrf: boolean;
  invalid: boolean;
  /** A specific documented status the contract requires (413 for oversized bodies). */
  status?: number;
}

export const OVER_LIMIT = 1_048_576 + 64 * 1024;

/** Percent-encodes by code point; a lone surrogate goes out as the invalid UTF-8 bytes ED A0 80. */
const pct = (v: string) =>
  Array.from(v)
    .map((c) => {
      try {
        return encodeURIComponent(c);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
const encode = (params: [string, string][]) => params.map(([k, v]) => `${pct(k)}=${pct(v)}`).join('&');

/** Whether a raw query value, once the server percent-decodes it, is valid (malformed encoding is not). */
function validDecoded(valid: (name: string, raw: string) => boolean, name: string, raw: string): boolean {
  try {
    return valid(name, decodeURIComponent(raw.replace(/\+/g, ' ')));
  } catch {
    return false;
  }
}

function queryVariants(
  doc: unknown,
  op: Operation,
  base: Record<string, string>,
  validate: Validate,
): HostileRequest[] {
  const params = op.parameters.filter((p) => p.in === 'query');
  const out: HostileRequest[] = [];
  const valid = (name: string, raw: string) => {
    const param = params.find((p) => p.name === name)!;
    const type = resolve(doc, param.schema).type;
    return validate(param.schema, type === 'integer' && /^-?\d+$/.test(raw) ? Number(raw) : raw).length === 0;
  };
  const entries = Object.entries(base);
  for (const p of params) {
    const others = entries.filter(([k]) => k !== p.name);
    if (p.required) out.push({ label: `query ${p.name} missing`, query: encode(others), xsrf: true, invalid: true });
    for (const bad of badValues(doc, p.schema, true)) {
      if (bad.value === null || typeof bad.value === 'object') continue;
      const raw = String(bad.value);
      out.push({
        label: `query ${p.name} ${bad.kind}: ${bad.label}`,
        query: encode([...others, [p.name, raw]]),
        xsrf: true,
        invalid: !valid(p.name, raw),
      });
    }
    for (const t of TRAVERSALS) {
      // Sent as written, so the server sees the encoded forms undecoded by us. Free text (a city, a
      // search) may validly contain them: the schema, applied to what the server decodes, decides.
      out.push({
        label: `query ${p.name} raw traversal ${t}`,
        query: [encode(others), `${p.name}=${t}`].filter(Boolean).join('&'),
        xsrf: true,
        invalid: !validDecoded(valid, p.name, t),
      });
    }
    // An optional parameter the base request leaves out is sent twice here, so it is duplicated too.
    const present = entries.some(([k]) => k === p.name);
    out.push({
      label: `query ${p.name} duplicated`,
      query: [present ? encode(entries) : encode([...entries, [p.name, '2']]), `${encodeURIComponent(p.name)}=2`]
        .filter(Boolean)
        .join('&'),
      xsrf: true,
      invalid: true,
    });
  }
  return out;
}

function bodyVariants(
  doc: unknown,
  op: Operation,
  base: Record<string, unknown>,
  validate: Validate,
): HostileRequest[] {
  const media = jsonBody(op);
  if (!media?.schema) return [];
  const schema = resolve(doc, media.schema);
  const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const json = (label: string, body: unknown): HostileRequest => ({
    label,
    query: '',
    body: JSON.stringify(body),
    contentType: 'application/json',
    xsrf: true,
    invalid: validate(media.schema!, body).length > 0,
  });
  const out: HostileRequest[] = [];
  for (const field of (schema.required as string[]) ?? []) {
    const { [field]: _dropped, ...rest } = base;
    out.push(json(`body ${field} missing`, rest));
  }
  for (const [field, fieldSchema] of Object.entries(props)) {
    for (const bad of badValues(doc, fieldSchema, isIdentifier(field)))
      out.push(json(`body ${field} ${bad.kind}: ${bad.label}`, { ...base, [field]: bad.value }));
  }
  const raw = (
    label: string,
    body: string | Buffer | undefined,
    contentType: string | undefined,
    status?: number,
  ): HostileRequest => ({ label, query: '', body, contentType, xsrf: true, invalid: true, status });
  const text = JSON.stringify(base);
  out.push(
    json(
      'body with __proto__ and constructor keys',
      JSON.parse(`{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${text.slice(1)}`),
    ),
    json('body is an array', [base]),
    json('body is null', null),
    raw('malformed JSON (truncated)', text.slice(0, -1), 'application/json'),
    raw('malformed JSON (single quotes)', text.replace(/"/g, "'"), 'application/json'),
    raw('malformed JSON (trailing comma)', `${text.slice(0, -1)},}`, 'application/json'),
    raw(
      'malformed JSON (invalid UTF-8)',
      Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
      'application/json',
    ),
    raw('wrong content type text/plain', text, 'text/plain'),
    raw('wrong content type form-urlencoded', 'a=1&b=2', 'application/x-www-form-urlencoded'),
    raw('wrong content type xml', '<a>1</a>', 'application/xml'),
    raw('empty body', '', 'application/json'),
    raw('no body and no content type', undefined, undefined),
    raw('body over 1 MB', `{"pad":"${'a'.repeat(OVER_LIMIT)}"}`, 'application/json', 413),
  );
  out.push({ ...json('valid body without the XSRF header', base), xsrf: false, invalid: true, status: 403 });
  return out;
}

export function badRequests(
  doc: unknown,
  op: Operation,
  base: { query: Record<string, string>; body?: unknown },
  validate: Validate,
): HostileRequest[] {
  const out = queryVariants(doc, op, base.query, validate);
  // Parameters the contract does not name may be ignored, but must not break anything.
  const known = encode(Object.entries(base.query));
  const extra = (label: string, q: string): HostileRequest => ({
    label,
    query: [known, q].filter(Boolean).join('&'),
    xsrf: true,
    invalid: false,
  });
  out.push(
    extra(
      'undocumented parameter with traversal',
      `file=${encodeURIComponent('../../etc/passwd')}&id=..%252f..%252fetc%252fpasswd`,
    ),
    extra('undocumented parameter duplicated', 'x=1&x=2&x[]=3&x[a]=4'),
    extra('prototype keys as parameters', '__proto__[polluted]=1&constructor[prototype][polluted]=1'),
  );
  if (op.requestBody) out.push(...bodyVariants(doc, op, (base.body ?? {}) as Record<string, unknown>, validate));
  else if (op.mutating) {
    out.push({
      label: 'unexpected body',
      query: '',
      body: `{"x":"${'a'.repeat(1000)}"}`,
      contentType: 'application/json',
      xsrf: true,
      invalid: false,
    });
    out.push({ label: 'without the XSRF header', query: '', xsrf: false, invalid: true, status: 403 });
  }
  return out;
}
