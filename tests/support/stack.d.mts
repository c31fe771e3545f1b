import type { ChildProcess } from 'node:child_process';

export type Service = { url: string; port: number; pid: number; child: ChildProcess; stop: () => Promise<void> };
export declare const repoRoot: string;
export declare const webDir: string;
export declare const distDir: string;
export declare function freePort(): Promise<number>;
export declare function peakMemoryBytes(pid: number): number | undefined;
/** The mock (its bundle) as a child; LIMITS=testing and TRUST_PROXY=loopback unless `env` overrides them. */
export declare function startMock(options?: {
  port?: number;
  corsOrigins?: string[];
  env?: Record<string, string>;
  args?: string[];
}): Promise<Service>;
export declare function startPortal(options: {
  mockUrl: string;
  port?: number;
  env?: Record<string, string>;
}): Promise<Service>;
export declare function startVitePreview(options: { mockUrl: string; port?: number }): Promise<Service>;
export declare function startStack(options?: {
  portalEnv?: Record<string, string>;
}): Promise<{ mock: Service; portal: Service; stop: () => Promise<void> }>;
