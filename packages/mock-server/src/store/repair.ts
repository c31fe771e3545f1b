import { SUBMISSION_KINDS, type StoreData } from './types.ts';

// What start-up does with a data file someone edited by hand or a tool broke: a bad record is taken
// out and named (the caller logs it and keeps a copy), never silently dropped, never left to make a
// request fail later; the id counters are raised past every id in use, so no id is handed out twice.

export interface Quarantined {
  /** Where it was: data.appointments[3], data.sessions["ab12…"]. */
  at: string;
  reason: string;
  record: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown) => Number.isSafeInteger(v) && (v as number) > 0;

/** Checks of the records the store writes itself (appointments, payments, sessions). */
const RECORD_CHECKS: Record<'appointments' | 'payments' | 'messages', (r: Record<string, unknown>) => string | null> = {
  messages: (r) =>
    !isId(r.id)
      ? 'no whole-number id'
      : typeof r.phone !== 'string' || typeof r.text !== 'string'
        ? 'no phone or text'
        : typeof r.status !== 'string'
          ? 'no status'
          : null,
  appointments: (r) =>
    !isId(r.id)
      ? 'no whole-number id'
      : !isId(r.patient_id)
        ? 'no patient_id'
        : typeof r.pmdc !== 'string' || typeof r.date !== 'string' || typeof r.time !== 'string'
          ? 'no doctor, date or time'
          : typeof r.status !== 'string'
            ? 'no status'
            : null,
  payments: (r) =>
    typeof r.id !== 'string' || !/^PAY-\d+$/.test(r.id)
      ? 'no PAY- reference'
      : !isId(r.appointment_id)
        ? 'no appointment_id'
        : null,
};

function sessionProblem(s: unknown): string | null {
  if (!isObject(s)) return 'not a session record';
  const user = s.user;
  if (!isObject(user) || typeof user.role !== 'string' || typeof user.user_id !== 'string') return 'no user';
  if (!Number.isFinite(s.expires_at)) return 'no expiry';
  return null;
}

/** Takes bad records out of `data` (in place) and returns them; then repairs next_ids. */
export function repairData(data: StoreData): Quarantined[] {
  const out: Quarantined[] = [];
  for (const key of ['appointments', 'payments', 'messages'] as const) {
    const list = (data[key] ?? []) as unknown[];
    const kept = list.filter((record, i) => {
      const reason = isObject(record) ? RECORD_CHECKS[key](record) : 'not a record';
      if (reason) out.push({ at: `data.${key}[${i}]`, reason, record });
      return !reason;
    });
    (data as unknown as Record<string, unknown[]>)[key] = kept;
  }
  for (const kind of SUBMISSION_KINDS) {
    const list = data.submissions[kind] as unknown[];
    const kept = list.filter((record, i) => {
      const ok = isObject(record) && isId(record.id);
      if (!ok) out.push({ at: `data.submissions.${kind}[${i}]`, reason: 'not a record with an id', record });
      return ok;
    });
    (data.submissions as unknown as Record<string, unknown[]>)[kind] = kept;
  }
  for (const [hash, session] of Object.entries(data.sessions)) {
    const reason = sessionProblem(session);
    if (!reason) continue;
    // The key is a hash of a token, not the token: safe to name.
    out.push({ at: `data.sessions[${JSON.stringify(hash.slice(0, 12))}…]`, reason, record: session });
    delete data.sessions[hash];
  }
  repairNextIds(data);
  return out;
}

const maxOf = (ids: number[]) => ids.reduce((m, id) => Math.max(m, id), 0);

/** Each counter at least one past the largest id of its kind in the data (an emptied counter is rebuilt). */
export function repairNextIds(data: StoreData): void {
  const numeric = (list: readonly { id: unknown }[]) => maxOf(list.map((r) => (isId(r.id) ? (r.id as number) : 0)));
  const used: Record<string, number> = {
    patient: numeric(data.patients),
    doctor: numeric(data.doctors),
    facility: numeric(data.facilities),
    owner: numeric(data.owners),
    branch: numeric(data.branches),
    appointment: numeric(data.appointments),
    message: numeric(data.messages ?? []),
    payment: maxOf(data.payments.map((p) => Number(/^PAY-(\d+)$/.exec(String(p.id))?.[1] ?? 0))),
    submission: maxOf(SUBMISSION_KINDS.flatMap((k) => data.submissions[k].map((r) => (isId(r.id) ? r.id : 0)))),
  };
  for (const [kind, max] of Object.entries(used)) {
    const stored = data.next_ids[kind];
    const valid = Number.isSafeInteger(stored) ? stored : 0;
    if (max > 0 || valid > 0) data.next_ids[kind] = Math.max(valid, max + 1);
  }
}

/**
 * Why a secret is too weak to sign tokens with, or null: fewer than 32 bytes, or so few distinct
 * bytes that it is a pattern (32 "!" decode to nothing; "aaaa…" has one).
 */
export function weakSecretProblem(secret: Buffer): string | null {
  if (secret.length < 32) return `it is ${secret.length} bytes; at least 32 random bytes are needed`;
  if (new Set(secret).size < 8) return 'it repeats a few bytes; use 32 random bytes (openssl rand -base64 32)';
  return null;
}
