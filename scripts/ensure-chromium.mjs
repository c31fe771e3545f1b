// Browsers cannot be downloaded on these machines: the browser tests use Debian's Chromium.
// Two builds of it, each installed with apt when missing (CI machines run as root):
// - chromium-headless-shell (the "old headless" shell, as Playwright itself runs headless): the
//   journeys, the docs test and the call benchmark. It has no browser UI to run, so a journey
//   costs about 40% less CPU and 30% less time than in the full browser (messages-ready on an
//   idle machine: 108 CPU-seconds in 65 s against 66 in 46 s).
// - chromium, the full browser: Lighthouse (pnpm bench:web), which measures what a visitor's
//   browser does.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

const PACKAGE_OF = { [CHROMIUM_PATH]: 'chromium', [HEADLESS_SHELL_PATH]: 'chromium-headless-shell' };

/** Installs the Debian package of `path` (the full browser by default) unless it is there. */
export function ensureChromium(path = CHROMIUM_PATH) {
  if (existsSync(path)) return path;
  const pkg = PACKAGE_OF[path] ?? 'chromium';
  console.log(`[ensure-chromium] ${path} is missing: installing Debian's ${pkg} package`);
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${pkg}`, { stdio: 'inherit', env });
  if (!existsSync(path)) throw new Error(`${pkg} still missing at ${path} after apt-get install`);
  return path;
}

/** The headless shell the browser tests run in, installed when missing. */
export const ensureHeadlessShell = () => ensureChromium(HEADLESS_SHELL_PATH);

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureChromium();
  ensureHeadlessShell();
}
