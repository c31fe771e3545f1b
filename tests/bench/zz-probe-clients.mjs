import { spawn } from 'node:child_process';
import { createQaClient } from '@ehp/api-types';
import { io } from 'socket.io-client';
import { ApiSession, signInWithSmsCode } from '../support/api-session.ts';
const N = Number(process.env.N || 2000);
const server = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'src/zz-probe-server.mts'], { cwd: 'packages/mock-server', stdio: ['pipe', 'pipe', 'inherit'] });
let out = '';
const lines = [];
server.stdout.on('data', (c) => { out += c; process.stdout.write(c); });
const url = await new Promise((r) => { const t = setInterval(() => { const m = /URL (\S+)/.exec(out); if (m) { clearInterval(t); r(m[1]); } }, 50); });
const ask = (w) => new Promise((r) => { server.stdin.write(w + '\n'); setTimeout(r, 1500); });
await ask('idle');
const pool = async (items, size, work) => { let i = 0; await Promise.all(Array.from({ length: size }, async () => { while (i < items.length) { const k = i++; await work(items[k], k); } })); };
const patients = [];
await pool(Array.from({ length: N }, (_, i) => `0399${String(i).padStart(7, '0')}`), 25, async (phone) => {
  const client = new ApiSession(url);
  const { user_id } = await signInWithSmsCode(client.api, createQaClient({ baseUrl: url }), phone);
  patients.push({ client, user_id });
});
await ask('signed-in'); if (process.env.SNAP) { await ask('snap-signed-in'); await new Promise((r) => setTimeout(r, 20000)); }
const sockets = [];
await pool(patients, 50, async (p) => {
  const socket = io(url, { path: '/notify', transports: ['websocket'], reconnection: false, extraHeaders: { cookie: p.client.cookieHeader() } });
  await new Promise((r, j) => { socket.once('connect', r); socket.once('connect_error', j); });
  socket.emit('patient_connection', { patient_id: p.user_id });
  sockets.push(socket);
});
await ask('connected');
if (process.env.SNAP) { await ask('snap-connected'); await new Promise((r) => setTimeout(r, 20000)); }
for (const s of sockets) s.disconnect();
await ask('disconnected');
server.kill();
process.exit(0);
