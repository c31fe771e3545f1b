/**
 * Options for vi.waitFor and expect.poll in the portal's tests. They end as soon as the condition
 * holds; the limit only has to be generous enough for a loaded machine (their default is 1 s).
 * testing-library's findBy and waitFor get the same limit in setup.ts.
 */
export const WAIT_MS = 10_000;
export const WAIT = { timeout: WAIT_MS } as const;
