// Launch settings for Debian's Chromium, shared by the journeys and Lighthouse.
export { CHROMIUM_PATH, ensureChromium } from '../../scripts/ensure-chromium.mjs';

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
