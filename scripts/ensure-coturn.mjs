// The TURN relay test runs Debian's coturn (`turnserver`) on loopback. Installs the `coturn`
// package when it is missing, as ensure-chromium.mjs does for Chromium (CI machines run as root,
// with Debian's mirror reachable): install first, and only when that fails refresh the package
// lists and try once more.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const TURNSERVER_PATH = process.env.TURNSERVER_PATH || '/usr/bin/turnserver';

export function ensureCoturn() {
  if (existsSync(TURNSERVER_PATH)) return TURNSERVER_PATH;
  console.log(`[ensure-coturn] ${TURNSERVER_PATH} is missing: installing Debian's coturn package`);
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => execSync(`${sudo}apt-get install -y -qq coturn`, { stdio: 'inherit', env });
  try {
    install();
  } catch {
    execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
    install();
  }
  if (!existsSync(TURNSERVER_PATH))
    throw new Error(`turnserver still missing at ${TURNSERVER_PATH} after apt-get install coturn`);
  return TURNSERVER_PATH;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureCoturn();
