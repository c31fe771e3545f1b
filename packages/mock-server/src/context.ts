import type { MockServerConfig } from './config.ts';
import type { Logger } from './logger.ts';
import type { Store } from './store/store.ts';
import type { OtpService } from './modules/auth/otp.ts';
import type { ResetTokens } from './modules/auth/reset-tokens.ts';
import type { AbuseLimits } from './modules/auth/limits.ts';
import type { Stats } from './qa/stats.ts';
import type { FaultRegistry } from './qa/faults.ts';
import type { CallRegistry } from './modules/calls/registry.ts';
import type { MockClock } from './clock.ts';
import type { NextOutcome } from './modules/payments/next-outcome.ts';
import type { Outbox } from './modules/messages/outbox.ts';
import type { MockMessageSender } from './modules/messages/sender.ts';
import type { SlidingWindowLimiter } from './http/rate-limit.ts';
import type { PatientReady } from '@ehp/api-types';

/** Shared services of one server instance, handed to every handler. */
export interface AppContext {
  config: MockServerConfig;
  store: Store;
  logger: Logger;
  /** The mock clock's now (clock.now): QA can move it forward. */
  now: () => number;
  clock: MockClock;
  /** QA's preselected gateway result code for the next payment. */
  nextOutcome: NextOutcome;
  otp: OtpService;
  resets: ResetTokens;
  /** Limits per account and per client address against guessing and flooding (modules/auth/limits.ts). */
  limits: AbuseLimits;
  stats: Stats;
  faults: FaultRegistry;
  calls: CallRegistry;
  /** Disconnects the /notify sockets of a session that ended (logout, password reset). */
  endSocketsOf(sessionHash: string): void;
  /** SMS and WhatsApp messages to patients: queues what is due, hands it to the sender. */
  outbox: Outbox;
  /** The mock's message provider (QA can make it refuse sends). */
  sender: MockMessageSender;
  /** markReadyForCall per appointment (10 in 10 minutes). */
  readyLimiter: SlidingWindowLimiter;
  /** Tells a doctor's /notify sockets that a patient is ready for the call. */
  notifyDoctorReady(pmdc: string, payload: PatientReady): void;
}
