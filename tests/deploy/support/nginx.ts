import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot } from '../../support/stack.mjs';
import { ensureNginx } from './nginx-package.mjs';

// Debian's nginx in front of the portal servers, running the config we ship
// (deploy/nginx/portal.conf.template) rendered onto this test's ports, certificate and cache
// directory, exactly as docs/deploying.md renders it onto a server's (envsubst of the named placeholders).
// Its own process on loopback with a temp prefix: the system service is never used.

export const SHIPPED_CONFIG = join(repoRoot, 'deploy/nginx/portal.conf.template');

export const PLACEHOLDERS = [
  'SERVER_NAME',
  'HTTP_LISTEN',
  'HTTPS_LISTEN',
  'TLS_CERTIFICATE',
  'TLS_CERTIFICATE_KEY',
  'PORTAL_SERVERS',
  'CACHE_DIR',
  'ACCESS_LOG',
] as const;
export type Placeholders = Record<(typeof PLACEHOLDERS)[number], string>;

/**
 * What `envsubst '${SERVER_NAME} ...'` makes of the template: the named placeholders replaced,
 * nginx's own $variables left alone. Every placeholder must be used and none may be left over.
 */
export function renderConfig(template: string, values: Placeholders): string {
  for (const name of PLACEHOLDERS)
    if (!template.includes(`\${${name}}`)) throw new Error(`the template does not use \${${name}}`);
  const rendered = template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) =>
    name in values ? values[name as keyof Placeholders] : whole,
  );
  const left = /\$\{[A-Z_]+\}/.exec(rendered);
  if (left) throw new Error(`the template has a placeholder docs/deploying.md does not name: ${left[0]}`);
  return rendered;
}

export type Nginx = {
  /** https://127.0.0.1:<port>: the portal as visitors reach it. */
  httpsUrl: string;
  /** http://127.0.0.1:<port>: the plain-HTTP listener (redirects only). */
  httpUrl: string;
  /** The test certificate, self-signed for 127.0.0.1 and localhost: the visitors' trusted CA. */
  ca: Buffer;
  log: () => string;
  /** The access log the shipped config writes (its ACCESS_LOG). */
  accessLog: () => string;
  stop(): Promise<void>;
};

/** A one-day self-signed certificate made now (never committed). */
function testCertificate(dir: string): { cert: string; key: string } {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    '/usr/bin/openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'pipe' },
  );
  return { cert, key };
}

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

/**
 * nginx with the shipped config in front of `portals` (host:port each). Ports are picked unless
 * given (the API's CORS list needs the HTTPS origin before it starts).
 */
export async function startNginx(options: {
  portals: string[];
  httpPort?: number;
  httpsPort?: number;
}): Promise<Nginx> {
  const nginx = ensureNginx();
  const dir = mkdtempSync(join(tmpdir(), 'ehp-nginx-'));
  const httpPort = options.httpPort ?? (await freePort());
  const httpsPort = options.httpsPort ?? (await freePort());
  const { cert, key } = testCertificate(dir);
  const cacheDir = join(dir, 'cache');
  mkdirSync(cacheDir);
  const site = renderConfig(readFileSync(SHIPPED_CONFIG, 'utf8'), {
    SERVER_NAME: 'localhost',
    HTTP_LISTEN: `127.0.0.1:${httpPort}`,
    HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
    TLS_CERTIFICATE: cert,
    TLS_CERTIFICATE_KEY: key,
    PORTAL_SERVERS: options.portals.map((address) => `server ${address};`).join(' '),
    CACHE_DIR: cacheDir,
    ACCESS_LOG: join(dir, 'access.log'),
  });
  writeFileSync(join(dir, 'portal.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // Workers as root too (root runs the tests in CI): the temp prefix is root's alone.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      'events { worker_connections 512; }',
      'http {',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${join(dir, 'portal.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const pidFile = join(dir, 'nginx.pid');
  const child: ChildProcess = spawn(
    nginx,
    ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-g', `daemon off; pid ${pidFile}; error_log stderr;`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM'); // nginx's fast shutdown: open WebSockets are closed, not waited for
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  while (!(existsSync(pidFile) && (await listening(httpsPort)) && (await listening(httpPort)))) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited with ${child.exitCode}\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not listen on ${httpsPort} and ${httpPort} within 20 s\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    httpsUrl: `https://127.0.0.1:${httpsPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    ca: readFileSync(cert),
    log: () => output,
    accessLog: () => (existsSync(join(dir, 'access.log')) ? readFileSync(join(dir, 'access.log'), 'utf8') : ''),
    stop,
  };
}
