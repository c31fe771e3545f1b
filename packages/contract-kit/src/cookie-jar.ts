// A one-host cookie jar: enough for a test client talking to one API origin. Attributes are kept
// so checks can tell whether the server marked a cookie HttpOnly.

export interface SetCookie {
  name: string;
  value: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite?: string;
  path?: string;
  maxAge?: number;
  expires?: Date;
  raw: string;
}

export function parseSetCookie(raw: string): SetCookie {
  const [pair, ...attrs] = raw.split(';');
  const eq = pair.indexOf('=');
  const cookie: SetCookie = {
    name: (eq < 0 ? pair : pair.slice(0, eq)).trim(),
    value: eq < 0 ? '' : pair.slice(eq + 1).trim(),
    httpOnly: false,
    secure: false,
    raw,
  };
  for (const attr of attrs) {
    const [k, ...rest] = attr.split('=');
    const key = k.trim().toLowerCase();
    const val = rest.join('=').trim();
    if (key === 'httponly') cookie.httpOnly = true;
    else if (key === 'secure') cookie.secure = true;
    else if (key === 'samesite') cookie.sameSite = val;
    else if (key === 'path') cookie.path = val;
    else if (key === 'max-age') cookie.maxAge = Number(val);
    else if (key === 'expires') cookie.expires = new Date(val);
  }
  return cookie;
}

/** True when a Set-Cookie deletes the cookie (empty value, Max-Age <= 0 or an expiry in the past). */
export function isDeletion(cookie: SetCookie, now = Date.now()): boolean {
  if (cookie.maxAge !== undefined && cookie.maxAge <= 0) return true;
  if (cookie.expires && !Number.isNaN(cookie.expires.getTime()) && cookie.expires.getTime() <= now) return true;
  return cookie.value === '';
}

export class CookieJar {
  private readonly cookies = new Map<string, SetCookie>();

  store(setCookies: SetCookie[]): void {
    for (const c of setCookies) {
      if (isDeletion(c)) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  set(name: string, value: string): void {
    this.cookies.set(name, { name, value, httpOnly: false, secure: false, raw: `${name}=${value}` });
  }

  delete(name: string): void {
    this.cookies.delete(name);
  }

  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies.values()].map((c) => `${c.name}=${c.value}`).join('; ');
  }
}
