// The only module with side effects: read the config, build the server, listen, shut down cleanly.
import { isLoopback, parseConfig } from './config.ts';
import { createMockServer } from './app.ts';
import { createLogger } from './logger.ts';
import { DataFileError } from './store/persistence.ts';
import { doctorPeerWith } from './modules/calls/simulated-doctor/create-doctor-peer.ts';
import { boundPort } from './listen.ts';

const started = process.hrtime.bigint();
const parsed = parseConfig(process.argv.slice(2), process.env);
if (!parsed.ok) {
  console.error(`mock-server: invalid configuration\n  - ${parsed.errors.join('\n  - ')}`);
  process.exit(1);
}
const config = parsed.config;
const logger = createLogger(config.logLevel);
const server = (() => {
  try {
    return createMockServer(config, { logger, createDoctorPeer: doctorPeerWith(config.iceServers) });
  } catch (error) {
    if (!(error instanceof DataFileError)) throw error;
    console.error(`mock-server: ${error.message}`);
    process.exit(1);
  }
})();

server.httpServer.on('error', (error: NodeJS.ErrnoException) => {
  logger.error(error.code === 'EADDRINUSE' ? `port ${config.port} is already in use (set PORT)` : 'server error', {
    error: error.message,
  });
  process.exit(1);
});

server.httpServer.listen(config.port, config.host, () => {
  const port = boundPort(server.httpServer, config.port);
  const startupMs = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
  const exposed = !isLoopback(config.host);
  const origin = `http://${exposed ? config.host : 'localhost'}:${port}`;
  logger.info('mock server listening', {
    url: `http://localhost:${port}`,
    host: config.host,
    docs: `http://localhost:${port}/docs`,
    qa_console: config.qaEnabled ? `http://localhost:${port}/__qa` : null,
    data_file: config.dataFile,
    cors_origins: config.corsOrigins,
    node_env: config.nodeEnv,
    startup_ms: startupMs,
    process_uptime_ms: Math.round(process.uptime() * 1000),
  });
  if (config.qaEnabled && config.qaToken) {
    // The token is the key to codes, resets and the clock: printed once, for the person who started the mock.
    logger.info(
      `QA needs a token${exposed ? ` (HOST=${config.host} lets other machines connect)` : ''}: send X-QA-Token, ` +
        `or open ${origin}/__qa#token=${config.qaToken}`,
      { qa_token: config.qaToken },
    );
  }
  if (exposed && config.allowedHosts.length === 0) {
    logger.info('other machines must use an IP address, or names listed in ALLOWED_HOSTS (DNS rebinding guard)');
  }
});

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down', { signal });
  const force = setTimeout(() => process.exit(1), 5000);
  force.unref();
  void server.close().then(() => process.exit(0));
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
