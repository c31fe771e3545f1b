import type { Exchange } from '../http-client.ts';

// The contract's CORS behaviour (openapi.yaml `x-cors`), checked on an answer to an allowed
// origin and to a foreign one.

export interface CorsRule {
  allowedOrigins: string[];
  credentials: boolean;
  vary: string;
  allowedHeaders: string[];
  foreignPreflightStatus?: number;
}

/** The contract's `x-cors`, or undefined when it documents none. */
export function corsRule(openapi: Record<string, unknown>): CorsRule | undefined {
  const raw = openapi['x-cors'] as Partial<CorsRule> | undefined;
  if (!raw || !Array.isArray(raw.allowedOrigins)) return undefined;
  return {
    allowedOrigins: raw.allowedOrigins,
    credentials: raw.credentials === true,
    vary: raw.vary ?? 'Origin',
    allowedHeaders: raw.allowedHeaders ?? [],
    foreignPreflightStatus: raw.foreignPreflightStatus,
  };
}

export const FOREIGN_ORIGIN = 'https://not-the-portal.example';

const varies = (ex: Exchange, name: string) =>
  (ex.headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .some((v) => v === name.toLowerCase() || v === '*');

/** An answer to the allowed origin: that origin echoed (never `*` with credentials), credentials, Vary. */
export function allowedOriginProblems(ex: Exchange, origin: string, rule: CorsRule, preflight: boolean): string[] {
  const out: string[] = [];
  const acao = ex.headers['access-control-allow-origin'];
  if (acao !== origin)
    out.push(`Access-Control-Allow-Origin is ${acao === undefined ? 'absent' : `'${acao}'`}, expected '${origin}'`);
  if (rule.credentials && ex.headers['access-control-allow-credentials'] !== 'true')
    out.push('Access-Control-Allow-Credentials: true is missing');
  if (!varies(ex, rule.vary)) out.push(`Vary does not name ${rule.vary} (Vary: ${ex.headers.vary ?? 'absent'})`);
  if (preflight) {
    if (ex.status < 200 || ex.status > 299) out.push(`the preflight answered ${ex.status}, expected 2xx`);
    const allowed = (ex.headers['access-control-allow-headers'] ?? '').toLowerCase();
    for (const h of rule.allowedHeaders)
      if (!allowed.includes(h.toLowerCase())) out.push(`Access-Control-Allow-Headers does not name ${h}`);
  }
  return out;
}

/** An answer to a foreign origin: no grant to it (and a refused preflight), still Vary: Origin. */
export function foreignOriginProblems(ex: Exchange, rule: CorsRule, preflight: boolean): string[] {
  const out: string[] = [];
  const acao = ex.headers['access-control-allow-origin'];
  if (acao === FOREIGN_ORIGIN || acao === '*')
    out.push(`Access-Control-Allow-Origin '${acao}' lets a foreign origin read the answer`);
  if (!varies(ex, rule.vary)) out.push(`Vary does not name ${rule.vary} (Vary: ${ex.headers.vary ?? 'absent'})`);
  if (preflight && rule.foreignPreflightStatus !== undefined && ex.status !== rule.foreignPreflightStatus)
    out.push(`the foreign preflight answered ${ex.status}, expected ${rule.foreignPreflightStatus}`);
  return out;
}
