// Types of config.mjs for the TypeScript callers (tests).
export interface PortalServerConfig {
  port: number;
  host: string;
  apiOrigin: string;
  distDir: string;
  workers: number;
  /** false, a hop count, or the addresses and subnets of the proxies in front. */
  trustProxy: number | false | string[];
  accessLog: boolean;
  shutdownMs: number;
  pageCacheMs: number;
  /** The bound of each process's page cache, in bytes (PAGE_CACHE_MB). */
  pageCacheBytes: number;
  /** Renders a process runs at once, and how many more may wait (beyond: 503). */
  renders: number;
  /** How long a page waits for all its API reads before it is sent without them (PAGE_READ_BUDGET_MS). */
  readBudgetMs: number;
  renderQueue: number;
}
export const FETCH_BLOCKED_PORTS: Set<number>;
export function readConfig(env?: Record<string, string | undefined>): PortalServerConfig;
