import { createRequire } from 'node:module';

/**
 * TRUST_PROXY: which proxies in front may say who the client is (X-Forwarded-For) and whether it
 * came over HTTPS (X-Forwarded-Proto). `false`: none, the socket's peer is the client. A number:
 * that many hops (`true` is one hop). A list: the proxies' addresses, subnets or proxy-addr's names
 * (`loopback`, `linklocal`, `uniquelocal`). Never "every hop": the left-most X-Forwarded-For is
 * whatever the client wrote, and the rate limits key on the address.
 */
export type TrustProxy = boolean | number | string[];

/** What Express's `trust proxy` is given: `true` means one hop here, never Express's "trust all". */
export const expressTrust = (setting: TrustProxy): false | number | string[] => (setting === true ? 1 : setting);

const MAX_HOPS = 10;
const ACCEPTED =
  'false, true (one proxy), the number of proxies in front (1-10), or a comma list of their addresses, subnets or names such as loopback,10.0.0.0/8';

interface ProxyAddr {
  compile(list: string[]): unknown;
}
let proxyAddr: ProxyAddr | null = null;
// Express's own proxy-addr (not a copy): a list is accepted exactly when Express would accept it.
const loadProxyAddr = () =>
  (proxyAddr ??= createRequire(createRequire(import.meta.url).resolve('express'))('proxy-addr') as ProxyAddr);

function validList(list: string[]): boolean {
  try {
    loadProxyAddr().compile(list);
    return true;
  } catch {
    return false;
  }
}

/** Parses TRUST_PROXY, adding a message listing the accepted forms to `errors` when it is none of them. */
export function parseTrustProxy(raw: string, errors: string[]): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (['', 'false', 'no', 'off', '0'].includes(value)) return false;
  if (['true', 'yes', 'on'].includes(value)) return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= MAX_HOPS) return hops;
  } else {
    const list = value.split(',').map((entry) => entry.trim());
    if (list.every(Boolean) && validList(list)) return list;
  }
  errors.push(`TRUST_PROXY must be ${ACCEPTED} (got "${raw}")`);
  return false;
}
