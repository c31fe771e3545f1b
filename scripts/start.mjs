// `pnpm start` (after the build): the mock server on :4000 and the portal's production server
// (packages/web/server, which the build bundles into server-dist/main.mjs) on :5173, with /api,
// /notify and /__gateway proxied to the mock from the same origin. WEB_PORT and MOCK_PORT move
// them; the mock's allowed origins follow the portal's port.
// The portal is the hop in front of the mock: it sends the address it saw in X-Forwarded-For, and
// the mock trusts it from loopback (its rate limits key on that address, not on the portal's
// 127.0.0.1). MOCK_TRUST_PROXY changes the mock's setting; TRUST_PROXY is the portal's own.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { portalOrigins } from './portal-origins.mjs';

const MOCK_PORT = process.env.MOCK_PORT || '4000';
const WEB_PORT = process.env.WEB_PORT || '5173';
// The mock listens on 127.0.0.1 unless HOST says otherwise (its QA API is for this machine).
const mockUrl = `http://127.0.0.1:${MOCK_PORT}`;

const children = [
  spawn('pnpm', ['--filter', '@ehp/mock-server', 'start'], {
    stdio: 'inherit',
    env: {
      CORS_ORIGINS: portalOrigins(WEB_PORT).join(','),
      ...process.env,
      PORT: MOCK_PORT,
      TRUST_PROXY: process.env.MOCK_TRUST_PROXY || 'loopback',
    },
  }),
  spawn('node', ['packages/web/server-dist/main.mjs'], {
    stdio: 'inherit',
    env: {
      WORKERS: String(availableParallelism()),
      ...process.env,
      PORT: WEB_PORT,
      API_ORIGIN: process.env.API_ORIGIN || mockUrl,
      // HOST is the mock's: the portal's own server keeps its default bind.
      HOST: process.env.WEB_HOST || '0.0.0.0',
    },
  }),
];
console.log(
  `\nSehatLink portal: http://localhost:${WEB_PORT}  ·  mock API: ${mockUrl}  ·  QA console: ${mockUrl}/__qa  ·  API docs: ${mockUrl}/docs\n`,
);

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 12_000).unref();
}
for (const child of children) child.on('exit', (code) => (stopping ? undefined : stop(code ?? 0)));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
