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

const raw = import.meta.env;

export const env = {
  /** '' = same origin as the page (the dev server and static hosts proxy /api). */
  apiBaseUrl: checkUrl('VITE_API_BASE_URL', readString(raw.VITE_API_BASE_URL, '')),
  /** '' = fall back to the page's own origin at connect time. */
  socketUrl: checkUrl('VITE_SOCKET_URL', readString(raw.VITE_SOCKET_URL, '')),
  productionHost: readString(raw.VITE_PRODUCTION_HOST, DEFAULT_PRODUCTION_HOST).toLowerCase(),
} as const;

/** Absolute URL for an API path, e.g. for <img src>. Same-origin when no base URL is set. */
export function apiUrl(path: string): string {
  return `${env.apiBaseUrl}${path}`;
}

/** Socket host: configured, else the local address the page was served from. Call only in the browser. */
export function socketUrl(): string {
  return env.socketUrl || window.location.origin;
}
