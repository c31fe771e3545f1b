import type { CookieOptions, Request, Response } from 'express';
import { parseCookie } from 'cookie';

export function readCookies(header: string | undefined): Record<string, string | undefined> {
  if (!header || header.length > 8192) return {};
  try {
    return parseCookie(header);
  } catch {
    return {};
  }
}

export const requestCookies = (req: Request) => readCookies(req.headers.cookie);

/** Sets a cookie, replacing one of the same name already set on this response. */
export function replaceCookie(res: Response, name: string, value: string, options: CookieOptions): void {
  const existing = res.getHeader('Set-Cookie');
  const list = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
  const kept = list.filter((c) => !c.startsWith(`${name}=`));
  if (kept.length !== list.length) res.setHeader('Set-Cookie', kept);
  res.cookie(name, value, options);
}
