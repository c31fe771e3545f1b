// `pnpm start` (after the build): the mock server on :4000 and the production build of the portal
// on :5173, with /api and /notify proxied to the mock from the same origin.
import { spawn } from 'node:child_process';

const MOCK_PORT = process.env.MOCK_PORT || '4000';
const WEB_PORT = process.env.WEB_PORT || '5173';
const mockUrl = `http://localhost:${MOCK_PORT}`;

const children = [
  spawn('pnpm', ['--filter', '@ehp/mock-server', 'start'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: MOCK_PORT },
  }),
  spawn('pnpm', ['--filter', '@ehp/web', 'exec', 'vite', 'preview', '--port', WEB_PORT, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, MOCK_URL: mockUrl },
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
  setTimeout(() => process.exit(code), 1500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
