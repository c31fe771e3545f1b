// Types of config.mjs for the TypeScript callers (tests).
export interface PortalServerConfig {
  port: number;
  host: string;
  apiOrigin: string;
  distDir: string;
  workers: number;
  trustProxy: number | false;
  accessLog: boolean;
  shutdownMs: number;
  pageCacheMs: number;
}
export function readConfig(env?: Record<string, string | undefined>): PortalServerConfig;
