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
