// The deploy test (tests/deploy) runs Debian's nginx in front of two portal servers. Installs the
// package when /usr/sbin/nginx is missing, as ensure-coturn.mjs does for coturn (CI machines run as
// root, with Debian's mirror reachable): install first, and only when that fails refresh the package
// lists and try once more. The test runs its own nginx process on free ports; the package's system
// service is never started: when the machine has no policy-rc.d (Docker images ship one that says
// 101, "action forbidden"), one is put in place for the install and removed after it, so the
// package neither takes port 80 nor fails its install when port 80 is taken.
import { execSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';

export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';
const POLICY_RC = '/usr/sbin/policy-rc.d';

function withServicesHeldBack(action) {
  if (existsSync(POLICY_RC) || (process.getuid && process.getuid() !== 0)) return action();
  writeFileSync(POLICY_RC, '#!/bin/sh\n# ensure-nginx.mjs: no service starts during its install\nexit 101\n', {
    mode: 0o755,
  });
  try {
    return action();
  } finally {
    rmSync(POLICY_RC, { force: true });
  }
}

export function ensureNginx() {
  if (existsSync(NGINX_PATH)) return NGINX_PATH;
  console.log(`[ensure-nginx] ${NGINX_PATH} is missing: installing Debian's nginx package`);
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    execSync(`${sudo}apt-get install -y -qq --no-install-recommends nginx`, { stdio: 'inherit', env });
  withServicesHeldBack(() => {
    try {
      install();
    } catch {
      execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
      install();
    }
  });
  if (!existsSync(NGINX_PATH)) throw new Error(`nginx still missing at ${NGINX_PATH} after apt-get install nginx`);
  return NGINX_PATH;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureNginx();
