import type { MockServerConfig } from './config.ts';
import type { Logger } from './logger.ts';
import type { Store } from './store/store.ts';
import type { OtpService } from './modules/auth/otp.ts';
import type { ResetTokens } from './modules/auth/reset-tokens.ts';
import type { SlidingWindowLimiter } from './http/rate-limit.ts';
import type { Stats } from './qa/stats.ts';
import type { FaultRegistry } from './qa/faults.ts';
import type { CallRegistry } from './modules/calls/registry.ts';

/** Shared services of one server instance, handed to every handler. */
export interface AppContext {
  config: MockServerConfig;
  store: Store;
  logger: Logger;
  now: () => number;
  otp: OtpService;
  resets: ResetTokens;
  /** Failed sign-ins per identifier (e-mail, PMDC number, username). */
  signInFailures: SlidingWindowLimiter;
  stats: Stats;
  faults: FaultRegistry;
  calls: CallRegistry;
  /** Disconnects the /notify sockets of a session that ended (logout, password reset). */
  endSocketsOf(sessionHash: string): void;
}
