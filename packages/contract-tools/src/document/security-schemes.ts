// The security schemes themselves: an operation names `sessionCookie` or `xsrfHeader`, and the
// scheme says which cookie or header that is. Renaming the cookie (`ehp_session`) or the header
// (`X-XSRF-TOKEN`) leaves every operation's requirement as it was and still breaks every client,
// so each scheme is compared once, in openapi.yaml and in asyncapi.yaml.
import { makeChange, type Change } from '../model/change.ts';

type Doc = Record<string, unknown>;
type Scheme = Record<string, unknown>;

const schemesOf = (doc: Doc | null | undefined) =>
  ((doc?.components as Doc | undefined)?.securitySchemes ?? {}) as Record<string, Scheme | undefined>;

/** What a client sends for a scheme: `apiKey in cookie ehp_session`, `http bearer`… (header names in lower case). */
function sent(scheme: Scheme): string {
  const name = typeof scheme.name === 'string' ? scheme.name : '';
  const parts = [scheme.type, scheme.in, scheme.in === 'header' ? name.toLowerCase() : name, scheme.scheme];
  return parts.filter((part) => typeof part === 'string' && part !== '').join(' ');
}

const shown = (scheme: Scheme) => [scheme.type, scheme.in, scheme.name, scheme.scheme].filter(Boolean).join(' ');

export function securitySchemeChanges(
  base: Doc | null | undefined,
  head: Doc | null | undefined,
  file: Change['file'],
): Change[] {
  const changes: Change[] = [];
  const after = schemesOf(head);
  for (const [key, was] of Object.entries(schemesOf(base))) {
    const now = after[key];
    // A scheme gone from the document is no longer asked for: each operation's security says so.
    if (!was || !now || sent(was) === sent(now)) continue;
    const subject = {
      file,
      subject: `securityScheme:${key}`,
      label: `${key} (${file} security scheme)`,
      provisional: false,
    };
    changes.push(makeChange(subject, 'changed-security-scheme', 'scheme', `${shown(was)} → ${shown(now)}`));
  }
  return changes;
}
