// Launch settings for Debian's Chromium: the headless shell for the browser tests, the full
// browser for Lighthouse (scripts/ensure-chromium.mjs says why).
export {
  CHROMIUM_PATH,
  ensureChromium,
  ensureHeadlessShell,
  HEADLESS_SHELL_PATH,
} from '../../scripts/ensure-chromium.mjs';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  // Calls: grant camera/microphone without a prompt and feed synthetic media.
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

/**
 * The journeys' flags: the above, and less CPU per page on a 2-core machine where three journey
 * shards share the cores. Not for measurements (Lighthouse, the call benchmark): they change what
 * a visitor's browser would do.
 */
export const JOURNEY_FLAGS = [
  ...CHROMIUM_FLAGS,
  // Less CPU per page on a 2-core machine where three journey shards share the cores (the routes
  // journey on an idle machine: 88-91 CPU-seconds against 104-107 without these): the GPU and
  // network services in the browser's own process instead of two more processes talking over IPC,
  // and V8 without its optimizing tiers, which short-lived test pages do not repay.
  '--in-process-gpu',
  '--enable-features=NetworkServiceInProcess',
  '--js-flags=--max-opt=1',
];
