import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureCoturn } from '../../support/coturn.mjs';
import { freePort } from '../../support/stack.mjs';

// Debian's coturn on loopback for the relay test: its own free ports, its own temp config (long-term
// credentials with one static user), no TLS, and loopback peers allowed (both peers are on this host).

export type Coturn = {
  iceServers: Array<{ urls: string; username: string; credential: string }>;
  log: () => string;
  stop(): Promise<void>;
};

const USER = 'ehp-relay';
const PASSWORD = 'relay-test-secret';

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startCoturn(): Promise<Coturn> {
  const turnserver = ensureCoturn();
  const dir = mkdtempSync(join(tmpdir(), 'ehp-coturn-'));
  const port = await freePort();
  // A small relay range of its own, away from the listening port and from ephemeral ports in use.
  const minPort = 40_000 + Math.floor(Math.random() * 20_000);
  const conf = join(dir, 'turnserver.conf');
  writeFileSync(
    conf,
    [
      'listening-ip=127.0.0.1',
      'relay-ip=127.0.0.1',
      `listening-port=${port}`,
      `min-port=${minPort}`,
      `max-port=${minPort + 99}`,
      'lt-cred-mech',
      `user=${USER}:${PASSWORD}`,
      'realm=ehp.test',
      'fingerprint',
      'no-tls',
      'no-dtls',
      'no-cli',
      'allow-loopback-peers',
      `userdb=${join(dir, 'turndb')}`,
      `pidfile=${join(dir, 'turnserver.pid')}`,
      'log-file=stdout',
      'simple-log',
      'verbose',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(turnserver, ['-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const deadline = Date.now() + 20_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null) throw new Error(`turnserver exited with ${child.exitCode}\n${output}`);
    if (Date.now() > deadline) throw new Error(`turnserver did not listen on ${port} within 20 s\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    iceServers: [{ urls: `turn:127.0.0.1:${port}?transport=udp`, username: USER, credential: PASSWORD }],
    log: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
