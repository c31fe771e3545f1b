// `pnpm start`'s portal server: reads the settings (failing loudly on a bad one), then listens,
// with WORKERS processes sharing the port (Node's cluster) when rendering needs more than one core.
// Production runs its bundle, server-dist/main.mjs (scripts/bundle-server.mjs, part of `pnpm build`):
// the cluster's workers run the same file as the primary.
import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { createPortalServer, type PortalServer } from './app.ts';
import { readConfig, type PortalServerConfig } from './config.ts';

// React and Express run their production builds (React's development build renders a page about
// twice as slowly). Set before the server build, which imports React, is loaded.
process.env.NODE_ENV ||= 'production';

function configOrExit(): PortalServerConfig {
  try {
    return readConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
const config = configOrExit();

/** Past SHUTDOWN_TIMEOUT_MS, how long a process may take to exit before it is made to. */
const EXIT_MARGIN_MS = 2_000;

if (cluster.isPrimary && config.workers > 1) {
  for (let i = 0; i < config.workers; i++) cluster.fork();
  let stopping = false;
  let failed = false;
  cluster.on('exit', (worker, code) => {
    if (!stopping) {
      console.error(
        JSON.stringify({ level: 'error', message: `worker ${worker.process.pid} exited (${code}); starting another` }),
      );
      cluster.fork();
    } else {
      failed ||= code !== 0;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
    }
  });
  // Each worker stops taking connections at once (the primary then hands none to it) and finishes
  // what it has; the primary exits when they all have, or makes them at the deadline.
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
    setTimeout(
      () => {
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
        process.exit(1);
      },
      config.shutdownMs + 2 * EXIT_MARGIN_MS,
    ).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  let portal: PortalServer | null = null;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // Stopped while still starting: nothing to finish.
    if (!portal) process.exit(0);
    // Always exits: close() has its own deadline, and this one covers anything it might miss.
    setTimeout(() => process.exit(1), config.shutdownMs + EXIT_MARGIN_MS).unref();
    const { finished, cut } = await portal.close();
    if (!finished) {
      console.error(
        JSON.stringify({
          level: 'warn',
          message: `stopped at the ${config.shutdownMs} ms deadline: ${cut} connections cut`,
        }),
      );
    }
    // 0 only when everything in flight was finished: a supervisor can tell a clean stop.
    process.exit(finished ? 0 : 1);
  };
  // Listened for before the (slow) start, so a stop while starting is not a kill.
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // A worker whose primary is gone stops too, rather than serving on alone.
  if (cluster.isWorker) process.on('disconnect', stop);

  portal = await createPortalServer(config);
  if (stopping) process.exit(0);
  const { server } = portal;
  server.listen(config.port, config.host, () => {
    // Every process says when it is serving (startPortal in tests/support waits for all of them).
    console.log(
      JSON.stringify({
        level: 'info',
        message: `portal on http://${config.host}:${(server.address() as AddressInfo).port}`,
        api: config.apiOrigin,
        workers: config.workers,
        pid: process.pid,
      }),
    );
  });
}
