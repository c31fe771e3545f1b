import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { XSRF_COOKIE, XSRF_HEADER } from '@ehp/api-types';
import type { RouteEntry } from '../contract/openapi.ts';
import type { Store } from '../store/store.ts';
import type { SessionRecord, SessionUser, StoreData } from '../store/types.ts';
import { readCookies, replaceCookie } from './cookies.ts';

export const SESSION_COOKIE = 'ehp_session';
/** Signed-in sessions last a week from sign-in. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface RequestSession {
  token: string;
  /** sha256 of the token: the key in the store and the socket registry; the token itself is never stored. */
  hash: string;
  user: SessionUser | null;
}

// What the middlewares leave on res.locals, typed once (Express merges this interface into every
// Response). Declared here, beside the session every request gets.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own declaration-merging hook
  namespace Express {
    interface Locals {
      /** The visitor's session: set for every request by the session middleware. */
      session: RequestSession;
      /** The contract operation of an /api request, once resolved. */
      route?: RouteEntry;
      /** The QA operation of a /__qa request, for the request log. */
      qaOp?: string;
    }
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
/** 256 random bits. */
export const newToken = () => randomBytes(32).toString('base64url');
export const xsrfFor = (secret: Buffer, token: string) =>
  createHmac('sha256', secret).update(token).digest('base64url');

export function sessionOf(res: Response): RequestSession {
  return res.locals.session;
}

/** The signed-in user of a session token, or null (expired records are ignored). */
export function lookupSession(
  store: Store,
  token: string | undefined,
  now: number,
): { hash: string; user: SessionUser | null } | null {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const hash = hashToken(token);
  const record = store.data.sessions[hash];
  return { hash, user: record && record.expires_at > now ? record.user : null };
}

function cookieOptions(req: Request, httpOnly: boolean, maxAgeMs?: number) {
  return {
    httpOnly,
    sameSite: 'lax' as const,
    secure: req.secure,
    path: '/',
    ...(maxAgeMs ? { maxAge: maxAgeMs } : {}),
  };
}

export function setSessionCookies(req: Request, res: Response, secret: Buffer, token: string, signedIn: boolean): void {
  replaceCookie(res, SESSION_COOKIE, token, cookieOptions(req, true, signedIn ? SESSION_TTL_MS : undefined));
  replaceCookie(
    res,
    XSRF_COOKIE,
    xsrfFor(secret, token),
    cookieOptions(req, false, signedIn ? SESSION_TTL_MS : undefined),
  );
}

/** Sets the XSRF cookie for the current session (after a refusal, so the client can retry). */
export function refreshXsrfCookie(req: Request, res: Response, secret: Buffer): void {
  const { token } = sessionOf(res);
  replaceCookie(res, XSRF_COOKIE, xsrfFor(secret, token), cookieOptions(req, false));
}

/**
 * Every visitor has a session: an anonymous one is just a random token in the cookie (nothing is
 * stored), so the XSRF token can be bound to it. Signed-in sessions live in the store.
 */
export function sessionMiddleware(store: Store, now: () => number): RequestHandler {
  return (req, res, next) => {
    const cookies = readCookies(req.headers.cookie);
    const found = lookupSession(store, cookies[SESSION_COOKIE], now());
    if (found) {
      res.locals.session = {
        token: cookies[SESSION_COOKIE]!,
        hash: found.hash,
        user: found.user,
      } satisfies RequestSession;
      if (cookies[XSRF_COOKIE] !== xsrfFor(store.secret, cookies[SESSION_COOKIE]!))
        refreshXsrfCookie(req, res, store.secret);
    } else {
      const token = newToken();
      res.locals.session = { token, hash: hashToken(token), user: null } satisfies RequestSession;
      setSessionCookies(req, res, store.secret, token, false);
    }
    next();
  };
}

/** Double submit bound to the session: header == cookie == HMAC(secret, session token). */
export function xsrfValid(req: Request, res: Response, secret: Buffer): boolean {
  const header = req.get(XSRF_HEADER);
  const cookie = readCookies(req.headers.cookie)[XSRF_COOKIE];
  if (!header || !cookie || header !== cookie) return false;
  const expected = Buffer.from(xsrfFor(secret, sessionOf(res).token));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Expired sessions are swept at most this often: a sign-in must not cost more as sessions pile up. */
export const SESSION_SWEEP_MS = 10 * 60 * 1000;
const lastSweep = new WeakMap<object, number>();

/** The expired sessions to drop now, or none when the last sweep of these sessions was recent. */
export function expiredSessions(sessions: Record<string, SessionRecord>, now: number): string[] {
  const last = lastSweep.get(sessions);
  if (last !== undefined && now >= last && now - last < SESSION_SWEEP_MS) return [];
  lastSweep.set(sessions, now);
  return Object.keys(sessions).filter((key) => sessions[key].expires_at <= now);
}

/** Starts a signed-in session with a fresh token (the old one, if signed in, is dropped). */
export async function signIn(req: Request, res: Response, store: Store, user: SessionUser, now: number): Promise<void> {
  await signInWith(req, res, store, now, () => ({ user }));
}

/**
 * Runs `change` (which may create the account) and starts the session of the user it returns, in
 * one store write: the account and its session are saved together or not at all, so a sign-up
 * whose session could not be saved leaves no account behind to answer the retry with 409.
 */
export async function signInWith<T extends { user: SessionUser }>(
  req: Request,
  res: Response,
  store: Store,
  now: number,
  change: (data: StoreData) => T,
): Promise<T> {
  const old = sessionOf(res);
  const token = newToken();
  const hash = hashToken(token);
  const expired = expiredSessions(store.data.sessions, now);
  const made = await store.write((data) => {
    const result = change(data);
    delete data.sessions[old.hash];
    for (const key of expired) delete data.sessions[key];
    data.sessions[hash] = {
      user: result.user,
      created_at: new Date(now).toISOString(),
      expires_at: now + SESSION_TTL_MS,
    };
    return result;
  });
  res.locals.session = { token, hash, user: made.user } satisfies RequestSession;
  setSessionCookies(req, res, store.secret, token, true);
  return made;
}

/** Ends the session and hands out a fresh anonymous one (so the next call has a valid XSRF token). */
export async function signOut(req: Request, res: Response, store: Store): Promise<string> {
  const old = sessionOf(res);
  if (store.data.sessions[old.hash]) await store.write((data) => void delete data.sessions[old.hash]);
  const token = newToken();
  res.locals.session = { token, hash: hashToken(token), user: null } satisfies RequestSession;
  setSessionCookies(req, res, store.secret, token, false);
  return old.hash;
}
