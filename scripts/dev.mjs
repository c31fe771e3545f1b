// `pnpm dev`: the mock server (restarting on change) and the portal with hot reload on :5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('pnpm', ['--filter', '@ehp/mock-server', 'dev'], { stdio: 'inherit', env: { ...process.env, PORT: '4000' } }),
  spawn('pnpm', ['--filter', '@ehp/web', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, MOCK_URL: 'http://127.0.0.1:4000' },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
for (const child of children) child.on('exit', stop);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
