// Browsers cannot be downloaded on these machines: the browser tests use Debian's Chromium.
// Installs the `chromium` package when /usr/bin/chromium is missing (CI machines run as root).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM = CHROMIUM_PATH;

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  console.log(`[ensure-chromium] ${CHROMIUM} is missing: installing Debian's chromium package`);
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium still missing at ${CHROMIUM} after apt-get install`);
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
