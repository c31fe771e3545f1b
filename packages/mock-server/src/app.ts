import { createServer, type Server as HttpServer } from 'node:http';
import express, { type Express } from 'express';
import { MockClock } from './clock.ts';
import type { MockServerConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { loadContract, type LoadedContract, type OperationId } from './contract/openapi.ts';
import { createDocsRouter } from './docs/routes.ts';
import { createApiRouter } from './http/api-router.ts';
import { answerClientErrors } from './http/client-errors.ts';
import { operationOf, type HandlerEntry } from './http/handler.ts';
import { corsFor } from './http/cors.ts';
import { errorHandler, sendRawError } from './http/errors.ts';
import { apiSecurityHeaders, requestLog } from './http/request-log.ts';
import { sessionMiddleware } from './http/session.ts';
import { createLogger, type Logger } from './logger.ts';
import { OtpService } from './modules/auth/otp.ts';
import { ResetTokens } from './modules/auth/reset-tokens.ts';
import { hostGuard } from './http/host-guard.ts';
import { expressTrust } from './http/trust-proxy.ts';
import { AbuseLimits } from './modules/auth/limits.ts';
import { recordCallAttempt } from './modules/calls/attempts.ts';
import { CallRegistry } from './modules/calls/registry.ts';
import { handlers } from './modules/handlers.ts';
import { createGatewayRouter } from './modules/payments/gateway-router.ts';
import { NextOutcome } from './modules/payments/next-outcome.ts';
import { unavailableDoctorPeer, type CreateDoctorPeer } from './modules/notify/doctor-peer.ts';
import { createPayloadValidators } from './modules/notify/payloads.ts';
import { createNotifyServer, type NotifyServer } from './modules/notify/socket-server.ts';
import { FaultRegistry } from './qa/faults.ts';
import { Outbox } from './modules/messages/outbox.ts';
import { MockMessageSender, type MessageSender } from './modules/messages/sender.ts';
import { SlidingWindowLimiter } from './http/rate-limit.ts';
import { doctorRoom } from './modules/notify/rooms.ts';
import { createQaRouter } from './qa/routes.ts';
import { Stats } from './qa/stats.ts';
import { createStore, type Store, type StoreOptions } from './store/store.ts';

export interface MockServerDeps {
  /** The doctor's WebRTC side of accepted calls; without it accepted calls end as doctor_unavailable. */
  createDoctorPeer?: CreateDoctorPeer;
  logger?: Logger;
  /** The base clock for codes, tokens, sessions, holds and payments (tests move it); QA adds an offset. */
  now?: () => number;
  /** Opens the data file's disk (store.ts; tests make its writes fail). */
  openDisk?: StoreOptions['openDisk'];
  /** Where SMS and WhatsApp messages go (a real provider); the mock's own keeps them in the outbox only. */
  messageSender?: MessageSender;
}

export interface MockServer {
  app: Express;
  httpServer: HttpServer;
  io: NotifyServer;
  store: Store;
  ctx: AppContext;
  /** Stops calls and their peers, disconnects sockets, closes the HTTP server, then the data file. */
  close(): Promise<void>;
}

/** A request's headers must arrive within this; a slow drip of headers is cut off. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** The whole request, body included (1 MB JSON or a 5 MB attachment), within this: a slow-drip body is cut off. */
export const REQUEST_TIMEOUT_MS = 30_000;

type Notify = ReturnType<typeof createNotifyServer>;

/** Builds the whole mock backend. Never listens: main.ts (or a test, on port 0) does. */
export function createMockServer(config: MockServerConfig, deps: MockServerDeps = {}): MockServer {
  // The /notify server is made last, on the HTTP server; the context and QA reach it when they need it.
  let notify: Notify | null = null;
  const { ctx, contract } = createContext(config, deps, () => notify);

  const app = express();
  useRequestMiddleware(app, ctx);
  useRouters(app, ctx, contract, () => notify);
  useFallbacks(app, ctx.logger);

  const httpServer = createHttpServer(app);
  notify = createNotifyServer(httpServer, ctx, ctx.calls, createPayloadValidators(contract.document));
  const io = notify.io;

  ctx.outbox.start();
  return { app, httpServer, io, store: ctx.store, ctx, close: closer(ctx, httpServer, io) };
}

/** The shared services of one server instance (context.ts), and the contract they serve. */
function createContext(
  config: MockServerConfig,
  deps: MockServerDeps,
  notify: () => Notify | null,
): { ctx: AppContext; contract: LoadedContract } {
  const logger = deps.logger ?? createLogger(config.logLevel);
  const clock = new MockClock(deps.now ?? Date.now);
  const { now } = clock;
  const contract = loadContract();
  const store = createStore({
    dataFile: config.dataFile,
    seedFile: config.seedFile,
    logger,
    secret: config.sessionSecret,
    openDisk: deps.openDisk,
  });
  const stats = new Stats();
  const calls = new CallRegistry({
    ringTimeoutMs: config.ringTimeoutMs,
    createDoctorPeer: deps.createDoctorPeer ?? unavailableDoctorPeer,
    logger,
    onState: (call) => stats.count(`calls_${call.state}`),
    now,
    // A missed call may be due a message with the join link: the outbox looks once it is recorded.
    onAttempt: (attempt) => void recordCallAttempt(store, attempt, logger).then(() => outbox.deliver()),
  });
  const mockSender = new MockMessageSender();
  const outbox = new Outbox({ store, now, logger, config, sender: deps.messageSender ?? mockSender });
  const ctx: AppContext = {
    config,
    store,
    logger,
    now,
    clock,
    nextOutcome: new NextOutcome(),
    otp: new OtpService(now),
    resets: new ResetTokens(now),
    limits: new AbuseLimits(config.limits),
    stats,
    faults: new FaultRegistry(
      (op, status) => operationOf(handlers[op] as HandlerEntry<OperationId>).ownRefusals?.[status],
    ),
    calls,
    endSocketsOf: (hash) => notify()?.endSessionSockets(hash),
    outbox,
    sender: mockSender,
    readyLimiter: new SlidingWindowLimiter(10, 10 * 60_000),
    notifyDoctorReady: (pmdc, payload) => notify()?.io.to(doctorRoom(pmdc)).emit('patient_ready', payload),
  };
  return { ctx, contract };
}

/** What every request passes through first: the Host check, the client's address, the log, CORS, the session. */
function useRequestMiddleware(app: Express, { config, logger, stats, store, now }: AppContext): void {
  app.disable('x-powered-by');
  // HTTP/1.1 requires Host (Node's own refusal is an empty 400, this one says why), and it must
  // name this server: DNS rebinding is refused.
  app.use(hostGuard(config.allowedHosts));
  // The client's address (req.ip, the rate limits' key) is the right-most one no trusted proxy vouches for.
  app.set('trust proxy', expressTrust(config.trustProxy));
  app.use(requestLog(logger, stats));
  app.use(...corsFor(config.corsOrigins));
  app.use(sessionMiddleware(store, now));
}

/** The docs, QA's control API (when enabled), the API and the simulated payment gateway. */
function useRouters(app: Express, ctx: AppContext, contract: LoadedContract, notify: () => Notify | null): void {
  app.use(createDocsRouter(ctx.config.qaEnabled));
  if (ctx.config.qaEnabled) {
    const onlinePatients = () => notify()?.onlinePatients() ?? [];
    app.use('/__qa', createQaRouter({ ctx, contract, onlinePatients, reset: () => resetToSeed(ctx, notify()) }));
  }
  app.use('/api', apiSecurityHeaders, createApiRouter(ctx, contract, handlers));
  // The simulated payment gateway: a separate site in real life, served here so the portal can
  // proxy it from its own origin.
  app.use('/__gateway', createGatewayRouter(ctx));
}

/** QA's reset: the data back to the seed, and every code, token, limit, fault, call and socket gone. */
async function resetToSeed(ctx: AppContext, notify: Notify | null): Promise<void> {
  // The store first: when the disk refuses the reset, nothing else is reset either.
  await ctx.store.reset();
  ctx.calls.clear();
  ctx.otp.clear();
  ctx.resets.clear();
  ctx.limits.clear();
  ctx.faults.clear();
  ctx.clock.reset();
  ctx.nextOutcome.set(null);
  ctx.readyLimiter.clear();
  ctx.sender.failNext(0);
  notify?.clearLimits();
  for (const socket of notify?.io.of('/').sockets.values() ?? []) socket.disconnect(true);
}

/** A 404 for what no router answered, and the error handler. */
function useFallbacks(app: Express, logger: Logger): void {
  app.use((req, res) =>
    sendRawError(res, 404, `Not found: ${req.method} ${req.originalUrl.split('?')[0].slice(0, 200)}`),
  );
  app.use(errorHandler(logger));
}

/** The HTTP server, with deadlines for a request's headers and its whole body. */
function createHttpServer(app: Express): HttpServer {
  const httpServer = createServer(
    {
      requireHostHeader: false, // answered above, with a JSON message
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      // How often Node looks for requests past those deadlines (its default, 30 s, lets a slow drip run long).
      connectionsCheckingInterval: 1_000,
    },
    app,
  );
  answerClientErrors(httpServer);
  return httpServer;
}

/** MockServer.close: one closing, however often it is called. */
function closer(ctx: AppContext, httpServer: HttpServer, io: NotifyServer): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () =>
    (closing ??= new Promise<void>((resolve) => {
      ctx.outbox.stop();
      ctx.calls.clear();
      io.disconnectSockets(true);
      // io.close() also closes the HTTP server; idle keep-alive connections are dropped too.
      void io.close(() => resolve());
      httpServer.closeIdleConnections();
    })
      .then(() => ctx.outbox.idle())
      .then(() => ctx.store.close()));
}
