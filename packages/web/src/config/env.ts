// Build-time configuration (Vite `VITE_*` variables), read and checked once.

const DEFAULT_PRODUCTION_HOST = 'www.sehatlink.pk';

function readString(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function checkUrl(name: string, value: string): string {
  if (value === '') return value;
  try {
    new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
  return stripTrailingSlash(value);
}

const ICE_URL = /^(stun|stuns|turn|turns):\S+$/;

/**
 * VITE_ICE_SERVERS: the STUN/TURN servers of video calls, a JSON array of RTCIceServer
 * ({ urls, username?, credential? }); empty = host candidates only (same network, or the mock).
 */
export function parseIceServers(value: unknown): RTCIceServer[] {
  const text = readString(value, '');
  if (text === '') return [];
  const problem = `VITE_ICE_SERVERS must be a JSON array of { "urls": "stun:..." | "turn:...", "username"?, "credential"? }, got ${text.slice(0, 200)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(problem);
  }
  if (!Array.isArray(parsed)) throw new Error(problem);
  return parsed.map((entry: unknown): RTCIceServer => {
    if (typeof entry !== 'object' || entry === null || !('urls' in entry)) throw new Error(problem);
    const urls: unknown = entry.urls;
    const list = Array.isArray(urls) ? urls : [urls];
    if (list.length === 0 || !list.every((u): u is string => typeof u === 'string' && ICE_URL.test(u)))
      throw new Error(problem);
    const username = 'username' in entry && typeof entry.username === 'string' ? entry.username : undefined;
    const credential = 'credential' in entry && typeof entry.credential === 'string' ? entry.credential : undefined;
    return { urls: list, ...(username ? { username } : {}), ...(credential ? { credential } : {}) };
  });
}

const raw = import.meta.env;

export const env = {
  /** '' = same origin as the page (the dev server and static hosts proxy /api). */
  apiBaseUrl: checkUrl('VITE_API_BASE_URL', readString(raw.VITE_API_BASE_URL, '')),
  /** '' = fall back to the page's own origin at connect time. */
  socketUrl: checkUrl('VITE_SOCKET_URL', readString(raw.VITE_SOCKET_URL, '')),
  productionHost: readString(raw.VITE_PRODUCTION_HOST, DEFAULT_PRODUCTION_HOST).toLowerCase(),
  /** STUN/TURN for video calls (both sides); [] = host candidates only. */
  iceServers: parseIceServers(raw.VITE_ICE_SERVERS),
} as const;

/** Absolute URL for an API path, e.g. for <img src>. Same-origin when no base URL is set. */
export function apiUrl(path: string): string {
  return `${env.apiBaseUrl}${path}`;
}

/** Socket host: configured, else the local address the page was served from. Call only in the browser. */
export function socketUrl(): string {
  return env.socketUrl || window.location.origin;
}
