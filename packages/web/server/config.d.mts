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
}
export function readConfig(env?: Record<string, string | undefined>): PortalServerConfig;
