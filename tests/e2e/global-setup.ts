import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ensureHeadlessShell, HEADLESS_SHELL_PATH, JOURNEY_FLAGS } from '../support/chromium.mjs';
import { startStack } from '../support/stack.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mockUrl: string;
    browserWsEndpoint: string;
  }
}

/** One stack and one browser for the whole run; every journey connects to them. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureHeadlessShell();
  const stack = await startStack();
  let browserServer: BrowserServer;
  try {
    browserServer = await chromium.launchServer({
      executablePath: HEADLESS_SHELL_PATH,
      headless: true,
      args: JOURNEY_FLAGS,
    });
  } catch (error) {
    await stack.stop();
    throw error;
  }
  project.provide('baseUrl', stack.portal.url);
  project.provide('mockUrl', stack.mock.url);
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await stack.stop();
  };
}
