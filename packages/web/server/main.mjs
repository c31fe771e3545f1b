// `pnpm start`'s portal server: reads the settings (failing loudly on a bad one), then listens,
// with WORKERS processes sharing the port (Node's cluster) when rendering needs more than one core.
import cluster from 'node:cluster';
import { createPortalServer } from './app.mjs';
import { readConfig } from './config.mjs';

// React and Express run their production builds (React's development build renders a page about
// twice as slowly). Set before the server build, which imports React, is loaded.
process.env.NODE_ENV ||= 'production';

let config;
try {
  config = readConfig();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

if (cluster.isPrimary && config.workers > 1) {
  for (let i = 0; i < config.workers; i++) cluster.fork();
  let stopping = false;
  cluster.on('exit', (worker, code) => {
    if (!stopping) {
      console.error(
        JSON.stringify({ level: 'error', message: `worker ${worker.process.pid} exited (${code}); starting another` }),
      );
      cluster.fork();
    } else if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  const portal = await createPortalServer(config);
  portal.server.listen(config.port, config.host, () => {
    if (cluster.isPrimary || cluster.worker?.id === 1) {
      console.log(
        JSON.stringify({
          level: 'info',
          message: `portal on http://${config.host}:${portal.server.address().port}`,
          api: config.apiOrigin,
          workers: config.workers,
        }),
      );
    }
  });
  const stop = async () => {
    await portal.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
